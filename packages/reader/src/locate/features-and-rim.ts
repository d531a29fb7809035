import type { KitTemplate } from '@portal/contract';
import type { Homography } from '../geometry/homography';
import type { RgbaImage } from '../image/rgba-image';
import { readingAreaRect } from '../template/reading-area';
import { alignToFeaturesKeepingRim } from './align-to-features';
import { rimEvidence } from './rim-evidence';
import { snapToRim } from './snap-to-rim';
import { featuresShow } from './features-show';
import { judgeRim, type RimRule } from './verify-rim';

/** Rounds of moving a placement onto its features, then its reading area onto its rim. */
const ROUNDS = 3;

/**
 * A placement whose rim verified but whose features do not show, moved in turn onto its features (the
 * reading area held, alignToFeaturesKeepingRim) and its reading area onto its rim (snapToRim) until both
 * show at once; undefined where they never do. The rim is small and its fit leaves the body's ends loose,
 * while the features' fit moves the rim's sides by a fraction of a millimetre: browser-look4 covid-ag
 * good-9203 (tilted 24 and 13 degrees): its features showed at 0.75 of their places, moved onto them the
 * rim showed on 3 sides, snapped to the rim the features at 0.56, moved onto them again both showed.
 */
export function placementOnFeaturesAndRim(
  image: RgbaImage,
  homography: Homography,
  template: KitTemplate,
  rule: RimRule,
): Homography | undefined {
  const rect = readingAreaRect(template);
  let placement: Homography | undefined = homography;
  for (let round = 0; round < ROUNDS && placement; round++) {
    const onFeatures = alignToFeaturesKeepingRim(image, placement, template);
    if (!onFeatures) return undefined;
    if (featuresAndRimShow(image, onFeatures, template, rule)) return onFeatures;
    placement = snapToRim(image, onFeatures, rect, rule);
    if (placement && featuresAndRimShow(image, placement, template, rule)) return placement;
  }
  return undefined;
}

/** A cassette placement's features show (featuresShow) and its reading area's rim verifies under the rule. */
export function featuresAndRimShow(
  image: RgbaImage,
  placement: Homography,
  template: KitTemplate,
  rule: RimRule,
): boolean {
  return (
    featuresShow(image, placement, template) &&
    judgeRim(rimEvidence(image, placement, readingAreaRect(template), rule), rule).verified
  );
}
