import type { KitTemplate, TemplateRect } from '@portal/contract';
import { homographyFromPoints, projectToImage, type Homography } from '../geometry/homography';
import { imagePoint, type ImagePoint } from '../geometry/points';
import type { RgbaImage } from '../image/rgba-image';
import { toFullResolution, toWorkingCopy, type WorkingCopy } from '../image/working-copy';
import { THRESHOLDS } from '../reader-thresholds';
import { readingAreaRect } from '../template/reading-area';
import { alignToFeaturesKeepingRim } from './align-to-features';
import { alignToRim } from './align-to-rim';
import { normalisedCrossCorrelation } from './appearance-match';
import { bodyEdgesShow } from './body-edges';
import { bodyTemplateCorners, cornerNearBorder } from './body-corners';
import type { DeviceLocation } from './device-location';
import { featuresAndRimShow } from './features-and-rim';
import { featuresShow } from './features-show';
import type { BodyCandidate } from './find-body';
import { properHomography } from './proper-homography';
import { refineOutline, type Quad } from './refine-outline';
import { rimEvidence, type RimSide } from './rim-evidence';
import { snapToRim } from './snap-to-rim';
import { judgeRim, rimRuleFor, type RimRule, type RimVerdict } from './verify-rim';

/** A placement whose appearance correlates at least this well ends a search (locateDevice). */
export const GOOD_ENOUGH_MATCH = 0.8;
/**
 * A last-resort ring's placement (LAST_RINGS) may put the body's ends this far (mm) from their edges
 * (bodyEdgesShow's endSlackMm): its length is extrapolated from the reading area's, about a third of it
 * (browser-look2 combo good-3091, on ruled paper: the rim verified at 4 sides, one end 1.8-2.3 mm off,
 * shown at 3-4 of 12 places). The other half-turn puts them 8 mm off (covid-ag; 10 mm on the combo), and
 * is judged apart. Not under the first rings' rules: there it let a placement with its ends off, and its
 * perspective wrong (20 degrees for 38), outrank the one found before, whose lines then read as blurred
 * (browser held-out covid-ag good-4142, found on its first read: disclosed).
 */
const RING_END_SLACK_MM = 3;
/** The outline is refitted to the photo's edges within this distance (mm) of the blob's outline. */
const OUTLINE_REACH_MM = 1.5;
/** ...and at least this many working pixels (a thresholded blob's outline is off by about one). */
const REACH_WORKING_PX = 1.5;
/** A coarse refit (verifyBody's coarseReachShare) reaches at least this many working pixels. */
const COARSE_REACH_WORKING_PX = 3;

/** How a placement predicted from the reading area's ring is found and shown to be the body's. */
export type RingPlacement = {
  /**
   * A cassette's rim is also followed along a trapezoid's own sides (windowCandidates), and the body
   * may show by the template's appearance as a whole where its edges do not stand out (ringBodyShows).
   */
  readonly lastResort: boolean;
};
export const FIRST_RINGS: RingPlacement = { lastResort: false };
export const LAST_RINGS: RingPlacement = { lastResort: true };

export type OutlineCandidate = Pick<BodyCandidate, 'corners' | 'touchesBorder' | 'areaFraction'>;

/** An outline's corners in full-resolution pixels. */
function outlineInImage(copy: WorkingCopy, body: OutlineCandidate): Quad {
  return body.corners.map((corner) => {
    const full = toFullResolution(copy, corner.x, corner.y);
    return imagePoint(full.x, full.y);
  }) as unknown as Quad;
}

/**
 * An outline's corners in the two orders that map them onto bodyTemplateCorners, half a turn apart: the
 * outline (findBody's order: end A left, end A right, end B right, end B left) does not say which end is which.
 */
function bodyOrderings([c0, c1, c2, c3]: Quad): ImagePoint[][] {
  return [
    [c1, c0, c3, c2],
    [c3, c2, c1, c0],
  ];
}

/**
 * A ring's body outline again, its reading area first moved onto the rim (snapToRim), under both of the
 * outline's orderings (verifyBody's): the body's corners where the snapped reading area puts them.
 */
export function snappedToRim(
  image: RgbaImage,
  copy: WorkingCopy,
  body: OutlineCandidate,
  template: KitTemplate,
): OutlineCandidate[] {
  const templateCorners = bodyTemplateCorners(template);
  const snapped: OutlineCandidate[] = [];
  for (const ordering of bodyOrderings(outlineInImage(copy, body))) {
    const proper = properHomography(templateCorners, ordering);
    const homography =
      proper && snapToRim(image, proper.homography, readingAreaRect(template), rimRuleFor(template));
    const outline = homography && outlineOf(copy, homography, template, body);
    if (outline) snapped.push(outline);
  }
  return snapped;
}

