import type { KitTemplate } from '@portal/contract';
import type { RgbaImage } from '../image/rgba-image';
import { makeWorkingCopy, type WorkingCopy } from '../image/working-copy';
import { edgeBarrier, SEALED_BARRIER_INSET, sealedBarrier } from './edge-barrier';
import { lengthenedPastPrint, printCutShares } from './lengthen-outline';
import { contrastCandidates } from './contrast-candidates';
import { featureCandidates } from './feature-candidates';
import { windowCandidates } from './window-candidates';
import { membraneCandidates } from './membrane-candidates';
import { edgeOutlines } from './edge-outlines';
import {
  defaultBodyThreshold,
  findBodies,
  lightSideThreshold,
  type BodyCandidate,
  type BodySearch,
} from './find-body';
import { locationRanksAbove, type DeviceLocation, type FoundLocation } from './device-location';
import { featuresShow } from './features-show';
import { oneHalfTurn, settleHalfTurn } from './settle-half-turn';
import {
  FIRST_RINGS,
  GOOD_ENOUGH_MATCH,
  LAST_RINGS,
  outlineOf,
  placementOf,
  snappedToRim,
  verifyBody,
  type OutlineCandidate,
  type RingPlacement,
} from './verify-body';
import { windowEnds } from './window-ends';
import { rimNearby } from './rim-nearby';
import { alignToFeatures, alignToFeaturesKeepingRim } from './align-to-features';
import { placementOnFeaturesAndRim } from './features-and-rim';
import { rimRuleFor } from './verify-rim';
import type { Homography } from '../geometry/homography';

/**
 * Shifts of the body threshold tried in turn until a match reaches GOOD_ENOUGH_MATCH. Steps of 10: a light
 * body on a light, shadowed table can merge with it at every shift of a coarser ladder (three A1C photos
 * of 700 were refused so; found at a shift of 5-30).
 */
const THRESHOLD_SHIFTS = [0, 10, -10, 20, -20, 30, -30, 50];
/** Blobs verified per threshold, best-shaped first: on a light table the best-shaped may be the table. */
const BLOBS_PER_THRESHOLD = 3;
/**
 * With edges as walls, lower thresholds are safe: the surface around the body may pass the whiteness
 * test (a white or light-grey table, paper) and still not merge with it.
 */
const BARRIER_THRESHOLD_SHIFTS = [0, -20, -40, 20];
const LIGHT_SIDE_SHIFTS = [0, -10, 10, -20, 20];
/**
 * A rectangle around grown edges holds the drop shadow too: it is first refitted within a share of its
 * short side (and a few working pixels at least, verifyBody's floor), where the body's sharp edge
 * outweighs the shadow's soft one. A wide shadow needs the wider reach; print near the sides (a label, a
 * display's bezel, 11-14% of the width in) can capture it, and the narrower reach stops short of it; a
 * very wide, soft shadow on a white table needs the widest, tried last.
 */
const COARSE_REACH_SHARES = [0.15, 0.08, 0.25];
/** The last-resort outlines (reading area's ring, local contrast) are refitted with these reaches only. */
const LAST_RESORT_REACH_SHARES = [0.15, 0.25];
/**
 * An outline predicted from the reading area's ring is first refitted with the fine reach only: the ring
 * already puts it within about a millimetre, and a wider reach can snap to clutter or print beside it.
 */
const READING_AREA_REACH_SHARES = [0, 0.15, 0.25];

/** An outline predicted from the printed features is refitted with these reaches (verifyBody's share). */
const FEATURE_REACH_SHARES = [0, 0.15];

/**
 * The reading area's ring is looked for last on a working copy this many times the first's size, and last
 * of all on one this many times that.
 */
const FINE_RING_SEARCH_SCALE = 2;

/** One pass over a copy's rings: outlines snapped onto the rim first, the ring rules, the copy smoothed. */
type RingPass = {
  readonly snap?: boolean;
  readonly ring?: RingPlacement;
  readonly smoothed?: boolean;
  /** The reading area looked for as a light membrane darker all round (membraneCandidates), not as a ring. */
  readonly membrane?: boolean;
};

