import type { KitTemplate } from '@portal/contract';
import { homographyFromPoints, projectToImage, type Homography } from '../geometry/homography';
import { rectCorners, templatePoint } from '../geometry/points';
import type { RgbaImage } from '../image/rgba-image';
import type { WorkingCopy } from '../image/working-copy';
import { readingAreaRect } from '../template/reading-area';
import { normalisedCrossCorrelation } from './appearance-match';
import { featureOutlineShare } from './feature-outlines';

/**
 * Margins by which one half-turn must beat the other, both at once. Tune and tune-hard (23 reading-area
 * rings whose both half-turns verified): the true half-turn's feature share led by 0.34-0.81 and its
 * correlation by 0.42-0.94, but at one the correlation trailed by 0.19 (an orange label on a light body).
 */
const FEATURE_SHARE_MARGIN = 0.15;
const MATCH_SCORE_MARGIN = 0.3;

/**
 * The body turned by half a turn about the reading area's centre: the reading area's rim lies where it
 * did (a rectangle looks the same both ways), the rest of the body does not.
 */
export function halfTurned(homography: Homography, template: KitTemplate): Homography | undefined {
  const { x, y, width, height } = readingAreaRect(template);
  const corners = rectCorners({ x, y, width, height });
  const turned = corners.map((corner) =>
    projectToImage(homography, templatePoint(2 * x + width - corner.x, 2 * y + height - corner.y)),
  );
  return homographyFromPoints(corners, turned);
}

export type HalfTurnView = { readonly homography: Homography; readonly matchScore: number };

/**
 * Which of two placements of the body, half a turn apart, the photo clearly shows: the one where the
 * template's features show their outlines clearly more and its appearance correlates clearly better.
 * Undefined when the two cues do not both say so (a wrong half-turn reads the window backwards).
 */
export function clearHalfTurn(
  image: RgbaImage,
  template: KitTemplate,
  a: HalfTurnView,
  b: HalfTurnView,
): 'a' | 'b' | undefined {
  const featuresA = featureOutlineShare(image, a.homography, template);
  const featuresB = featureOutlineShare(image, b.homography, template);
  if (featuresA >= featuresB + FEATURE_SHARE_MARGIN && a.matchScore >= b.matchScore + MATCH_SCORE_MARGIN)
    return 'a';
  if (featuresB >= featuresA + FEATURE_SHARE_MARGIN && b.matchScore >= a.matchScore + MATCH_SCORE_MARGIN)
    return 'b';
  return undefined;
}

/** The half-turned view of a placement, its appearance correlated on the working copy. */
export function halfTurnedView(
  copy: WorkingCopy,
  template: KitTemplate,
  view: HalfTurnView,
): HalfTurnView | undefined {
  const homography = halfTurned(view.homography, template);
  return homography && { homography, matchScore: normalisedCrossCorrelation(copy, homography, template) };
}
