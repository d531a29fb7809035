import type { RgbaImage } from '../image/rgba-image';
import { makeWorkingCopy, toFullResolution } from '../image/working-copy';
import { findBody } from '../locate/find-body';
import { outlineRise } from '../quality/outline-edge-rise';
import { cardLight } from './card-light';
import { ID1_CARD } from './id1-card';

/** Why a camera frame of an ID-1 card is not ready, in the order the hint names them. */
export type CardFlag = 'dark' | 'bright' | 'not-found' | 'framing' | 'too-small' | 'blur' | 'glare';

export type CardFrameQuality = {
  /** true when the card is found, fills the guide, is sharp, lit well enough and free of glare. */
  readonly ready: boolean;
  /** Problems, most important first (the first one is the hint to show). */
  readonly flags: CardFlag[];
  readonly metrics: {
    /** Mean luminance (0..255) of the frame, and of the card where found. */
    brightness: number;
    cardBrightness: number;
    /** The card's long side over the frame's short side (0 when not found). */
    fill: number;
    /** Worse 10-90% edge rise across the card's outline, in mm of the card (NaN: not measured). */
    edgeRiseMm: number;
    /** Share of the card's pixels with a clipped channel standing out from the card (glare). */
    glare: number;
    /** Share of the card's pixels clipped white. */
    clipped: number;
  };
};

const WORKING_LONG_SIDE = 320;
// The web guide is 82% of a 4:3 stage's width, i.e. about 1.09 of the frame's short side: a card whose
// long side spans 70% of the short side is close enough to the guide for readable text.
const MIN_FILL = 0.7;
// Sharp card outlines at 640x480 rise over 0.5-0.9 mm; defocus of 1.5 px sigma and more rises past 1.2 mm.
const MAX_EDGE_RISE_MM = 1.1;
/** Below this rise (px) an edge is never called blurred: the preview's own pixels limit it. */
const MIN_BLUR_RISE_PX = 4;
/** Card brightness (0..255) below which the light is too low. */
const MIN_BRIGHTNESS = 60;
/** Share of the card clipped white above which it is washed out (a white card itself reads 220-245). */
const MAX_CLIPPED = 0.3;
/** Frame brightness below which nothing can be found: ask for light before asking for the card. */
const MIN_FRAME_BRIGHTNESS = 35;
/** Share of the card that is specular glare (clipped, above the card's own level). */
const MAX_GLARE = 0.01;

type Point = { x: number; y: number };

function frameBrightness(frame: RgbaImage): number {
  const { data } = frame;
  let sum = 0;
  let n = 0;
  // Every 7th pixel is plenty for a mean.
  for (let i = 0; i < data.length; i += 28) {
    sum += 0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0);
    n++;
  }
  return n ? sum / n : 0;
}

/**
 * The live check of the card capture screens (insurance card, ID): is an ID-1 card (85.60 x 53.98 mm) in
 * the frame, filling the guide, sharp, lit enough and free of glare. Run on downscaled camera frames
 * (about 640 px); it uses the reader's body locator and outline sharpness measure with the card's shape.
 */
export function checkCardFrame(frame: RgbaImage): CardFrameQuality {
  const brightness = frameBrightness(frame);
  const flags: CardFlag[] = [];
  let cardBrightness = Number.NaN;
  let fill = 0;
  let edgeRiseMm = Number.NaN;
  let glare = 0;
  let clipped = 0;
  const copy = makeWorkingCopy(frame, WORKING_LONG_SIDE);
  const body = brightness < MIN_FRAME_BRIGHTNESS ? undefined : findBody(copy, ID1_CARD.aspect);
  if (!body) {
    flags.push(brightness < MIN_FRAME_BRIGHTNESS ? 'dark' : 'not-found');
  } else {
    const full = body.corners.map((c) => toFullResolution(copy, c.x, c.y)) as [Point, Point, Point, Point];
    const [c0, c1, c2, c3] = full;
    const longSidePx = (Math.hypot(c2.x - c1.x, c2.y - c1.y) + Math.hypot(c0.x - c3.x, c0.y - c3.y)) / 2;
    fill = longSidePx / Math.min(frame.width, frame.height);
    const light = cardLight(frame, full);
    cardBrightness = light.brightness;
    glare = light.glare;
    clipped = light.clipped;
    if (cardBrightness < MIN_BRIGHTNESS) flags.push('dark');
    else if (light.clipped > MAX_CLIPPED) flags.push('bright');
    if (body.touchesBorder) flags.push('framing');
    else if (fill < MIN_FILL) flags.push('too-small');
    else {
      const rise = outlineRise(frame, full, Math.max(4, 0.04 * longSidePx));
      const worst = Math.max(
        ...[rise.acrossLong, rise.acrossShort].filter((value) => Number.isFinite(value)),
      );
      if (Number.isFinite(worst)) {
        edgeRiseMm = (worst / longSidePx) * ID1_CARD.width;
        if (edgeRiseMm > MAX_EDGE_RISE_MM && worst > MIN_BLUR_RISE_PX) flags.push('blur');
      }
    }
    if (glare > MAX_GLARE && !flags.includes('bright')) flags.push('glare');
  }
  return {
    ready: flags.length === 0,
    flags,
    metrics: { brightness, cardBrightness, fill, edgeRiseMm, glare, clipped },
  };
}
