import type { KitTemplate, TemplateRect } from '@portal/contract';
import { minAreaRect, type RotatedRect } from '../geometry/min-area-rect';
import { maskComponents } from '../image/mask-components';
import { closing } from '../image/morphology';
import { summedArea } from '../image/summed-area';
import type { WorkingCopy } from '../image/working-copy';
import type { BodyCandidate } from './find-body';

type Point = { x: number; y: number };

/** A pixel is dark print where it is under this share of the mean light around it... */
const DARK_SHARE = 0.8;
/** ...around it: the mean over a square this share of the copy's long side across... */
const MEAN_SHARE = 0.25;
/** ...or the copy's closing with a square this share of its long side across. */
const CLOSING_SHARES = [0.04, 0.08, 0.16];
/** Dark groups smaller than this (working pixels) are grain or text. */
const MIN_PIXELS = 12;
/**
 * A print's measured size may differ from the template's, scaled by the pair's distance, by this factor
 * either way: perspective foreshortens one side up to cos 35 degrees, and text or a highlight eats into it.
 * At 1.45, browser-look3 combo good-5009 (tilted 32 degrees, seen off-centre) was missed: its label
 * measured 1.48 times the size its distance from the sample well gives.
 */
const SIZE_TOLERANCE = 1.6;
/** Its long side lies within this many degrees of the template's direction. */
const MAX_TURN_DEG = 25;
/** A print fills at least this share of its smallest rectangle (an ellipse fills 0.79). */
const MIN_FILL = 0.4;
/** Of the prints whose shape fits each feature, the largest this many are paired. */
const MAX_PRINTS_PER_FEATURE = 40;
/** Outlines whose corners all lie within this many mm of another's, tried before, are not tried again. */
const SAME_OUTLINE_MM = 1;
/** The pairs' outlines tried, nearest to the template's sizes first. */
const MAX_CANDIDATES = 4;

type Print = { readonly rect: RotatedRect; readonly count: number };

type FeaturePair = {
  readonly from: TemplateRect;
  readonly to: TemplateRect;
  /** The features' centres (template mm) and the distance between them. */
  readonly fromCentre: Point;
  readonly toCentre: Point;
  readonly mm: number;
};

const rectCentre = (rect: TemplateRect): Point => ({
  x: rect.x + rect.width / 2,
  y: rect.y + rect.height / 2,
});

/** The template's two printed features farthest apart. */
function farthestFeatures(template: KitTemplate): FeaturePair | undefined {
  let best: FeaturePair | undefined;
  for (const a of template.features)
    for (const b of template.features) {
      if (a === b) continue;
      const fromCentre = rectCentre(a.rect);
      const toCentre = rectCentre(b.rect);
      const mm = Math.hypot(fromCentre.x - toCentre.x, fromCentre.y - toCentre.y);
      if (!best || mm > best.mm) best = { from: a.rect, to: b.rect, fromCentre, toCentre, mm };
    }
  return best;
}

/**
 * The copy's dark print, as groups of pixels darker than DARK_SHARE of the light around them, that light
 * measured two ways: the mean over a square wider than any print (a body lighter than its surface), and
 * the copy's closing at each of a few sizes (a body darker than a light surface, or on a dark one). A
 * closing fills print narrower than its element with the body's light, but fills the whole body where
 * the element is wider than it: each size finds the print of bodies about 1.5-3 times its size across.
 */
function darkPrints(copy: WorkingCopy): Print[][] {
  const { width, height, luminance } = copy;
  const long = Math.max(width, height);
  const map = { width, height, data: luminance };
  const surrounds = [
    meanAround(copy, Math.max(2, Math.round((MEAN_SHARE * long) / 2))),
    ...CLOSING_SHARES.map((share) => closing(map, Math.max(3, Math.round(share * long))).data),
  ];
  return surrounds.map((around) => {
    const mask = new Uint8Array(width * height);
    for (let i = 0; i < mask.length; i++)
      if ((luminance[i] ?? 0) < DARK_SHARE * (around[i] ?? 0)) mask[i] = 1;
    return maskComponents(mask, width, height, MIN_PIXELS).flatMap((group) => {
      const rect = minAreaRect(group.boundary);
      return rect ? [{ rect, count: group.count }] : [];
    });
  });
}

