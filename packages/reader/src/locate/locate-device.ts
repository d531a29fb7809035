import type { KitTemplate, TemplateRect } from '@portal/contract';
import { pixelsPerMillimetre, projectToImage, type Homography } from '../geometry/homography';
import {
  imagePoint,
  rectCorners,
  templatePoint,
  type ImagePoint,
  type TemplatePoint,
} from '../geometry/points';
import type { RgbaImage } from '../image/rgba-image';
import { makeWorkingCopy, toFullResolution, toWorkingCopy, type WorkingCopy } from '../image/working-copy';
import { alignToRim } from './align-to-rim';
import { snapToRim } from './snap-to-rim';
import { properHomography } from './proper-homography';
import { edgeBarrier } from './edge-barrier';
import { clearHalfTurn, halfTurnedView } from './half-turn';
import { bodyEdgesShow } from './body-edges';
import { contrastCandidates } from './contrast-candidates';
import { windowCandidates } from './window-candidates';
import { edgeOutlines } from './edge-outlines';
import {
  defaultBodyThreshold,
  findBodies,
  lightSideThreshold,
  type BodyCandidate,
  type BodySearch,
} from './find-body';
import { refineOutline, type Quad } from './refine-outline';
import { rimEvidence, type RimSide } from './rim-evidence';
import { normalisedCrossCorrelation } from './appearance-match';
import { clearestFeatureShare } from './feature-outlines';
import { judgeRim, rimRuleFor, type RimRule, type RimVerdict } from './verify-rim';
import { THRESHOLDS } from '../reader-thresholds';
import { readingAreaRect } from '../template/reading-area';
import { windowEnds } from './window-ends';

/**
 * Shifts of the body threshold tried in turn until a match reaches GOOD_ENOUGH_MATCH. Steps of 10: a light
 * body on a light, shadowed table can merge with it at every shift of a coarser ladder (three A1C photos
 * of 700 were refused so; found at a shift of 5-30).
 */
const THRESHOLD_SHIFTS = [0, 10, -10, 20, -20, 30, -30, 50];
const GOOD_ENOUGH_MATCH = 0.8;
/** Blobs verified per threshold, best-shaped first: on a light table the best-shaped may be the table. */
const BLOBS_PER_THRESHOLD = 3;
/**
 * With edges as walls, lower thresholds are safe: the surface around the body may pass the whiteness
 * test (a white or light-grey table, paper) and still not merge with it.
 */
const BARRIER_THRESHOLD_SHIFTS = [0, -20, -40, 20];
const LIGHT_SIDE_SHIFTS = [0, -10, 10, -20, 20];
/** The outline is refitted to the photo's edges within this distance (mm) of the blob's outline. */
const OUTLINE_REACH_MM = 1.5;
/** ...and at least this many working pixels (a thresholded blob's outline is off by about one). */
const REACH_WORKING_PX = 1.5;
/**
 * A rectangle around grown edges holds the drop shadow too: it is first refitted within a share of its
 * short side (and at least this many working pixels), where the body's sharp edge outweighs the shadow's
 * soft one. A wide shadow needs the wider reach; print near the sides (a label, a display's bezel, 11-14%
 * of the width in) can capture it, and the narrower reach stops short of it; a very wide, soft shadow on a
 * white table needs the widest, tried last.
 */
const COARSE_REACH_SHARES = [0.15, 0.08, 0.25];
const COARSE_REACH_WORKING_PX = 3;
/** The last-resort outlines (reading area's ring, local contrast) are refitted with these reaches only. */
const LAST_RESORT_REACH_SHARES = [0.15, 0.25];
/**
 * An outline predicted from the reading area's ring is first refitted with the fine reach only: the ring
 * already puts it within about a millimetre, and a wider reach can snap to clutter or print beside it.
 */
const READING_AREA_REACH_SHARES = [0, 0.15, 0.25];

/**
 * The reading area's ring is looked for last on a working copy this many times the first's size, and last
 * of all on one this many times that.
 */
const FINE_RING_SEARCH_SCALE = 2;

