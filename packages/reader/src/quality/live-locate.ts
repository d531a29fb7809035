import type { KitTemplate, TemplateRect } from '@portal/contract';
import { homographyFromPoints, type Homography } from '../geometry/homography';
import { imagePoint, type ImagePoint } from '../geometry/points';
import type { RgbaImage } from '../image/rgba-image';
import { makeWorkingCopy, toFullResolution, type WorkingCopy } from '../image/working-copy';
import { defaultBodyThreshold, findBodies, type BodyCandidate } from '../locate/find-body';
import { bodyTemplateCorners } from '../locate/body-corners';
import { refineOutline, type Quad } from '../locate/refine-outline';
import { rimEvidence, type RimSide } from '../locate/rim-evidence';
import { judgeRim, rimRuleFor, type RimRule } from '../locate/verify-rim';
import { alignToRim } from '../locate/align-to-rim';
import { readingAreaRect } from '../template/reading-area';

/** As locateDevice: a 640 x 480 preview is searched at 320 x 240. */
const WORKING_LONG_SIDE = 480;
/** A preview frame's working copy, as the first route searches it. */
export function liveWorkingCopy(frame: RgbaImage): WorkingCopy {
  return makeWorkingCopy(frame, WORKING_LONG_SIDE);
}

/** Blobs verified per threshold, best-shaped first (locateDevice's first route). */
const BLOBS = 3;
/** The outline is refitted within this distance (mm) of the blob's outline, at least this many working px. */
const OUTLINE_REACH_MM = 1.5;
const REACH_WORKING_PX = 1.5;

export type LiveLocation = {
  readonly body: BodyCandidate;
  /** Template millimetres to frame pixels, realigned to the reading area's rim when verified. */
  readonly homography: Homography;
  /** The reading area's rim shows on all four sides where the template puts it (locateDevice's rule). */
  readonly verified: boolean;
  readonly rimSides: number;
  readonly rimStrength: number;
};

type Candidate = { homography: Homography; quad: ImagePoint[]; sides: RimSide[] | undefined } & ReturnType<
  typeof judgeRim
>;

export type LiveSearch = {
  readonly copy: WorkingCopy;
  /** The light blobs shaped like the body, best-shaped first. */
  readonly bodies: readonly BodyCandidate[];
  /** The best of them by the reading area's rim; verified or not. */
  readonly location: LiveLocation | undefined;
};

/**
 * The full read's first, cheapest route (locateDevice at the default threshold, without the appearance
 * correlation), on a preview frame: the body's outline refitted to the frame's edges, both 180-degree
 * orderings, and the reading area's rim verified by the same rule. A frame the live check passes is thus
 * one the full read finds the same way; the costlier routes (shifted thresholds, edge outlines) are left
 * to the full read, and the camera page simply waits for a clearer frame.
 */
export function locateLive(
  frame: RgbaImage,
  template: KitTemplate,
  copy: WorkingCopy = liveWorkingCopy(frame),
): LiveSearch {
  const { width, height } = template.body;
  const aspect = Math.max(width, height) / Math.min(width, height);
  const rect = readingAreaRect(template);
  const rule = rimRuleFor(template);
  let best: LiveLocation | undefined;
  const bodies = findBodies(copy, aspect, { base: defaultBodyThreshold(copy) }, BLOBS);
  for (const body of bodies) {
    const candidate = verifyOutline(frame, copy, body, template, rect, rule);
    if (!candidate) continue;
    const location: LiveLocation = {
      body,
      homography: candidate.verified
        ? (alignToRim(
            candidate.homography,
            candidate.quad,
            bodyTemplateCorners(template),
            rect,
            candidate.sides,
            rule,
          ) ?? candidate.homography)
        : candidate.homography,
      verified: candidate.verified,
      rimSides: candidate.passing,
      rimStrength: candidate.strength,
    };
    if (!best || ranksAbove(location, best)) best = location;
    if (best.verified) break;
  }
  return { copy, bodies, location: best };
}

function ranksAbove(a: LiveLocation, b: LiveLocation): boolean {
  if (a.verified !== b.verified) return a.verified;
  if (a.rimSides !== b.rimSides) return a.rimSides > b.rimSides;
  return a.rimStrength > b.rimStrength;
}

function verifyOutline(
  frame: RgbaImage,
  copy: WorkingCopy,
  body: BodyCandidate,
  template: KitTemplate,
  rect: TemplateRect,
  rule: RimRule,
): Candidate | undefined {
  const outline = body.corners.map((corner) => {
    const full = toFullResolution(copy, corner.x, corner.y);
    return imagePoint(full.x, full.y);
  }) as unknown as Quad;
  const longSidePx =
    (Math.hypot(outline[1].x - outline[2].x, outline[1].y - outline[2].y) +
      Math.hypot(outline[3].x - outline[0].x, outline[3].y - outline[0].y)) /
    2;
  const pixelsPerMm = longSidePx / Math.max(template.body.width, template.body.height);
  const reach = Math.max(REACH_WORKING_PX * copy.factor, OUTLINE_REACH_MM * pixelsPerMm);
  const refined = refineOutline(frame, outline, reach);
  const templateCorners = bodyTemplateCorners(template);
  let best: Candidate | undefined;
  for (const quad of [refined, outline]) {
    const [c0, c1, c2, c3] = quad;
    for (const ordering of [
      [c1, c0, c3, c2],
      [c3, c2, c1, c0],
    ]) {
      const homography = homographyFromPoints(templateCorners, ordering);
      if (!homography) continue;
      const sides = rimEvidence(frame, homography, rect, rule);
      const candidate = { homography, quad: ordering, sides, ...judgeRim(sides, rule) };
      if (!best || candidateRanksAbove(candidate, best)) best = candidate;
    }
    if (best?.verified) break;
  }
  return best;
}

function candidateRanksAbove(a: Candidate, b: Candidate): boolean {
  if (a.verified !== b.verified) return a.verified;
  if (!a.verified && a.passing !== b.passing) return a.passing > b.passing;
  return a.strength > b.strength;
}
