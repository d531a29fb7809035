import type { KitTemplate } from '@portal/contract';
import { minAreaRect, type RotatedRect } from '../geometry/min-area-rect';
import { binomialSmooth } from '../image/binomial-smooth';
import { blackHat, type GreyMap } from '../image/morphology';
import { otsuThreshold } from '../image/statistics';
import type { WorkingCopy } from '../image/working-copy';
import { readingAreaRect } from '../template/reading-area';
import type { BodyCandidate } from './find-body';
import { bodyFromWindow, type Quad } from './body-from-window';
import { maskComponents } from '../image/mask-components';
import { fitLine, pushAway, quadFromSides } from './fit-line';
import { tightenRing } from './tighten-ring';
import { darkAlongQuad, darkInRect, rectCoordinates, type RingMask } from './ring-mask';

/**
 * Dark structures narrower than this (working pixels) stand out in the black-hat: a reading area's rim
 * (about 1 mm, 1.5-5.5 working pixels at the sizes the reader accepts), print, thin lines.
 */
const RIM_ELEMENT = 9;
/** A rim darker than its surroundings by less than this (grey levels) is not looked for. */
const MIN_RIM_CONTRAST = 12;
/** The reading area's long side spans at least this many working pixels. */
const MIN_LONG_PX = 12;
/** Aspect of the ring's rectangle against the reading area's (the rim's width and perspective change it). */
const MAX_ASPECT_RATIO = 1.35;
/** A ring: its rectangle's sides are dark along at least this share of their length... */
const MIN_SIDE_COVER = 0.7;
/** ...and its middle is not (a membrane, an LCD): at most this share of the central half is dark. */
const MAX_MIDDLE_COVER = 0.5;
const MAX_WINDOWS = 2;
/** The brightness of a well-lit body, at which a relative black-hat equals the plain one. */
const LIT_BODY_LEVEL = 200;
/**
 * Otsu's split of the black-hat, then a half and a quarter of it: a thin rim in a small or soft photo is
 * faint, and printed text or cables around the device raise Otsu's split far above the rim's contrast.
 */
const THRESHOLD_PASSES: readonly MaskPass[] = [1, 0.5, 0.25].map((share) => ({
  share,
  minContrast: MIN_RIM_CONTRAST,
}));
/**
 * A cassette's last resort: a faint rim, broken into pieces at a quarter of Otsu's split (a white body on
 * printed paper, whose print sets the split: tune-hard combo good-479, rim 9 levels, split 64), is looked
 * for again at an eighth of it. Its rings come after the first passes' own, FAINT_RINGS of them.
 */
const FAINT_PASSES: readonly MaskPass[] = [{ share: 0.125, minContrast: 6 }];
const FAINT_RINGS = 2;

type Point = { x: number; y: number };
/** A black-hat mask's threshold: a share of Otsu's split, at least minContrast (grey levels). */
type MaskPass = { readonly share: number; readonly minContrast: number };

/** How windowCandidates looks for rings. */
export type RingSearch = {
  /** A cassette's last resort: a rim whose sides leave the rectangle is followed along its own sides. */
  readonly followPerspective?: boolean;
  /**
   * The copy is smoothed first (binomialSmooth): on a grainy photo a rim a pixel or two wide is broken into
   * pieces at every threshold, the grain's own dark pixels as deep as the rim's (tune-hard covid-ag
   * good-605: 2 px/mm in the copy, no ring within 25 mm of the window; smoothed, its ring is found, sides
   * dark along 0.73 of their length in the 672 px copy and 0.99 in the 1008 px copy).
   */
  readonly smoothed?: boolean;
};

/**
 * Body outlines predicted from the reading area's rim seen as a dark ring around a lighter rectangle (a
 * cassette's window frame, a display's bezel) of the reading area's aspect: where a body on a surface of
 * its own colour, under a shadow or among clutter shows no outline of its own, its window still does.
 * Each ring gives a pair of outlines (the reading area sits off-centre along the body: both half-turns).
 * Only outlines: the caller refits them to the body's edges and verifies the rim where they put it.
 */