/** The mean luminance over a square `half` pixels each way from each pixel, clipped at the border. */
function meanAround(copy: WorkingCopy, half: number): Float32Array {
  const { width, height, luminance } = copy;
  const integral = summedArea(luminance, width, height);
  const mean = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - half);
    const y1 = Math.min(height, y + half + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - half);
      const x1 = Math.min(width, x + half + 1);
      const sum =
        (integral[y1 * (width + 1) + x1] ?? 0) -
        (integral[y0 * (width + 1) + x1] ?? 0) -
        (integral[y1 * (width + 1) + x0] ?? 0) +
        (integral[y0 * (width + 1) + x0] ?? 0);
      mean[y * width + x] = sum / ((x1 - x0) * (y1 - y0));
    }
  }
  return mean;
}

/** How far a print's measured long and short sides lie from the expected ones (1 = exact; larger is worse). */
function sizeMismatch(print: Print, expectedLong: number, expectedShort: number): number {
  const ratio = (measured: number, expected: number) => Math.max(measured / expected, expected / measured);
  // minAreaRect measures between pixel centres: a pixel short of the print's own size.
  return Math.max(
    ratio(2 * print.rect.halfLong + 1, expectedLong),
    ratio(2 * print.rect.halfShort + 1, expectedShort),
  );
}

/**
 * The prints that may stand for a feature: those whose shape fits it, its aspect and how much of its
 * rectangle they fill (a label's text and a highlight take some; a texture's strands leave most),
 * largest first.
 */
function shaped(prints: readonly Print[], rect: TemplateRect): Print[] {
  const aspect = Math.max(rect.width, rect.height) / Math.min(rect.width, rect.height);
  return prints
    .filter((print) => {
      const long = 2 * print.rect.halfLong + 1;
      const short = 2 * print.rect.halfShort + 1;
      const ratio = long / short / aspect;
      return Math.max(ratio, 1 / ratio) <= SIZE_TOLERANCE && print.count / (long * short) >= MIN_FILL;
    })
    .sort((p, q) => q.count - p.count)
    .slice(0, MAX_PRINTS_PER_FEATURE);
}

/** A print's size mismatch against a feature's rectangle drawn at `scale` pixels per mm. */
function featureMismatch(print: Print, rect: TemplateRect, scale: number): number {
  return sizeMismatch(
    print,
    Math.max(rect.width, rect.height) * scale,
    Math.min(rect.width, rect.height) * scale,
  );
}

/**
 * Whether a print's long side lies more than MAX_TURN_DEG off the angle the feature's long side makes
 * with the line between the features (`along`, a unit vector in the copy); a nearly square feature has no
 * long side to judge.
 */
function turned(print: Print, rect: TemplateRect, along: Point, pair: FeaturePair): boolean {
  if (Math.abs(rect.width - rect.height) < 0.2 * Math.max(rect.width, rect.height)) return false;
  const axis = {
    x: (pair.toCentre.x - pair.fromCentre.x) / pair.mm,
    y: (pair.toCentre.y - pair.fromCentre.y) / pair.mm,
  };
  const long = rect.width >= rect.height ? { x: 1, y: 0 } : { x: 0, y: 1 };
  const degrees = (cos: number) => (Math.acos(Math.min(1, cos)) * 180) / Math.PI;
  const measured = Math.abs(print.rect.axis.x * along.x + print.rect.axis.y * along.y);
  const expected = Math.abs(long.x * axis.x + long.y * axis.y);
  return Math.abs(degrees(measured) - degrees(expected)) > MAX_TURN_DEG;
}

/**
 * Prints `a` and `b` as the pair's two features: the scale (pixels per mm) their distance gives and how
 * far their sizes lie from the features' at that scale, where both fit and lie as the template's.
 */