export type DeviceLocation =
  | { readonly found: false; readonly reason: 'not-found' }
  | {
      readonly found: true;
      /** Template millimetres to full-resolution pixels. */
      readonly homography: Homography;
      /** Normalised cross-correlation of the rectified photo with the template's appearance. */
      readonly matchScore: number;
      /** The match is trusted: the reading area's rim is where the template puts it, or the appearance matches. */
      readonly verified: boolean;
      readonly scores: Readonly<Record<string, number>>;
      readonly touchesBorder: boolean;
      readonly areaFraction: number;
    };

/** The first search's working copy: its long side in pixels. */
const WORKING_LONG_SIDE = 480;

export type LocateOptions = {
  /**
   * A cassette placement is final only where its window's two ends show on its rim (windowEnds), and one
   * whose ends show ranks above one whose do not. For readKit's search again after a verified rim showed
   * no control line (readWhereWindowEndsShow); not on every search, which it would lengthen.
   */
  readonly windowEndsRequired?: boolean;
};

/** Finds the device body, then picks the orientation that best matches the template's appearance. */
export function locateDevice(
  image: RgbaImage,
  template: KitTemplate,
  options: LocateOptions = {},
): DeviceLocation {
  const copy = makeWorkingCopy(image, WORKING_LONG_SIDE);
  return featuresConfirm(
    image,
    template,
    settleHalfTurn(image, copy, template, locateIn(image, copy, template, options)),
  );
}

/**
 * The final placement (aligned to its rim, perhaps turned) is held to the feature rule again: the rule
 * was met where the rim was judged, which alignment and turning move.
 */
function featuresConfirm(image: RgbaImage, template: KitTemplate, location: DeviceLocation): DeviceLocation {
  if (
    !location.found ||
    location.scores.rimVerified !== 1 ||
    featuresShow(image, location.homography, template)
  )
    return location;
  return { ...location, verified: false, scores: { ...location.scores, rimVerified: 0 } };
}

