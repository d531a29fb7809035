import { describe, expect, it } from 'vitest';
import { covidAgTemplate } from '../../templates';
import {
  homographyFromPoints,
  invertHomography,
  projectToImage,
  projectToTemplate,
  type Homography,
} from '../geometry/homography';
import { imagePoint, type TemplatePoint } from '../geometry/points';
import type { RgbaImage } from '../image/rgba-image';
import { alignToFeatures } from './align-to-features';
import { bodyTemplateCorners } from './body-corners';

const WIDTH = 420;
const HEIGHT = 900;
const BODY = bodyTemplateCorners(covidAgTemplate);
/** The body seen about 20 degrees off square (one end nearer the camera), about 10 pixels per mm. */
const TRUE_CORNERS = [imagePoint(95, 80), imagePoint(335, 88), imagePoint(355, 820), imagePoint(70, 812)];

function placementOf(corners: readonly ReturnType<typeof imagePoint>[]): Homography {
  const homography = homographyFromPoints(BODY, corners);
  if (!homography) throw new Error('degenerate');
  return homography;
}

const TRUTH = placementOf(TRUE_CORNERS);

function inside(point: TemplatePoint, feature: (typeof covidAgTemplate.features)[number]): boolean {
  const { x, y, width, height } = feature.rect;
  if (feature.shape === 'rect')
    return point.x >= x && point.x <= x + width && point.y >= y && point.y <= y + height;
  const dx = (point.x - (x + width / 2)) / (width / 2);
  const dy = (point.y - (y + height / 2)) / (height / 2);
  return dx * dx + dy * dy <= 1;
}

/** The covid-ag body (light) on a mid-grey table, its label and sample well dark, at TRUTH. */
function cassettePhoto({ features = true } = {}): RgbaImage {
  const inverse = invertHomography(TRUTH);
  const data = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      const at = projectToTemplate(inverse, imagePoint(x + 0.5, y + 0.5));
      const onBody =
        at.x >= 0 && at.x <= covidAgTemplate.body.width && at.y >= 0 && at.y <= covidAgTemplate.body.height;
      const onFeature = features && covidAgTemplate.features.some((feature) => inside(at, feature));
      const level = !onBody ? 120 : onFeature ? 70 : 235;
      data.set([level, level, level, 255], (y * WIDTH + x) * 4);
    }
  return { width: WIDTH, height: HEIGHT, data };
}

/** The worst distance (pixels) between a placement's body corners and the true ones. */
function cornerErrorPx(homography: Homography): number {
  return Math.max(
    ...BODY.map((corner, i) => {
      const found = projectToImage(homography, corner);
      const truth = TRUE_CORNERS[i] ?? found;
      return Math.hypot(found.x - truth.x, found.y - truth.y);
    }),
  );
}

/**
 * A placement as a fit to the small window rim gave one (browser-look3 covid-ag good-5063): the body
 * about 9% too narrow and 3% too short, one end 1 mm aside.
 */
const OFF = placementOf([
  imagePoint(108, 102),
  imagePoint(322, 106),
  imagePoint(344, 800),
  imagePoint(82, 796),
]);

describe('alignToFeatures', () => {
  it('moves a placement with its ends millimetres off onto the label and sample well', () => {
    expect(cornerErrorPx(OFF)).toBeGreaterThan(20);
    const aligned = alignToFeatures(cassettePhoto(), OFF, covidAgTemplate);
    expect(aligned).toBeDefined();
    // A few pixels: under half a millimetre at the body's far corners, extrapolated from the features.
    expect(cornerErrorPx(aligned ?? OFF)).toBeLessThan(5);
  });

  it('leaves a placement where no feature shows', () => {
    expect(alignToFeatures(cassettePhoto({ features: false }), OFF, covidAgTemplate)).toBeUndefined();
  });
});