/** The placement an outline in verifyBody's order stands for, as it is ordered (outlineOf's inverse). */
export function placementOf(
  copy: WorkingCopy,
  body: OutlineCandidate,
  template: KitTemplate,
): Homography | undefined {
  const [c0, c1, c2, c3] = outlineInImage(copy, body);
  return homographyFromPoints(bodyTemplateCorners(template), [c1, c0, c3, c2]);
}

/**
 * The body's outline where a homography puts it, in the working copy, its corners in the order verifyBody
 * takes them ([c1, c0, c3, c2] maps to the template's corners); the rest as `like` has it.
 */
export function outlineOf(
  copy: WorkingCopy,
  homography: Homography,
  template: KitTemplate,
  like: Omit<OutlineCandidate, 'corners'>,
): OutlineCandidate | undefined {
  const [t0, t1, t2, t3] = bodyTemplateCorners(template).map((corner) => {
    const at = projectToImage(homography, corner);
    return toWorkingCopy(copy, at.x, at.y);
  });
  return t0 && t1 && t2 && t3
    ? { touchesBorder: like.touchesBorder, areaFraction: like.areaFraction, corners: [t1, t0, t3, t2] }
    : undefined;
}

export function verifyBody(
  image: RgbaImage,
  copy: WorkingCopy,
  body: OutlineCandidate,
  template: KitTemplate,
  coarseReachShare: number,
  { fromRing, lettersBeside = false }: { fromRing?: RingPlacement; lettersBeside?: boolean } = {},
): DeviceLocation {
  let outline = outlineInImage(copy, body);
  if (coarseReachShare > 0) {
    const shortSidePx = Math.hypot(outline[1].x - outline[0].x, outline[1].y - outline[0].y);
    outline = refineOutline(
      image,
      outline,
      Math.max(COARSE_REACH_WORKING_PX * copy.factor, coarseReachShare * shortSidePx),
    );
  }
  const { width, height } = template.body;
  const longSidePx =
    (Math.hypot(outline[1].x - outline[2].x, outline[1].y - outline[2].y) +
      Math.hypot(outline[3].x - outline[0].x, outline[3].y - outline[0].y)) /
    2;
  const pixelsPerMm = longSidePx / Math.max(width, height);
  const reach = Math.max(REACH_WORKING_PX * copy.factor, OUTLINE_REACH_MM * pixelsPerMm);
  const refined = refineOutline(image, outline, reach);
  const templateCorners = bodyTemplateCorners(template);
  const rect = readingAreaRect(template);
  const rule = rimRuleFor(template, lettersBeside);
  let best: Verified | undefined;
  // An outline predicted from the reading area's ring: beside a body of the surface's colour or under a
  // shadow the refit can snap to another edge, the prediction itself lies within about a millimetre.
  for (const quad of [refined, outline]) {
    for (const ordering of bodyOrderings(quad)) {
      const proper = properHomography(templateCorners, ordering);
      if (!proper) continue;
      const { homography } = proper;
      const candidate = verifyHomography(image, copy, homography, template, rect, rule);
      if (!best || ranksAbove(candidate, best)) best = { ...candidate, quad: proper.quad };
    }
    if (best?.rim.verified) break;
  }
  if (!best) return { found: false, reason: 'not-found' };
  const homography = best.rim.verified
    ? alignedPlacement(image, best, template, rect, rule)
    : best.homography;
  if (
    fromRing &&
    !(best.rim.verified && ringBodyShows(image, homography, template, best.matchScore, fromRing))
  )
    return { found: false, reason: 'not-found' };
  return {
    found: true,
    homography,
    matchScore: best.matchScore,
    verified:
      best.rim.verified || (appearanceVerifies(template) && best.matchScore >= THRESHOLDS.minMatchScore),
    scores: {
      ncc: best.matchScore,
      rimSides: best.rim.passing,
      rimStrength: best.rim.strength,
      rimVerified: best.rim.verified ? 1 : 0,
      // Verified under the letters' rule (rimRuleFor): readKit reads such a placement only without blur.
      rimByLetters: best.rim.verified && lettersBeside ? 1 : 0,
    },
    touchesBorder: body.touchesBorder && cornerNearBorder(image, homography, template),
    areaFraction: body.areaFraction,
  };
}