function locateIn(
  image: RgbaImage,
  copy: WorkingCopy,
  template: KitTemplate,
  options: LocateOptions,
): DeviceLocation {
  const { width, height } = template.body;
  const expectedAspect = Math.max(width, height) / Math.min(width, height);
  const isCassette = template.kind === 'cassette';
  const endsShown = windowEndsCheck(image, template, options);
  const ranksAbove = (a: Found, b: Found): boolean =>
    a.verified === b.verified && endsShown(a) !== endsShown(b) ? endsShown(a) : locationRanksAbove(a, b);
  let best: DeviceLocation = { found: false, reason: 'not-found' };
  const tryBody = (search: BodySearch): boolean => {
    for (const body of findBodies(copy, expectedAspect, search, BLOBS_PER_THRESHOLD))
      if (tryCandidate(body, 0)) return true;
    return false;
  };
  const tryCandidate = (body: BodyCandidate, coarseReachShare: number): boolean => {
    const candidate = verifyBody(image, copy, body, template, coarseReachShare);
    if (candidate.found && (!best.found || ranksAbove(candidate, best))) best = candidate;
    return (
      best.found &&
      best.verified &&
      endsShown(best) &&
      ((best.scores.rimSides ?? 0) === 4 || best.matchScore >= GOOD_ENOUGH_MATCH)
    );
  };
  // A shadow edge or a light surface can move the best threshold: try a few, keep the best-verified match.
  const base = defaultBodyThreshold(copy);
  for (const shift of THRESHOLD_SHIFTS) if (tryBody({ base, shift })) return best;
  // A body on a surface of its own colour: outlines from edges alone, then the light pixels split again,
  // then edges as walls that keep body and table apart.
  const barrier = edgeBarrier(copy);
  for (const body of edgeOutlines(copy, barrier, expectedAspect))
    for (const share of COARSE_REACH_SHARES) if (tryCandidate(body, share)) return best;
  const lightSide = lightSideThreshold(copy, base);
  for (const shift of LIGHT_SIDE_SHIFTS) if (tryBody({ base: lightSide, shift })) return best;
  for (const shift of BARRIER_THRESHOLD_SHIFTS) {
    if (tryBody({ base: lightSide, shift, barrier })) return best;
    if (tryBody({ base, shift, barrier })) return best;
  }
  // Last, outlines from the reading area's ring and from local contrast (a surface near the body's colour,
  // a shadow across it, clutter): only a rim that verifies is taken, never the appearance alone.
  const keep = (candidate: Found): boolean => {
    if (!best.found || ranksAbove(candidate, best)) best = candidate;
    return (best.scores.rimSides ?? 0) === 4 && endsShown(best);
  };
  // The feature rule is met where the rim was judged; alignment to the rim moves the placement. A ring's
  // placement whose features do not show where it ends would end the search here and be refused at the
  // end (featuresConfirm): tune-hard covid-ag good-306, printed dashes 14 mm from the device.
  const rimVerified = (
    on: WorkingCopy,
    body: OutlineCandidate,
    shares: number[],
    fromRing?: RingPlacement,
  ): Found[] =>
    shares
      .map((share) => verifyBody(image, on, body, template, share, fromRing))
      .filter(
        (candidate): candidate is Found =>
          candidate.found &&
          candidate.scores.rimVerified === 1 &&
          featuresShow(image, candidate.homography, template),
      );
  // Each ring gives both half-turns of the body; the rim verifies at both by construction, only the
  // body's own edges tell them apart, or else its features' outlines and its appearance, both at once.
  // With `snap`, each outline's reading area is first moved onto the rim near it (snappedToRim).
  // A copy's rings are found once: the snapped pass goes over them again.
  const ringsFound = new Map<string, ReturnType<typeof windowCandidates>>();
  const ringsOf = (on: WorkingCopy, ring: RingPlacement) => {
    // Only a cassette's last resort finds other rings: an analyzer's are the first pass's, found once.
    const followPerspective = ring.lastResort && isCassette;
    const key = `${String(on.factor)} ${String(followPerspective)}`;
    const rings = ringsFound.get(key) ?? windowCandidates(on, template, followPerspective);
    ringsFound.set(key, rings);
    return rings;
  };
  const fromRings = (on: WorkingCopy, snap: boolean, ring: RingPlacement = FIRST_RINGS): boolean => {
    const outlines = (body: OutlineCandidate) => (snap ? snappedToRim(image, on, body, template) : [body]);
    for (const [turn, otherTurn] of ringsOf(on, ring)) {
      const verified = (body: OutlineCandidate) =>
        outlines(body).flatMap((outline) => rimVerified(on, outline, READING_AREA_REACH_SHARES, ring));
      for (const candidate of oneHalfTurn(image, template, verified(turn), verified(otherTurn)))
        if (keep(candidate)) return true;
    }
    return false;
  };
  if (fromRings(copy, false)) return best;
  for (const body of contrastCandidates(copy, expectedAspect))
    for (const candidate of rimVerified(copy, body, LAST_RESORT_REACH_SHARES))
      if (keep(candidate)) return best;
  // A small device's rim is a pixel wide in the working copy: its ring is looked for again at twice the size.
  const verifiedYet = (): boolean => best.found && best.verified && endsShown(best);
  if (!verifiedYet()) {
    const fine = makeWorkingCopy(image, FINE_RING_SEARCH_SCALE * Math.max(copy.width, copy.height));
    if (fine.factor < copy.factor && fromRings(fine, false)) return best;
    // Last, the rings whose prediction sits too far off for the rim to verify: snapped onto it first.
    // Only here: a snapped outline can verify a placement millimetres off on a steeply tilted device
    // (tune-hard covid-ag good-36 and good-166, 32 degrees) that an earlier route would place right.
    for (const on of fine.factor < copy.factor ? [copy, fine] : [copy])
      if (!verifiedYet() && fromRings(on, true)) return best;
    // Last of all, where nothing verified: the looser ring rules (LAST_RINGS). Earlier, they put a verified
    // rim at a slightly worse pose than the routes above would (tune-hard combo good-48 and good-24 turned:
    // a 1.6% line then missed, or a placement the features then did not confirm).
    const lastRings = (on: WorkingCopy): boolean =>
      [false, true].some((snap) => !verifiedYet() && fromRings(on, snap, LAST_RINGS));
    for (const on of fine.factor < copy.factor ? [copy, fine] : [copy]) if (lastRings(on)) return best;
    // A rim drawn as a thin line is about a pixel wide even there, its contrast averaged away, or its ring
    // there predicts the body millimetres off: the looser rules look for it once more at twice the fine
    // size (tune-hard: 12 of 93 refused good photos read, 3 of them missing a line of 1.7% or less; covid-ag
    // good-182 and combo good-592 showed no ring within 25 mm of the body at either size). Not for an
    // analyzer: it was not measured there, and its refusals already met their goal (0.4% at 1.21.0). Not
    // built where the fine copy is already the photo's own pixels (a live frame).
    if (isCassette && fine.factor > 1) {
      const finest = makeWorkingCopy(image, FINE_RING_SEARCH_SCALE * Math.max(fine.width, fine.height));
      if (finest.factor < fine.factor && lastRings(finest)) return best;
    }
  }
  return best;
}