export function windowCandidates(
  copy: WorkingCopy,
  template: KitTemplate,
  { followPerspective = false, smoothed = false }: RingSearch = {},
): [BodyCandidate, BodyCandidate][] {
  const { width, height } = copy;
  const hat = ringHat(copy, smoothed);
  const area = readingAreaRect(template);
  const shape: RingShape = {
    aspect: Math.max(area.width, area.height) / Math.min(area.width, area.height),
    followPerspective,
  };
  let rings = ringsIn(hat.data, width, height, shape);
  // A rim in shadow is as dark as ever against the body around it, but by fewer grey levels.
  if (rings.length === 0) rings = ringsIn(relativeHat(hat.data, copy.luminance), width, height, shape);
  const distinct = distinctFrom(rings, []);
  const first = distinct.slice(0, MAX_WINDOWS);
  const faint = followPerspective
    ? distinctFrom(ringsIn(hat.data, width, height, shape, FAINT_PASSES), first)
    : [];
  return [...first, ...faint.slice(0, FAINT_RINGS)].flatMap(({ rect, quad }) =>
    // The rectangle's prediction first, then the quad's (perspective, but from a rim a few pixels wide).
    [undefined, quad]
      .filter((shape, i) => i === 0 || shape !== undefined)
      .map((shape): [BodyCandidate, BodyCandidate] => [
        bodyFromWindow(rect, shape, 1, template, width, height),
        bodyFromWindow(rect, shape, -1, template, width, height),
      ]),
  );
}

/**
 * Each copy's black-hat, plain and smoothed, made once: the locator looks for rings on a copy with the
 * first and the last-resort rules, and a black-hat takes 13.5 ms on a 672 x 504 copy, 22.4 ms on
 * 1008 x 756. Kept while the copy is.
 */
const hatsOf = new WeakMap<WorkingCopy, { plain?: GreyMap; smoothed?: GreyMap }>();

/** The copy's dark structures narrower than a rim's element, on the copy as it is or smoothed. */
export function ringHat(copy: WorkingCopy, smoothed: boolean): GreyMap {
  const hats = hatsOf.get(copy) ?? {};
  hatsOf.set(copy, hats);
  const key = smoothed ? 'smoothed' : 'plain';
  const known = hats[key];
  if (known) return known;
  const plain = { width: copy.width, height: copy.height, data: copy.luminance };
  const hat = blackHat(smoothed ? binomialSmooth(plain) : plain, RIM_ELEMENT);
  hats[key] = hat;
  return hat;
}

type Ring = { rect: RotatedRect; quad: Quad | undefined; thickness: number; rank: number };

/**
 * The reading area's aspect, and whether a rim whose sides leave the rectangle (a trapezoid, in
 * perspective) is followed along its own sides.
 */
type RingShape = { readonly aspect: number; readonly followPerspective: boolean };

/** Rings among the dark structures of a black-hat, at each of its thresholds. */
function ringsIn(
  hat: Float32Array,
  width: number,
  height: number,
  shape: RingShape,
  passes: readonly MaskPass[] = THRESHOLD_PASSES,
): Ring[] {
  const otsu = otsuThreshold(hat, 0, 255);
  const rings: Ring[] = [];
  for (const { share, minContrast } of passes) {
    const threshold = Math.max(minContrast, share * otsu);
    const data = new Uint8Array(width * height);
    for (let i = 0; i < data.length; i++) data[i] = (hat[i] ?? 0) >= threshold ? 1 : 0;
    const mask = { data, width, height };
    for (const group of maskComponents(data, width, height)) {
      const rect = minAreaRect(group.boundary);
      if (!rect || 2 * rect.halfLong < MIN_LONG_PX || rect.halfShort < 2) continue;
      const perimeter = 4 * (rect.halfLong + rect.halfShort);
      const thickness = Math.min(group.count / perimeter, 0.3 * rect.halfShort);
      const ring =
        ringOf(mask, group.boundary, rect, thickness, shape) ??
        tightRingOf(mask, group.boundary, rect, shape);
      if (ring) rings.push(ring);
    }
  }
  return rings;
}

/**
 * Rectangles (rings, membranes) best-ranked first, each counted once: the same one found at several
 * thresholds (the better-ranked kept), or already among `taken`.
 */
export function distinctFrom<T extends { rect: RotatedRect; rank: number }>(
  rings: readonly T[],
  taken: readonly T[],
): T[] {
  const sorted = [...rings].sort((a, b) => a.rank - b.rank);
  return sorted.filter((ring, i) => {
    const same = (other: T) =>
      Math.hypot(ring.rect.centre.x - other.rect.centre.x, ring.rect.centre.y - other.rect.centre.y) <
      Math.max(2, 0.3 * other.rect.halfShort);
    return !taken.some(same) && !sorted.slice(0, i).some(same);
  });
}

/**
 * The black-hat as a share of the brightness around each pixel (its closing), scaled to the level of a
 * well-lit body: a shadow halves a rim's grey levels, not its share.
 */
