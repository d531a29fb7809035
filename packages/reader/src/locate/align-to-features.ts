import type { KitTemplate } from '@portal/contract';
import { homographyFromPoints, projectToImage, type Homography } from '../geometry/homography';
import { rectCorners, templatePoint, type ImagePoint, type TemplatePoint } from '../geometry/points';
import type { RgbaImage } from '../image/rgba-image';
import { readingAreaRect } from '../template/reading-area';
import { featureOutlineEdges } from './feature-outlines';

/**
 * How far (mm) each round looks across the features' outlines for their edges: wide first, for a
 * placement whose far end lies a few millimetres off, then narrower, where a wide search could take a
 * label's text for its edge. Each round moves the outline's places along its normal only, so a placement
 * turned or sheared settles over several (a test placement 2 mm off: 21, 16, 9, then 7 pixels off after
 * 1, 2, 3 and 5 rounds at 1.5 mm).
 */
const ROUND_REACHES_MM = [3, 3, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5];
/** The placement has settled when no edge is found further than this (mm) from where it is put. */
const SETTLED_MM = 0.1;
/**
 * A feature takes part where its edge of one sign shows at this share of its outline's places or more
 * (16 per outline): fewer say little of where it lies, and may be something else's edges.
 */
const MIN_SHARE_SHOWN = 0.6;
/** The fit needs this many places in all: two features, most of each outline shown. */
const MIN_PLACES = 16;
/** Each anchor counts as this many of the features' places: a rim found is sharper than their outlines. */
const ANCHOR_WEIGHT = 4;

/** Points the fit keeps where they are (a reading area's corners on the rim found): template and image. */
export type Anchors = { readonly from: readonly TemplatePoint[]; readonly to: readonly ImagePoint[] };

/**
 * The placement moved so that the outlines of the template's printed and moulded features (a label, a
 * sample well) lie on the edges the photo shows near them, round after round, keeping any anchors where
 * they are: the features lie at both ends of a cassette, so they say its length, turn and perspective
 * where its outline does not stand out, or where a placement fitted to the small reading area's rim puts
 * the body's ends millimetres off. Undefined where too few of the features' edges show. The caller judges
 * the result (rim, features).
 */
export function alignToFeatures(
  image: RgbaImage,
  homography: Homography,
  template: KitTemplate,
  anchors: Anchors = { from: [], to: [] },
): Homography | undefined {
  let current = homography;
  for (const reachMm of ROUND_REACHES_MM) {
    const from: TemplatePoint[] = [];
    const to: ImagePoint[] = [];
    let settled = true;
    for (const feature of template.features) {
      const { places, edges } = featureOutlineEdges(image, current, feature, reachMm);
      const lighter = edges.filter((edge) => edge.sign > 0);
      const darker = edges.filter((edge) => edge.sign < 0);
      // One feature is one colour against the body all round: edges of the other sign are something else.
      const shown = lighter.length > darker.length ? lighter : darker;
      if (shown.length < MIN_SHARE_SHOWN * places) continue;
      for (const edge of shown) {
        if (Math.abs(edge.offsetMm) > SETTLED_MM) settled = false;
        from.push(templatePoint(edge.u, edge.v));
        to.push(
          projectToImage(
            current,
            templatePoint(edge.u + edge.nu * edge.offsetMm, edge.v + edge.nv * edge.offsetMm),
          ),
        );
      }
    }
    if (from.length < MIN_PLACES) return undefined;
    if (settled) break;
    for (let i = 0; i < ANCHOR_WEIGHT; i++) {
      from.push(...anchors.from);
      to.push(...anchors.to);
    }
    const next = homographyFromPoints(from, to);
    if (!next) return undefined;
    current = next;
  }
  return current;
}

/**
 * alignToFeatures keeping the reading area where the placement puts it: for a placement whose rim was
 * found (verified, or snapped onto it), whose body's ends the small rim leaves uncertain.
 */
export function alignToFeaturesKeepingRim(
  image: RgbaImage,
  homography: Homography,
  template: KitTemplate,
): Homography | undefined {
  const corners = rectCorners(readingAreaRect(template));
  return alignToFeatures(image, homography, template, {
    from: corners,
    to: corners.map((corner) => projectToImage(homography, corner)),
  });
}
