import type { KitTemplate, QualityFlag } from '@portal/contract';
import type { RgbaImage } from '../image/rgba-image';
import { toFullResolution, type WorkingCopy } from '../image/working-copy';
import type { BodyCandidate } from '../locate/find-body';
import { outlineRise } from './outline-edge-rise';
import { readingAreaLight } from './reading-area-light';

// Too small: the preview's pixels say nothing about the photo's (taken at a much higher resolution), so
// the rule is the device's share of the frame: its long side must span 65% of the frame's short side.
// Good 640x480 frames fill 78-110%; the renderer's too-small ones (1.6-2.8 px/mm) at most 57%.
const MIN_DEVICE_SIZE = 0.65;
// Blur: 10-90% rise of the device's outline in full-resolution pixels, turned into mm of the device
// (rise / the device's long side in px * its long side in mm), so that the rule holds at any distance and
// the edge's contrast (background, lighting) does not matter. Sharp frames are limited by their pixels
// (about 3 px: 0.55-0.72 mm at 5.5 px/mm, under 0.9 mm at 2.8 px/mm); defocus of sigma >= 0.6 mm or
// motion of >= 2 mm measures 1.35 mm or more. Below MIN_BLUR_RISE_PX no preview edge is called blurred.
const MAX_EDGE_RISE_MM = 1;
const MIN_BLUR_RISE_PX = 4.5;
/** Share of white just outside the outline above which it is not the device's (good frames: under 0.1). */
const MAX_SURROUND_WHITE = 0.25;
/** Device brightness (0..255) outside which the exposure is flagged; the frame's when no device is found. */
const MIN_BRIGHTNESS = 35;
const MAX_BRIGHTNESS = 225;
// Glare: share of the reading area (window or display, or its 180-degree twin) near white and a quarter
// above the area's median, at full resolution. Good frames have none; the renderer's glare spots on the
// reading area cover 1-60% of it (A1C display at least 1%). Pixels with a clipped channel in it say
// the area is overexposed where no spot stands out (the full read refuses such windows too).
const MAX_READING_GLARE = 0.005;
const MAX_READING_CLIPPED = 0.005;

type Point = { x: number; y: number };

/** Mean luminance over a 16x16 grid spread across the quad (corners in order around it), margins excluded. */
export function meanInside(copy: WorkingCopy, corners: readonly [Point, Point, Point, Point]): number {
  const [c0, c1, c2, c3] = corners;
  const { width, height, luminance } = copy;
  const grid = 16;
  let sum = 0;
  let n = 0;
  for (let i = 0; i < grid; i++) {
    const a = 0.1 + (0.8 * (i + 0.5)) / grid;
    for (let j = 0; j < grid; j++) {
      const b = 0.1 + (0.8 * (j + 0.5)) / grid;
      const x = Math.round((1 - a) * ((1 - b) * c0.x + b * c1.x) + a * ((1 - b) * c3.x + b * c2.x));
      const y = Math.round((1 - a) * ((1 - b) * c0.y + b * c1.y) + a * ((1 - b) * c3.y + b * c2.y));
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      sum += luminance[y * width + x] ?? 0;
      n++;
    }
  }
  return n ? sum / n : Number.NaN;
}

/**
 * Share of points just outside the found outline that pass findBody's threshold: near 0 for a device on its
 * background, high when the "body" is a part of a larger light region (an A1C display of a device that
 * runs off the frame).
 */
function whiteAround(
  copy: WorkingCopy,
  corners: readonly Point[],
  distance: number,
  threshold: number,
): number {
  const { width, height, whiteness } = copy;
  const centre = corners.reduce(
    (sum, c) => ({ x: sum.x + c.x / corners.length, y: sum.y + c.y / corners.length }),
    { x: 0, y: 0 },
  );
  let white = 0;
  let n = 0;
  for (let k = 0; k < corners.length; k++) {
    const a = corners[k] ?? centre;
    const b = corners[(k + 1) % corners.length] ?? centre;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (length < 1) continue;
    let nx = (b.y - a.y) / length;
    let ny = -(b.x - a.x) / length;
    if ((a.x - centre.x) * nx + (a.y - centre.y) * ny < 0) {
      nx = -nx;
      ny = -ny;
    }
    for (let t = 0.1; t <= 0.9; t += 1 / length) {
      const x = Math.round(a.x + (b.x - a.x) * t + nx * distance);
      const y = Math.round(a.y + (b.y - a.y) * t + ny * distance);
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      n++;
      if ((whiteness[y * width + x] ?? 0) >= threshold) white++;
    }
  }
  return n ? white / n : 0;
}

/** A body outline's corners in frame pixels. */
export function fullCorners(copy: WorkingCopy, body: BodyCandidate): [Point, Point, Point, Point] {
  return body.corners.map((c) => toFullResolution(copy, c.x, c.y)) as [Point, Point, Point, Point];
}