function relativeHat(hat: Float32Array, luminance: ArrayLike<number>): Float32Array {
  const relative = new Float32Array(hat.length);
  for (let i = 0; i < hat.length; i++) {
    const dark = hat[i] ?? 0;
    relative[i] = (LIT_BODY_LEVEL * dark) / Math.max(dark + (luminance[i] ?? 0), 1);
  }
  return relative;
}

/**
 * A ring when the rectangle's inner part has the reading area's aspect, its sides are dark along most of
 * their length and its middle is not.
 */
function ringOf(
  mask: RingMask,
  boundary: readonly Point[],
  rect: RotatedRect,
  thickness: number,
  shape: RingShape,
): Ring | undefined {
  const innerLong = rect.halfLong - thickness;
  const innerShort = rect.halfShort - thickness;
  if (innerShort <= 1) return undefined;
  const mismatch = Math.abs(Math.log(innerLong / innerShort / shape.aspect));
  if (mismatch > Math.log(MAX_ASPECT_RATIO)) return undefined;
  const cover = ringCover(mask, rect, thickness);
  if (cover.middle > MAX_MIDDLE_COVER) return undefined;
  const quad = innerQuad(boundary, rect, thickness);
  // In perspective the rim is a trapezoid, whose sides leave a rectangle's: then they are followed
  // (tune-hard combo good-40, tilted 32 degrees, at twice the working size: 0.61 of the rectangle's sides
  // dark, 0.92 of the quad's).
  const side =
    cover.side < MIN_SIDE_COVER && quad && shape.followPerspective
      ? darkAlongQuad(mask, quad, thickness / 2)
      : cover.side;
  if (side < MIN_SIDE_COVER) return undefined;
  return {
    rect: { ...rect, halfLong: innerLong, halfShort: innerShort },
    quad,
    thickness,
    rank: mismatch - side,
  };
}

/** The ring again with its rectangle drawn in to the rim (see tightenRing), when marks outside it joined it. */
function tightRingOf(
  mask: RingMask,
  boundary: readonly Point[],
  rect: RotatedRect,
  shape: RingShape,
): Ring | undefined {
  const tight = tightenRing(mask, rect);
  if (!tight) return undefined;
  const reach = tight.thickness + 1;
  // The marks' boundary pixels lie beyond the drawn-in rectangle: they would bend its sides' lines.
  const onRim = boundary.filter((point) => {
    const { a, b } = rectCoordinates(tight.rect, point);
    return Math.abs(a) <= tight.rect.halfLong + reach && Math.abs(b) <= tight.rect.halfShort + reach;
  });
  return ringOf(mask, onRim, tight.rect, tight.thickness, shape);
}

/** Share of dark pixels along the ring's middle line and in the central half of the rectangle. */
function ringCover(mask: RingMask, rect: RotatedRect, thickness: number): { side: number; middle: number } {
  const dark = darkInRect(mask, rect);
  const p = rect.halfLong - thickness / 2;
  const q = rect.halfShort - thickness / 2;
  const samples = 24;
  let sideDark = 0;
  let middleDark = 0;
  for (let i = 0; i < samples; i++) {
    const t = -1 + (2 * (i + 0.5)) / samples;
    sideDark += dark(t * p, -q) + dark(t * p, q) + dark(-p, t * q) + dark(p, t * q);
    for (let j = 0; j < 4; j++) middleDark += dark(t * p * 0.5, (-0.75 + j * 0.5) * q * 0.5);
  }
  return { side: sideDark / (4 * samples), middle: middleDark / (4 * samples) };
}

/**
 * The ring's inner edge as a quadrilateral: a line through the outer boundary of each side (corners left
 * out), moved inward by the rim's thickness. A tilted photo shows the reading area as a trapezoid, which
 * a rotated rectangle misses by millimetres at the body's far ends.
 */
function innerQuad(boundary: readonly Point[], rect: RotatedRect, thickness: number): Quad | undefined {
  const { centre, halfLong, halfShort } = rect;
  const sides: Point[][] = [[], [], [], []];
  for (const point of boundary) {
    const { a, b } = rectCoordinates(rect, point);
    if (Math.abs(b) < 0.7 * halfShort && Math.abs(a) > halfLong - thickness / 2)
      sides[a < 0 ? 0 : 1]?.push(point);
    else if (Math.abs(a) < 0.7 * halfLong && Math.abs(b) > halfShort - thickness / 2)
      sides[b < 0 ? 2 : 3]?.push(point);
  }
  const lines = sides.map((points) => {
    const line = points.length >= 3 ? fitLine(points) : undefined;
    return line && pushAway(line, centre, -thickness);
  });
  const [endA, endB, sideA, sideB] = lines;
  return quadFromSides(endA, endB, sideA, sideB);
}
