import type { KitTemplate } from '@portal/contract';
import type { Homography } from '../geometry/homography';
import type { RgbaImage } from '../image/rgba-image';
import { clearestFeatureShare } from './feature-outlines';

/**
 * A cassette's rim counts only with one of its features (sample well, label) showing nearly all round:
 * printed text on a sheet of paper, or clutter, can frame a light rectangle of the window's aspect that
 * passes the rim's rule. Tune-hard: rims verified 55-96 mm from the device, whose clearest feature
 * showed at 0.31-0.63 of its places; at the device the clearest showed at 0.88 and more (367 placements
 * within 3 mm). Not for an analyzer: its display is checked again by its own geometry.
 */
const MIN_CLEAREST_FEATURE_SHARE = 0.8;

export function featuresShow(image: RgbaImage, homography: Homography, template: KitTemplate): boolean {
  return (
    template.kind !== 'cassette' ||
    clearestFeatureShare(image, homography, template) >= MIN_CLEAREST_FEATURE_SHARE
  );
}