/** The membrane's passes: as a ring's first, snapped onto the rim, then under the looser ring rules. */
const MEMBRANE_PASSES: readonly RingPass[] = [
  { membrane: true },
  { membrane: true, snap: true },
  { membrane: true, ring: LAST_RINGS },
  { membrane: true, ring: LAST_RINGS, snap: true },
];

/**
 * The rim is looked for around this many unverified placements, those matching the template's appearance
 * at MIN_NEAR_MATCH or more (rimNearby). On browser-look2's paper refusals the placements 2.6-5 mm off
 * matched at 0.53-0.80, best of all they tried; those 40-120 mm off at 0.44 at most.
 */
const NEAR_SEARCHES = 2;
const MIN_NEAR_MATCH = 0.5;

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
 * was met where the rim was judged, which alignment and turning move. Where its features do not show, it
 * is kept only where it can be moved to a place where they and its rim both show.
 */
function featuresConfirm(image: RgbaImage, template: KitTemplate, location: DeviceLocation): DeviceLocation {
  if (
    !location.found ||
    location.scores.rimVerified !== 1 ||
    featuresShow(image, location.homography, template)
  )
    return location;
  const rule = rimRuleFor(template, location.scores.rimByLetters === 1);
  const moved = placementOnFeaturesAndRim(image, location.homography, template, rule);
  if (moved) return { ...location, homography: moved };
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
  const ranksAbove = (a: FoundLocation, b: FoundLocation): boolean =>
    a.verified === b.verified && endsShown(a) !== endsShown(b) ? endsShown(a) : locationRanksAbove(a, b);
  let best: DeviceLocation = { found: false, reason: 'not-found' };
  // The placements found whose rim did not verify, for the search around them last of all (rimNearby).
  const unverified: FoundLocation[] = [];
  const tryBody = (search: BodySearch): boolean => {
    for (const body of findBodies(copy, expectedAspect, search, BLOBS_PER_THRESHOLD))
      if (tryCandidate(body, 0)) return true;
    return false;
  };
  // With `verifiedOnly`, a candidate replaces the best so far only where it verifies; with `lettersBeside`,
  // under the rim rule that lets letters beside the window pass (rimRuleFor).
  const tryCandidate = (
    body: BodyCandidate,
    coarseReachShare: number,
    on: WorkingCopy = copy,
    { verifiedOnly = false, lettersBeside = false } = {},
  ): boolean => {
    const candidate = verifyBody(image, on, body, template, coarseReachShare, { lettersBeside });
    if (candidate.found && !candidate.verified) unverified.push(candidate);
    if (
      candidate.found &&
      (!verifiedOnly || candidate.verified) &&
      (!best.found || ranksAbove(candidate, best))
    )
      best = candidate;
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
  // The body within edges sealed one pixel further (sealedBarrier), on a copy: its outline from the four
  // sides, else from the smallest rectangle around it (print across one end leaves no end to fit), each
  // outline once (the same blob often stands at several thresholds).
  const sealedOutlines = new Map<WorkingCopy, BodyCandidate[]>();
  const sealedBodiesOn = (on: WorkingCopy): BodyCandidate[] => {
    const known = sealedOutlines.get(on);
    if (known) return known;
    // The first copy's barrier and thresholds are the ones found above.
    const first = on === copy;
    const sealed = sealedBarrier(first ? barrier : edgeBarrier(on), on.width);
    const onBase = first ? base : defaultBodyThreshold(on);
    const bases = [first ? lightSide : lightSideThreshold(on, onBase), onBase];
    const bodies = new Map<string, BodyCandidate>();
    for (const shift of BARRIER_THRESHOLD_SHIFTS)
      for (const from of bases) {
        const search = {
          base: from,
          shift,
          barrier: sealed,
          barrierInset: SEALED_BARRIER_INSET,
          enclosingFallback: true,
        };
        for (const body of findBodies(on, expectedAspect, search, BLOBS_PER_THRESHOLD)) {
          const key = body.corners.map((corner) => `${corner.x.toFixed(1)},${corner.y.toFixed(1)}`).join(' ');
          if (!bodies.has(key)) bodies.set(key, body);
        }
      }
    const outlines = [...bodies.values()];
    sealedOutlines.set(on, outlines);
    return outlines;
  };
  // Each outline refitted from the finest reach to the widest (a rectangle ignores the perspective); with
  // `pastPrint`, drawn out past a label across one end instead (lengthenedPastPrint), after every outline
  // as it is, and taken only where it verifies: a stretched outline can put the window's rim on another
  // edge, and an unverified one can outrank the placement found so far (browser-look combo good-116).
  const cutShares = printCutShares(template);
  const sealedBodies = (on: WorkingCopy, pastPrint: boolean, lettersBeside: boolean): boolean => {
    for (const body of sealedBodiesOn(on))
      for (const outline of pastPrint ? lengthenedPastPrint(body, expectedAspect, cutShares) : [body])
        for (const share of [0, ...COARSE_REACH_SHARES])
          if (tryCandidate(outline, share, on, { verifiedOnly: pastPrint || lettersBeside, lettersBeside }))
            return true;
    return false;
  };
  // Last, outlines from the reading area's ring and from local contrast (a surface near the body's colour,
  // a shadow across it, clutter): only a rim that verifies is taken, never the appearance alone.
  const keep = (candidate: FoundLocation): boolean => {
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
  ): FoundLocation[] =>
    shares
      .map((share) => verifyBody(image, on, body, template, share, { fromRing }))
      .filter(
        (candidate): candidate is FoundLocation =>
          candidate.found &&
          candidate.scores.rimVerified === 1 &&
          featuresShow(image, candidate.homography, template),
      );
  // Each ring gives both half-turns of the body; the rim verifies at both by construction, only the
  // body's own edges tell them apart, or else its features' outlines and its appearance, both at once.
  // With `snap`, each outline's reading area is first moved onto the rim near it (snappedToRim).
  // A copy's rings are found once: the snapped pass goes over them again.
  const ringsFound = new Map<string, ReturnType<typeof windowCandidates>>();
  const ringsOf = (on: WorkingCopy, ring: RingPlacement, smoothed: boolean, membrane: boolean) => {
    // Only a cassette's last resort finds other rings: an analyzer's are the first pass's, found once.
    const followPerspective = ring.lastResort && isCassette;
    const key = membrane
      ? `${String(on.factor)} membrane`
      : `${String(on.factor)} ${String(followPerspective)} ${String(smoothed)}`;
    const rings =
      ringsFound.get(key) ??
      (membrane
        ? membraneCandidates(on, template)
        : windowCandidates(on, template, { followPerspective, smoothed }));
    ringsFound.set(key, rings);
    return rings;
  };
  const fromRings = (
    on: WorkingCopy,
    { snap = false, ring = FIRST_RINGS, smoothed = false, membrane = false }: RingPass = {},
  ): boolean => {
    const outlines = (body: OutlineCandidate) => (snap ? snappedToRim(image, on, body, template) : [body]);
    for (const [turn, otherTurn] of ringsOf(on, ring, smoothed, membrane)) {
      const verified = (body: OutlineCandidate) =>
        outlines(body).flatMap((outline) => rimVerified(on, outline, READING_AREA_REACH_SHARES, ring));
      for (const candidate of oneHalfTurn(image, template, verified(turn), verified(otherTurn)))
        if (keep(candidate)) return true;
    }
    return false;
  };
  if (fromRings(copy)) return best;
  for (const body of contrastCandidates(copy, expectedAspect))
    for (const candidate of rimVerified(copy, body, LAST_RESORT_REACH_SHARES))
      if (keep(candidate)) return best;
  // A small device's rim is a pixel wide in the working copy: its ring is looked for again at twice the size.
  const verifiedYet = (): boolean => best.found && best.verified && endsShown(best);
  if (!verifiedYet()) {
    const fine = makeWorkingCopy(image, FINE_RING_SEARCH_SCALE * Math.max(copy.width, copy.height));
    if (fine.factor < copy.factor && fromRings(fine)) return best;
    const ringCopies = fine.factor < copy.factor ? [copy, fine] : [copy];
    // Last, the rings whose prediction sits too far off for the rim to verify: snapped onto it first.
    // Only here: a snapped outline can verify a placement millimetres off on a steeply tilted device
    // (tune-hard covid-ag good-36 and good-166, 32 degrees) that an earlier route would place right.
    for (const on of ringCopies) if (!verifiedYet() && fromRings(on, { snap: true })) return best;
    // Last of all, where nothing verified: the looser ring rules (LAST_RINGS). Earlier, they put a verified
    // rim at a slightly worse pose than the routes above would (tune-hard combo good-48 and good-24 turned:
    // a 1.6% line then missed, or a placement the features then did not confirm).
    const lastRings = (on: WorkingCopy, smoothed = false): boolean =>
      [false, true].some((snap) => !verifiedYet() && fromRings(on, { snap, ring: LAST_RINGS, smoothed }));
    for (const on of ringCopies) if (lastRings(on)) return best;
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
    // Where no rim verified, the rings are looked for once more on the copies smoothed (RingSearch's
    // `smoothed`), every route again: a rim about as deep as the photo's grain breaks into pieces in the
    // black-hat. Last, so that no placement found before changes (tune-hard, 2,000 good photos: 11 of the 40
    // refused now read, each as its truth; no other good photo's answer changed). Not for an analyzer, as
    // above: not measured there. Not on a live frame either (the fine copy its own pixels): the preview's
    // downscaling already averages the grain, and on 192 tune-hard previews this route placed no device
    // the others had not, while the live search took a median of 385 ms where it took 292 on those where
    // nothing verified.
    if (isCassette && fine.factor > 1)
      for (const on of ringCopies) {
        if (fromRings(on, { smoothed: true })) return best;
        if (!verifiedYet() && fromRings(on, { snap: true, smoothed: true })) return best;
        if (lastRings(on, true)) return best;
      }
    // Last of all, the window seen as a light membrane in a darker recess without a dark rim of its own
    // (membraneCandidates). On the browser renderer's good photos, which draw such windows, 17 of the 77
    // refused at 1.31.0 were read so, each as its truth; tune-hard's 2,400 answers did not change.
    if (isCassette && fine.factor > 1)
      for (const on of ringCopies)
        for (const pass of MEMBRANE_PASSES) if (!verifiedYet() && fromRings(on, pass)) return best;
    // Last of all, the body within its edges sealed: an edge with a gap of a pixel or two (a drop shadow
    // fading at one corner, a rim of the table's own shade) lets the body's blob run out into a surface of
    // its colour (ruled or squared paper, a light tile), which no threshold parts from it. On the browser
    // renderer's photos (browser-look), 5 of the 30 good photos refused at 1.33.0 read so, each as its truth.
    // Then the same outlines drawn out past a label across one end, which sealing parts from the body: on
    // browser-look, 1 more of the 25 good photos refused at 1.34.0 read so, as its truth (combo good-86).
    // Last, the same again under the rim rule that lets letters beside the window pass (rimRuleFor), taken
    // only where it verifies: browser-look combo good-16 reads so, as its truth.
    if (isCassette && fine.factor > 1)
      for (const lettersBeside of [false, true])
        for (const pastPrint of [false, true])
          for (const on of ringCopies)
            if (!verifiedYet() && sealedBodies(on, pastPrint, lettersBeside)) return best;
    // Last of all, the body predicted from its two printed features farthest apart (featureCandidates),
    // where neither its outline nor its window's rim stands out from the surface, taken only where its
    // rim then verifies: under the strict rule, then under the letters' one (read only where the photo
    // shows no blur: readKit's verifiedByLetters). On the first copy and the two finest reaches only:
    // every outline tried here lengthens the wait for a refusal (a photo that nothing else placed).
    if (isCassette && fine.factor > 1) {
      const outlines = featureCandidates(copy, template).flatMap((body) => [
        body,
        ...alignedOnFeatures(image, copy, body, template),
      ]);
      for (const lettersBeside of [false, true])
        for (const body of outlines)
          for (const share of FEATURE_REACH_SHARES)
            if (!verifiedYet() && tryCandidate(body, share, copy, { verifiedOnly: true, lettersBeside }))
              return best;
    }
    // Last of all, the rim looked for around the placements whose appearance matched best without it
    // (rimNearby): an outline refitted on ruled or squared paper, its rulings across the drop shadow, can lie
    // a few millimetres off. Each placement found there is held to the rules of a ring's (LAST_RINGS).
    if (isCassette && fine.factor > 1)
      for (const near of bestMatched(unverified))
        for (const homography of rimNearby(image, near.homography, template)) {
          const outline = outlineOf(copy, onItsFeatures(image, homography, template), template, near);
          const found = outline ? rimVerified(copy, outline, [0], LAST_RINGS) : [];
          for (const candidate of found) if (keep(candidate)) return best;
        }
  }
  return best;
}

/**
 * A body's outline predicted from its features (featureCandidates), moved onto their edges
 * (alignToFeatures): the prediction is a similarity, without the perspective, and its rim may not verify
 * where it puts it (browser-look3 covid-ag good-5040, on squared paper, tilted 22 and 20 degrees: 2.8 mm
 * off at one end, its faint rim shown at 3 sides of 4; moved onto the features, it verified).
 */
function alignedOnFeatures(
  image: RgbaImage,
  copy: WorkingCopy,
  body: BodyCandidate,
  template: KitTemplate,
): BodyCandidate[] {
  const predicted = placementOf(copy, body, template);
  const aligned = predicted && alignToFeatures(image, predicted, template);
  const outline = aligned && outlineOf(copy, aligned, template, body);
  if (!outline) return [];
  const { corners } = outline;
  const centre = {
    x: corners.reduce((sum, corner) => sum + corner.x, 0) / corners.length,
    y: corners.reduce((sum, corner) => sum + corner.y, 0) / corners.length,
  };
  return [{ ...body, corners, centre }];
}

/**
 * A placement whose reading area lies on its rim, moved onto its features' edges where they do not show
 * (alignToFeaturesKeepingRim): a rim found a few millimetres from an outline, its body extrapolated from
 * it, can put the body's ends millimetres off (browser-look3 combo good-5009: 3.7 mm, the window 0.4 mm).
 */
function onItsFeatures(image: RgbaImage, homography: Homography, template: KitTemplate): Homography {
  return featuresShow(image, homography, template)
    ? homography
    : (alignToFeaturesKeepingRim(image, homography, template) ?? homography);
}

/**
 * Of the unverified placements, the NEAR_SEARCHES best-matched at MIN_NEAR_MATCH or more, each homography
 * once (several outlines often refine to the same one).
 */
function bestMatched(placements: readonly FoundLocation[]): FoundLocation[] {
  const chosen: FoundLocation[] = [];
  for (const placement of [...placements].sort((a, b) => b.matchScore - a.matchScore)) {
    if (placement.matchScore < MIN_NEAR_MATCH || chosen.length === NEAR_SEARCHES) break;
    const same = (other: FoundLocation) =>
      other.homography.every((value, i) => Math.abs(value - (placement.homography[i] ?? 0)) < 1e-9);
    if (!chosen.some(same)) chosen.push(placement);
  }
  return chosen;
}

/**
 * Whether a placement's window ends show (LocateOptions.windowEndsRequired); always, when they are not
 * required or for an analyzer. Judged once per placement.
 */
function windowEndsCheck(
  image: RgbaImage,
  template: KitTemplate,
  options: LocateOptions,
): (location: FoundLocation) => boolean {
  if (!options.windowEndsRequired || template.kind !== 'cassette') return () => true;
  const judged = new WeakMap<FoundLocation, boolean>();
  return (location) => {
    let shown = judged.get(location);
    if (shown === undefined) {
      shown = windowEnds(image, location.homography, template.window.rect) !== undefined;
      judged.set(location, shown);
    }
    return shown;
  };
}
