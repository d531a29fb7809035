import type { KitTemplate } from '@portal/contract';
import { homographyFromPoints, projectToImage, type Homography } from '../geometry/homography';
import { imagePoint, templatePoint, type TemplatePoint } from '../geometry/points';
import type { RgbaImage } from '../image/rgba-image';
import { sampleGrey } from '../image/sample';
import { makeWorkingCopy, toFullResolution, type WorkingCopy } from '../image/working-copy';
import { edgeBarrier } from './edge-barrier';
import {
  defaultBodyThreshold,
  findBody,
  lightSideThreshold,
  type BodyCandidate,
  type BodySearch,
} from './find-body';
import { templateModel } from './template-model';

/**
 * Shifts of the body threshold tried in turn until a match reaches GOOD_ENOUGH_MATCH. Steps of 10: a light
 * body on a light, shadowed table can merge with it at every shift of a coarser ladder (three A1C photos
 * of 700 were refused so; found at a shift of 5-30).
 */
const THRESHOLD_SHIFTS = [0, 10, -10, 20, -20, 30, -30, 50];
const GOOD_ENOUGH_MATCH = 0.8;
/**
 * With edges as walls, lower thresholds are safe: the surface around the body may pass the whiteness
 * test (a white or light-grey table, paper) and still not merge with it.
 */
const BARRIER_THRESHOLD_SHIFTS = [0, -20, -40, 20];
const LIGHT_SIDE_SHIFTS = [0, -10, 10, -20, 20];

export type DeviceLocation =
  | { readonly found: false; readonly reason: 'not-found' }
  | {
      readonly found: true;
      /** Template millimetres to full-resolution pixels. */
      readonly homography: Homography;
      /** Normalised cross-correlation of the rectified photo with the template's appearance. */
      readonly matchScore: number;
      readonly touchesBorder: boolean;
      readonly areaFraction: number;
    };

function normalisedCrossCorrelation(
  copy: WorkingCopy,
  homography: Homography,
  template: KitTemplate,
): number {
  const model = templateModel(template);
  const grey = { width: copy.width, height: copy.height, data: copy.luminance };
  let n = 0;
  let sumA = 0;
  let sumB = 0;
  let sumAA = 0;
  let sumBB = 0;
  let sumAB = 0;
  for (const { u, v, expected } of model.points) {
    const full = projectToImage(homography, templatePoint(u, v));
    const observed = sampleGrey(grey, (full.x + 0.5) / copy.factor - 0.5, (full.y + 0.5) / copy.factor - 0.5);
    if (!Number.isFinite(observed)) continue;
    n++;
    sumA += expected;
    sumB += observed;
    sumAA += expected * expected;
    sumBB += observed * observed;
    sumAB += expected * observed;
  }
  if (n < model.points.length * 0.5) return 0;
  const covariance = sumAB / n - (sumA / n) * (sumB / n);
  const varianceA = sumAA / n - (sumA / n) ** 2;
  const varianceB = sumBB / n - (sumB / n) ** 2;
  return varianceA > 0 && varianceB > 0 ? covariance / Math.sqrt(varianceA * varianceB) : 0;
}

/** Finds the device body, then picks the orientation that best matches the template's appearance. */
export function locateDevice(image: RgbaImage, template: KitTemplate, workingLongSide = 480): DeviceLocation {
  const copy = makeWorkingCopy(image, workingLongSide);
  const { width, height } = template.body;
  const expectedAspect = Math.max(width, height) / Math.min(width, height);
  let best: DeviceLocation = { found: false, reason: 'not-found' };
  const tryBody = (search: BodySearch): boolean => {
    const body = findBody(copy, expectedAspect, search);
    if (!body) return false;
    const candidate = verifyBody(copy, body, template);
    if (candidate.found && (!best.found || candidate.matchScore > best.matchScore)) best = candidate;
    return best.found && best.matchScore >= GOOD_ENOUGH_MATCH;
  };
  // A shadow edge or a light surface can move the best threshold: try a few, keep the best-verified match.
  const base = defaultBodyThreshold(copy);
  for (const shift of THRESHOLD_SHIFTS) if (tryBody({ base, shift })) return best;
  // A light body on a light table: split the light pixels again, then let edges keep body and table apart.
  const lightSide = lightSideThreshold(copy, base);
  for (const shift of LIGHT_SIDE_SHIFTS) if (tryBody({ base: lightSide, shift })) return best;
  const barrier = edgeBarrier(copy);
  for (const shift of BARRIER_THRESHOLD_SHIFTS) {
    if (tryBody({ base: lightSide, shift, barrier })) return best;
    if (tryBody({ base, shift, barrier })) return best;
  }
  return best;
}

function verifyBody(copy: WorkingCopy, body: BodyCandidate, template: KitTemplate): DeviceLocation {
  const [c0, c1, c2, c3] = body.corners.map((corner) => {
    const full = toFullResolution(copy, corner.x, corner.y);
    return imagePoint(full.x, full.y);
  }) as [
    ReturnType<typeof imagePoint>,
    ReturnType<typeof imagePoint>,
    ReturnType<typeof imagePoint>,
    ReturnType<typeof imagePoint>,
  ];
  const templateCorners = bodyTemplateCorners(template);
  const orderings = [
    [c1, c0, c3, c2],
    [c3, c2, c1, c0],
  ];
  let best: { homography: Homography; score: number } | undefined;
  for (const ordering of orderings) {
    const homography = homographyFromPoints(templateCorners, ordering);
    if (!homography) continue;
    const score = normalisedCrossCorrelation(copy, homography, template);
    if (!best || score > best.score) best = { homography, score };
  }
  if (!best) return { found: false, reason: 'not-found' };
  return {
    found: true,
    homography: best.homography,
    matchScore: best.score,
    touchesBorder: body.touchesBorder,
    areaFraction: body.areaFraction,
  };
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
  const { width, height } = template.body;
  return [
    templatePoint(0, 0),
    templatePoint(width, 0),
    templatePoint(width, height),
    templatePoint(0, height),
  ].map((corner) => projectToImage(homography, corner));
}