/** How a placement predicted from the reading area's ring is found and shown to be the body's. */
type RingPlacement = {
  /**
   * A cassette's rim is also followed along a trapezoid's own sides (windowCandidates), and the body
   * may show by the template's appearance as a whole where its edges do not stand out (ringBodyShows).
   */
  readonly lastResort: boolean;
};
const FIRST_RINGS: RingPlacement = { lastResort: false };
const LAST_RINGS: RingPlacement = { lastResort: true };

type Found = Extract<DeviceLocation, { found: true }>;

/** A ring's two half-turns, when both verify, only when the photo clearly shows one (else neither). */
function oneHalfTurn(image: RgbaImage, template: KitTemplate, one: Found[], other: Found[]): Found[] {
  if (one.length === 0 || other.length === 0) return [...one, ...other];
  const strongest = (candidates: Found[]) => candidates.reduce((a, b) => (locationRanksAbove(b, a) ? b : a));
  const shown = clearHalfTurn(image, template, strongest(one), strongest(other));
  return shown === 'a' ? one : shown === 'b' ? other : [];
}

/**
 * A verified placement turned half a turn when the photo clearly shows the other way round: an outline
 * cut short or grown by a shadow can put the body's ends either way round the reading area, and its rim
 * verifies both ways.
 */
function settleHalfTurn(
  image: RgbaImage,
  copy: WorkingCopy,
  template: KitTemplate,
  location: DeviceLocation,
): DeviceLocation {
  if (!location.found || location.scores.rimVerified !== 1) return location;
  const turned = halfTurnedView(copy, template, location);
  if (!turned || clearHalfTurn(image, template, location, turned) !== 'b') return location;
  // The rim's evidence is the same at both: it was judged where it lies. The outline's blob, which may
  // have touched the photo's border, was not this body's: its corners tell.
  return {
    ...location,
    homography: turned.homography,
    matchScore: turned.matchScore,
    scores: { ...location.scores, ncc: turned.matchScore },
    touchesBorder: cornerWithinPx(image, turned.homography, template, 1),
  };
}

/**
 * Whether a placement's window ends show (LocateOptions.windowEndsRequired); always, when they are not
 * required or for an analyzer. Judged once per placement.
 */
function windowEndsCheck(
  image: RgbaImage,
  template: KitTemplate,
  options: LocateOptions,
): (location: Found) => boolean {
  if (!options.windowEndsRequired || template.kind !== 'cassette') return () => true;
  const judged = new WeakMap<Found, boolean>();
  return (location) => {
    let shown = judged.get(location);
    if (shown === undefined) {
      shown = windowEnds(image, location.homography, template.window.rect) !== undefined;
      judged.set(location, shown);
    }
    return shown;
  };
}

function locationRanksAbove(a: Found, b: Found): boolean {
  if (a.verified !== b.verified) return a.verified;
  const rimStrength = (l: Found) => ((l.scores.rimSides ?? 0) === 4 ? (l.scores.rimStrength ?? 0) : 0);
  if (rimStrength(a) !== rimStrength(b)) return rimStrength(a) > rimStrength(b);
  return a.matchScore > b.matchScore;
}

