import type { TemplateRect } from '@portal/contract';
import { imagePoint, type ImagePoint } from '../geometry/points';
import type { RgbaImage } from '../image/rgba-image';
import { closing } from '../image/morphology';
import { makeWorkingCopy, toFullResolution, type WorkingCopy } from '../image/working-copy';
import { edgeBarrier } from '../locate/edge-barrier';
import { findBodies } from '../locate/find-body';

/** Luminance thresholds tried (both polarities): an LCD is lighter than a dark bezel, darker than a light one. */
const THRESHOLD_FROM = 40;
const THRESHOLD_TO = 240;
/** 20 missed pale LCDs on white bodies (tune-hard: LCD 200-208, body 230-250, one level of 20 between). */
const THRESHOLD_STEP = 10;
/** Blobs kept per threshold and polarity. */
const PER_THRESHOLD = 3;
/** The blob covers at least this share of its rectangle: an LCD is a filled rectangle (segments are small holes). */
const MIN_FILL = 0.7;
/**
 * The outline is fitted inside the blob's outermost pixels, so a true LCD fills more than its rectangle:
 * 1.16-1.20 on tune-hard displays whose corners it put within 1 mm. Well over is a blob of another shape.
 */
const MAX_FILL = 1.25;
/** A side ratio this far from the display's (either way) is another shape: 40 degrees of tilt give 1/cos = 1.31. */
const MAX_ASPECT_FACTOR = 1.35;
/**
 * Candidates whose every corner lies within this share of their size of one of the other's are one. Only
 * the corners tell the LCD from a rectangle on the same centre turned or cut otherwise (its bezel's shadow).
 */
const SAME_PLACE = 0.08;
/** Desk clutter gives several display-shaped rectangles: on tune-hard the LCD came 7th once. */
const MAX_CANDIDATES = 8;
/**
 * Width (working pixels, at a 480 px copy; in proportion on larger ones) of the grey closing that fills
 * the digits' dark strokes for the search with the digits closed over (strokes of 1.4 mm are 1.3-4 px).
 */
const DIGIT_CLOSING_PX = 5;

/** A light or dark rectangle of the display's shape, corners going round (full-resolution pixels). */
export type LcdCandidate = {
  readonly corners: readonly [ImagePoint, ImagePoint, ImagePoint, ImagePoint];
  readonly fill: number;
  readonly areaPx: number;
};

function quadArea(corners: readonly { x: number; y: number }[]): number {
  let sum = 0;
  for (let i = 0; i < corners.length; i++) {
    const a = corners[i];
    const b = corners[(i + 1) % corners.length];
    if (a && b) sum += a.x * b.y - b.x * a.y;
  }
  return Math.abs(sum) / 2;
}

function sideRatio(corners: readonly { x: number; y: number }[]): number {
  const side = (i: number) => {
    const a = corners[i % 4];
    const b = corners[(i + 1) % 4];
    return a && b ? Math.hypot(b.x - a.x, b.y - a.y) : 0;
  };
  const first = (side(0) + side(2)) / 2;
  const second = (side(1) + side(3)) / 2;
  return Math.max(first, second) / Math.max(1e-6, Math.min(first, second));
}

function candidatesAt(
  copy: WorkingCopy,
  aspect: number,
  whiteness: Float32Array,
  threshold: number,
  barrier: Uint8Array | undefined,
) {
  const view: WorkingCopy = { ...copy, whiteness };
  return findBodies(view, aspect, { base: threshold, barrier }, PER_THRESHOLD).flatMap((body) => {
    const area = quadArea(body.corners);
    const fill = (body.areaFraction * copy.width * copy.height) / Math.max(area, 1e-6);
    const ratio = sideRatio(body.corners);
    if (body.touchesBorder || fill < MIN_FILL || fill > MAX_FILL) return [];
    if (ratio > aspect * MAX_ASPECT_FACTOR || ratio < aspect / MAX_ASPECT_FACTOR) return [];
    const corners = body.corners.map((corner) => {
      const full = toFullResolution(copy, corner.x, corner.y);
      return imagePoint(full.x, full.y);
    }) as unknown as LcdCandidate['corners'];
    return [{ corners, fill, areaPx: quadArea(corners) }];
  });
}

function samePlace(a: LcdCandidate, b: LcdCandidate): boolean {
  const size = Math.sqrt(Math.max(a.areaPx, b.areaPx));
  return a.corners.every((p) => b.corners.some((q) => Math.hypot(p.x - q.x, p.y - q.y) < SAME_PLACE * size));
}