/**
 * A verified placement aligned to its rim (alignToRim). The rim is small and a fit to it can put the
 * body's ends millimetres off, where the features then no longer show (browser-look3 covid-ag good-5063:
 * ends 2.5 mm off, the label and sample well shown at 0.75 and 0.56 of their places). There the placement
 * is moved onto its features' edges, the rim kept where it was found (alignToFeaturesKeepingRim), and
 * taken only where the rim still verifies and the features show.
 */
function alignedPlacement(
  image: RgbaImage,
  verified: Verified,
  template: KitTemplate,
  rect: TemplateRect,
  rule: RimRule,
): Homography {
  const aligned =
    alignToRim(
      verified.homography,
      verified.quad,
      bodyTemplateCorners(template),
      rect,
      verified.sides,
      rule,
    ) ?? verified.homography;
  if (featuresShow(image, aligned, template)) return aligned;
  const onFeatures = alignToFeaturesKeepingRim(image, aligned, template);
  return onFeatures && featuresAndRimShow(image, onFeatures, template, rule) ? onFeatures : aligned;
}

/**
 * An outline predicted from the reading area's ring puts the rim where it is by construction: the body
 * must show where it puts it, by its own edges, or, as a last resort, where they do not stand out, by the
 * template's appearance as a whole. A body put 8 mm off (the other half-turn) has neither. Tune-hard
 * covid-ag good-136, a small device on a textured sheet near its colour: one end's edge showed at 4-6 of
 * 12 places, the appearance matched at 0.80-0.90 (the other half-turn: 0.30 at most).
 */
function ringBodyShows(
  image: RgbaImage,
  homography: Homography,
  template: KitTemplate,
  matchScore: number,
  ring: RingPlacement,
): boolean {
  return (
    (ring.lastResort && matchScore >= GOOD_ENOUGH_MATCH) ||
    bodyEdgesShow(image, homography, template, { endSlackMm: ring.lastResort ? RING_END_SLACK_MM : 0 })
  );
}

/**
 * Whether the appearance alone may verify a placement. Not for a cassette: its verdict rests on its
 * window's place, and placed by appearance alone the window was off by millimetres often enough to matter
 * (tune and tune-hard: 3 of 9 such reads missed a faint line; reader 1.5.0 read tune-hard covid-ag-good-46
 * positive from a placement 6.7 mm off). An analyzer's display is checked again by its own geometry.
 */
function appearanceVerifies(template: KitTemplate): boolean {
  return template.kind === 'a1c-analyzer';
}

type Verified = {
  homography: Homography;
  matchScore: number;
  /** The rim's verdict; for a cassette, verified only when a feature shows too (featuresShow). */
  rim: RimVerdict;
  sides: RimSide[] | undefined;
  quad: ImagePoint[];
};

/**
 * verifyHomography's verdicts within one locateDevice call (its working copy is the call's own): outlines
 * from several thresholds and routes often refine to the same homography, judged once.
 */
const verdicts = new WeakMap<WorkingCopy, Map<string, Omit<Verified, 'quad'>>>();

function verifyHomography(
  image: RgbaImage,
  copy: WorkingCopy,
  homography: Homography,
  template: KitTemplate,
  rect: TemplateRect,
  rule: RimRule,
): Omit<Verified, 'quad'> {
  let known = verdicts.get(copy);
  if (!known) verdicts.set(copy, (known = new Map<string, Omit<Verified, 'quad'>>()));
  const key = `${template.id}${rule.lettersBeside ? ' letters' : ''} ${homography.map((value) => (Object.is(value, -0) ? '-0' : String(value))).join(' ')}`;
  const cached = known.get(key);
  if (cached) return cached;
  const sides = rimEvidence(image, homography, rect, rule);
  const judged = judgeRim(sides, rule);
  const verdict = {
    homography,
    matchScore: normalisedCrossCorrelation(copy, homography, template),
    rim:
      judged.verified && !featuresShow(image, homography, template) ? { ...judged, verified: false } : judged,
    sides,
  };
  known.set(key, verdict);
  return verdict;
}

/** A verified rim first, then the appearance's correlation when it verifies, then the rim's score. */
function ranksAbove(a: Omit<Verified, 'quad'>, b: Omit<Verified, 'quad'>): boolean {
  const level = (v: Omit<Verified, 'quad'>) =>
    v.rim.verified ? 2 : v.matchScore >= THRESHOLDS.minMatchScore ? 1 : 0;
  if (level(a) !== level(b)) return level(a) > level(b);
  if (level(a) === 0 && a.rim.passing !== b.rim.passing) return a.rim.passing > b.rim.passing;
  if (level(a) !== 1 && a.rim.strength !== b.rim.strength) return a.rim.strength > b.rim.strength;
  return a.matchScore > b.matchScore;
}