/** The outline's long side in frame pixels. */
function longSideOf(full: readonly [Point, Point, Point, Point]): number {
  const [c0, c1, c2, c3] = full;
  return (Math.hypot(c2.x - c1.x, c2.y - c1.y) + Math.hypot(c0.x - c3.x, c0.y - c3.y)) / 2;
}

/** The device's long side over the frame's short side (`full`: its corners in frame pixels, in order). */
export function deviceSize(frame: RgbaImage, full: readonly [Point, Point, Point, Point]): number {
  return longSideOf(full) / Math.min(frame.width, frame.height);
}

/**
 * Blur across the device's outline: its worse 10-90% rise in mm of the device, and whether that is
 * blurred. It sees motion along the reading area's sides, which the rim's own measure misses.
 */
export function outlineBlur(
  frame: RgbaImage,
  full: readonly [Point, Point, Point, Point],
  template: KitTemplate,
): { riseMm: number; blurred: boolean } {
  const longSidePx = longSideOf(full);
  // Profiles reach 4% of the device's length either way: past the drop shadow, short of printed marks.
  const rise = outlineRise(frame, full, Math.max(4, 0.04 * longSidePx));
  const worst = Math.max(...[rise.acrossLong, rise.acrossShort].filter((value) => Number.isFinite(value)));
  if (!Number.isFinite(worst)) return { riseMm: Number.NaN, blurred: false };
  const riseMm = (worst / longSidePx) * Math.max(template.body.width, template.body.height);
  return { riseMm, blurred: riseMm > MAX_EDGE_RISE_MM && worst > MIN_BLUR_RISE_PX };
}

export type OutlineGuidance = {
  /** What the outline shows wrong, in the camera page's hint order (first = shown). */
  readonly flags: QualityFlag[];
  readonly metrics: {
    deviceBrightness: number;
    deviceSize: number;
    deviceAreaFraction: number;
    surroundWhite: number;
    edgeRiseMm: number;
    readingGlare: number;
    readingClipped: number;
  };
};

/**
 * Hints from the device's outline alone, for a frame whose reading area the live check could not verify:
 * what to change so that it can (come closer, avoid glare, hold still). Heuristics on the outline, not
 * the full read's gates: they only choose the hint, never let a frame pass. Without an outline, the
 * frame's own brightness is judged.
 */
export function outlineGuidance(
  frame: RgbaImage,
  copy: WorkingCopy,
  body: BodyCandidate | undefined,
  template: KitTemplate,
  frameBrightness: number,
): OutlineGuidance {
  const flags: QualityFlag[] = [];
  const metrics = {
    deviceBrightness: Number.NaN,
    deviceSize: 0,
    deviceAreaFraction: 0,
    surroundWhite: 0,
    edgeRiseMm: Number.NaN,
    readingGlare: Number.NaN,
    readingClipped: Number.NaN,
  };
  if (!body) {
    if (frameBrightness < MIN_BRIGHTNESS || frameBrightness > MAX_BRIGHTNESS) flags.push('exposure');
    return { flags, metrics };
  }
  const { corners } = body;
  metrics.deviceAreaFraction = body.areaFraction;
  metrics.deviceBrightness = meanInside(copy, corners);

  const full = fullCorners(copy, body);
  const longSidePx = longSideOf(full);
  metrics.deviceSize = longSidePx / Math.min(frame.width, frame.height);
  const blur = outlineBlur(frame, full, template);
  metrics.edgeRiseMm = blur.riseMm;
  const reading = readingAreaLight(frame, full, template);
  if (reading) {
    metrics.readingGlare = reading.glareFraction;
    metrics.readingClipped = reading.clippedFraction;
  }
  metrics.surroundWhite = whiteAround(
    copy,
    corners,
    Math.max(2, (0.04 * longSidePx) / copy.factor),
    body.threshold,
  );
  // An outline inside a larger light region is not the device's (an A1C display whose device runs off
  // the frame): its size and edges say nothing, the device is not wholly in view.
  const framing = body.touchesBorder || metrics.surroundWhite > MAX_SURROUND_WHITE;
  if (framing) flags.push('framing');
  else if (metrics.deviceSize < MIN_DEVICE_SIZE) flags.push('too-small');
  const judged = metrics.deviceBrightness;
  if (judged < MIN_BRIGHTNESS || judged > MAX_BRIGHTNESS) flags.push('exposure');
  else if (metrics.readingGlare > MAX_READING_GLARE) flags.push('glare');
  else if (metrics.readingClipped > MAX_READING_CLIPPED) flags.push('exposure');
  if (!framing && blur.blurred) flags.push('blur');
  return { flags, metrics };
}