/**
 * How a search looks for the LCD: on the photo's luminance as it is, on the luminance with the digits
 * closed over and edges as walls, or by the LCD's tint, its saturation (searchCopy).
 */
export type LcdSearchKind = 'plain' | 'digits-closed' | 'tint';

/** A copy a search runs on, its edges as walls or none, and the planes thresholded for blobs. */
type SearchCopy = {
  readonly copy: WorkingCopy;
  readonly barrier: Uint8Array | undefined;
  readonly planes: readonly { readonly plane: Float32Array; readonly sign: 1 | -1 }[];
};

/** The luminance both ways: an LCD lighter than a dark bezel, darker than a light one. */
function luminancePlanes(copy: WorkingCopy): SearchCopy['planes'] {
  return [
    { plane: copy.luminance, sign: 1 },
    { plane: copy.luminance.map((value) => -value), sign: -1 },
  ];
}

/**
 * The copy a search runs on, and its planes. With the digits closed over, the luminance has the digits'
 * strokes filled (a grey closing) and its edges stand as walls between blobs (edgeBarrier): a light bezel
 * of nearly the LCD's own shade leaves no threshold between the two, and a shadow across the body joins
 * the display to the table at any threshold, but the LCD's outline is still an edge all round.
 *
 * The tint search thresholds the saturation (blobs more coloured than the threshold). The LCD is tinted;
 * a body, a bezel and paper mostly are not. A pale LCD on a white body in bright light is lighter than
 * every luminance threshold (tune-hard a1c good-376: 242 against 255 around it), and a shadow's edge
 * across the display splits it at every threshold; its saturation holds through both (the eight tune-hard
 * LCDs refused so: medians of 77-180 thousandths, around them 0-62 on seven of them).
 */
function searchCopy(image: RgbaImage, workingLongSide: number, kind: LcdSearchKind): SearchCopy {
  if (kind === 'tint') {
    const copy = makeWorkingCopy(image, workingLongSide, { saturation: true });
    return { copy, barrier: undefined, planes: [{ plane: copy.saturation, sign: 1 }] };
  }
  const plain = makeWorkingCopy(image, workingLongSide);
  if (kind === 'plain') return { copy: plain, barrier: undefined, planes: luminancePlanes(plain) };
  const size = DIGIT_CLOSING_PX * Math.max(1, workingLongSide / 480);
  const luminance = closing({ width: plain.width, height: plain.height, data: plain.luminance }, size).data;
  const copy: WorkingCopy = { ...plain, luminance, whiteness: luminance };
  return { copy, barrier: edgeBarrier(copy), planes: luminancePlanes(copy) };
}

/**
 * Rectangles in the photo that may be the analyzer's LCD (or its bezel's outer edge): at a ladder of
 * thresholds, blobs lighter and blobs darker than the threshold (or, for the tint search, more saturated),
 * shaped like the display at any rotation, filling their rectangle. The same rectangle found at several
 * thresholds counts once; the largest whose fill is nearest 1 come first. `kind`: the copy and planes
 * searched (LcdSearchKind).
 */
export function findLcdCandidates(
  image: RgbaImage,
  display: TemplateRect,
  workingLongSide = 480,
  kind: LcdSearchKind = 'plain',
): LcdCandidate[] {
  const { copy, barrier, planes } = searchCopy(image, workingLongSide, kind);
  const aspect = Math.max(display.width, display.height) / Math.min(display.width, display.height);
  const found: LcdCandidate[] = [];
  for (let threshold = THRESHOLD_FROM; threshold <= THRESHOLD_TO; threshold += THRESHOLD_STEP)
    for (const { plane, sign } of planes)
      found.push(...candidatesAt(copy, aspect, plane, sign * threshold, barrier));
  // A fill over 1 is no fuller: the outline only sits inside a ragged blob.
  const rank = (c: LcdCandidate) => (1 - Math.abs(1 - c.fill)) * Math.sqrt(c.areaPx);
  found.sort((a, b) => rank(b) - rank(a));
  const kept: LcdCandidate[] = [];
  for (const candidate of found) {
    if (kept.some((other) => samePlace(candidate, other))) continue;
    kept.push(candidate);
    if (kept.length === MAX_CANDIDATES) break;
  }
  return kept;
}