function pairFit(a: Print, b: Print, pair: FeaturePair): { scale: number; mismatch: number } | undefined {
  const dx = b.rect.centre.x - a.rect.centre.x;
  const dy = b.rect.centre.y - a.rect.centre.y;
  const distance = Math.hypot(dx, dy);
  const scale = distance / pair.mm;
  if (scale <= 0) return undefined;
  const mismatch = Math.max(featureMismatch(a, pair.from, scale), featureMismatch(b, pair.to, scale));
  if (mismatch > SIZE_TOLERANCE) return undefined;
  const along = { x: dx / distance, y: dy / distance };
  if (turned(a, pair.from, along, pair) || turned(b, pair.to, along, pair)) return undefined;
  return { scale, mismatch };
}

/**
 * Body outlines predicted from two printed features (the label across one end, the sample well near the
 * other): for a body whose outline and window rim do not stand out from its surface, its print still
 * does. Each pair of dark prints whose sizes fit the template's at the scale their distance gives, and
 * whose long sides lie as the template's, predicts the body's outline. Outlines only: the caller verifies
 * each by its rim.
 */
export function featureCandidates(copy: WorkingCopy, template: KitTemplate): BodyCandidate[] {
  const pair = farthestFeatures(template);
  if (!pair) return [];
  const found: { body: BodyCandidate; mismatch: number; scale: number; set: number }[] = [];
  for (const [set, prints] of darkPrints(copy).entries()) {
    const fromPrints = shaped(prints, pair.from);
    const toPrints = shaped(prints, pair.to);
    for (const a of fromPrints)
      for (const b of toPrints) {
        const fit = a === b ? undefined : pairFit(a, b, pair);
        if (!fit) continue;
        const body = outlineFrom(
          a.rect.centre,
          b.rect.centre,
          pair.fromCentre,
          pair.toCentre,
          fit.scale,
          template,
          copy,
        );
        found.push({ body, ...fit, set });
      }
  }
  // The mean's pairs first (darkPrints' order), each set's best-fitting first. The same pair found in
  // several sets predicts nearly the same outline: each is tried once.
  const kept: typeof found = [];
  for (const candidate of found.sort((p, q) => p.set - q.set || p.mismatch - q.mismatch)) {
    const near = (other: (typeof found)[number]) =>
      other.body.corners.every(
        (corner, i) =>
          Math.hypot(
            corner.x - (candidate.body.corners[i]?.x ?? 0),
            corner.y - (candidate.body.corners[i]?.y ?? 0),
          ) <=
          SAME_OUTLINE_MM * candidate.scale,
      );
    if (!kept.some(near)) kept.push(candidate);
    if (kept.length === MAX_CANDIDATES) break;
  }
  return kept.map(({ body }) => body);
}

/**
 * The body's outline where template points `from` and `to` (mm) land at image points `a` and `b`: the
 * similarity between them, its handedness that of an unmirrored photo (template y down as the image's).
 */
function outlineFrom(
  a: Point,
  b: Point,
  from: Point,
  to: Point,
  scale: number,
  template: KitTemplate,
  copy: WorkingCopy,
): BodyCandidate {
  // Rotation taking the template's from->to direction onto the image's a->b direction.
  const angle = Math.atan2(b.y - a.y, b.x - a.x) - Math.atan2(to.y - from.y, to.x - from.x);
  const cos = Math.cos(angle) * scale;
  const sin = Math.sin(angle) * scale;
  const place = (x: number, y: number): Point => ({
    x: a.x + cos * (x - from.x) - sin * (y - from.y),
    y: a.y + sin * (x - from.x) + cos * (y - from.y),
  });
  const { width, height } = template.body;
  // findBody's order, which verifyBody takes as c1, c0, c3, c2 onto bodyTemplateCorners.
  const corners: BodyCandidate['corners'] =
    height >= width
      ? [place(width, 0), place(0, 0), place(0, height), place(width, height)]
      : [place(0, 0), place(0, height), place(width, height), place(width, 0)];
  const centre = place(width / 2, height / 2);
  const touchesBorder = corners.some(
    (c) => c.x < 0.5 || c.y < 0.5 || c.x > copy.width - 1.5 || c.y > copy.height - 1.5,
  );
  return {
    corners,
    centre,
    areaFraction: (width * height * scale * scale) / (copy.width * copy.height),
    touchesBorder,
    aspect: Math.max(width, height) / Math.min(width, height),
    threshold: Number.NaN,
  };
}