type OutlineCandidate = Pick<BodyCandidate, 'corners' | 'touchesBorder' | 'areaFraction'>;

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
function snappedToRim(
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
    if (!homography) continue;
    // The corners in the order verifyBody takes them: [c1, c0, c3, c2] maps to the template's corners.
    const [t0, t1, t2, t3] = templateCorners.map((corner) => {
      const at = projectToImage(homography, corner);
      return toWorkingCopy(copy, at.x, at.y);
    });
    if (t0 && t1 && t2 && t3) snapped.push({ ...body, corners: [t1, t0, t3, t2] });
  }
  return snapped;
}

function verifyBody(
  image: RgbaImage,
  copy: WorkingCopy,
  body: OutlineCandidate,
  template: KitTemplate,
  coarseReachShare: number,
  fromRing?: RingPlacement,
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
  const rule = rimRuleFor(template);
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
    ? (alignToRim(best.homography, best.quad, templateCorners, rect, best.sides, rule) ?? best.homography)
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
    },
    touchesBorder: body.touchesBorder && cornerNearBorder(image, homography, template),
    areaFraction: body.areaFraction,
  };
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
  return (ring.lastResort && matchScore >= GOOD_ENOUGH_MATCH) || bodyEdgesShow(image, homography, template);
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
  const key = `${template.id} ${homography.map((value) => (Object.is(value, -0) ? '-0' : String(value))).join(' ')}`;
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

/**
 * A cassette's rim counts only with one of its features (sample well, label) showing nearly all round:
 * printed text on a sheet of paper, or clutter, can frame a light rectangle of the window's aspect that
 * passes the rim's rule. Tune-hard: rims verified 55-96 mm from the device, whose clearest feature
 * showed at 0.31-0.63 of its places; at the device the clearest showed at 0.88 and more (367 placements
 * within 3 mm). Not for an analyzer: its display is checked again by its own geometry.
 */
const MIN_CLEAREST_FEATURE_SHARE = 0.8;

function featuresShow(image: RgbaImage, homography: Homography, template: KitTemplate): boolean {
  return (
    template.kind !== 'cassette' ||
    clearestFeatureShare(image, homography, template) >= MIN_CLEAREST_FEATURE_SHARE
  );
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

/**
 * The body's corners in template mm, in the order findBody gives its outline's corners (end A left, end A
 * right, end B right, end B left) once c1, c0, c3, c2 are taken: clockwise from the top-left, starting so
 * that the long axis runs along template y.
 */
export function bodyTemplateCorners(template: KitTemplate): TemplatePoint[] {
  const { width, height } = template.body;
  return height >= width
    ? [templatePoint(0, 0), templatePoint(width, 0), templatePoint(width, height), templatePoint(0, height)]
    : [templatePoint(0, height), templatePoint(0, 0), templatePoint(width, 0), templatePoint(width, height)];
}

export function bodyCornersInImage(homography: Homography, template: KitTemplate) {
  return rectCorners({ x: 0, y: 0, ...template.body }).map((corner) => projectToImage(homography, corner));
}

/**
 * A light blob that reached the photo's border stands for a body cut by it only when the placement's
 * corners lie near that border too: on a surface of the body's own colour the blob runs on to the border,
 * while the outline refitted to the body's edges and aligned to its rim lies well inside (tune-hard combo
 * good-127 and good-160: corners 38-127 px, 2.5-6 mm, in). A body truly cut keeps a corner at the border,
 * or, placed by its rim, beyond it, where readKit's own corner test refuses it.
 */
const NEAR_BORDER_MM = 1.5;

/** Whether a body corner, placed by `homography`, lies within NEAR_BORDER_MM of the image's border. */
function cornerNearBorder(image: RgbaImage, homography: Homography, template: KitTemplate): boolean {
  const { width, height } = template.body;
  const pixelsPerMm = pixelsPerMillimetre(homography, templatePoint(width / 2, height / 2));
  return cornerWithinPx(image, homography, template, NEAR_BORDER_MM * pixelsPerMm);
}

/** Whether a body corner, placed by `homography`, lies within `margin` pixels of the image's border. */
export function cornerWithinPx(
  image: RgbaImage,
  homography: Homography,
  template: KitTemplate,
  margin: number,
): boolean {
  return bodyCornersInImage(homography, template).some(
    (c) => c.x < margin || c.y < margin || c.x > image.width - 1 - margin || c.y > image.height - 1 - margin,
  );
}
