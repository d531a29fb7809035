import { describe, expect, it } from 'vitest';
import { covidAgTemplate } from '../templates';
import type { RgbaImage } from '../src/image/rgba-image';
import { seededNormal } from '../src/testing/seeded-noise';
import { ringOutlineErrorsMm } from './outline-error';
import { drawScene, type SyntheticScene } from './synthetic-scene';

/** Grey grain of 16 levels' spread added to every pixel, as a small sensor's noise at a high gain. */
function grainy(image: RgbaImage, seed: number): RgbaImage {
  const normal = seededNormal(seed);
  const data = Uint8ClampedArray.from(image.data);
  for (let i = 0; i < data.length; i += 4) {
    const grain = 16 * normal();
    for (let c = 0; c < 3; c++) data[i + c] = (data[i + c] ?? 0) + grain;
  }
  return { ...image, data };
}

describe('windowCandidates on a grainy photo, the window’s rim about as deep as the grain', () => {
  // A small body of the surface's own colour (2.5 px/mm in the 480 px copy): only its window's rim, 30
  // levels deep and 0.6 mm wide, shows where it is.
  const scene: SyntheticScene = {
    width: 960,
    height: 720,
    template: covidAgTemplate,
    centre: { x: 500, y: 330 },
    pixelsPerMm: 5,
    rotationDeg: 31,
    background: [205, 203, 198],
    colours: { body: [205, 203, 198], window: [212, 210, 205], rim: [175, 173, 168] },
  };
  const clean = drawScene(scene);
  const photos = [605, 1, 2, 3, 4, 5].map((seed) => grainy(clean, seed));
  /** In how many of the grain patterns some ring predicts the body within 2.5 mm. */
  const foundIn = (smoothed: boolean) =>
    photos.filter((photo) => ringOutlineErrorsMm(photo, scene, 480, { smoothed }).some((mm) => mm < 2.5))
      .length;

  it('finds the ring in the plain copy where the grain is left out', () => {
    expect(ringOutlineErrorsMm(clean, scene, 480).some((mm) => mm < 2.5)).toBe(true);
  });

  it('loses it in the grain: the rim breaks into pieces in the black-hat', () => {
    expect(foundIn(false)).toBe(0);
  });

  it('finds it again in the smoothed copy, in 5 of the 6 grain patterns', () => {
    expect(foundIn(true)).toBeGreaterThanOrEqual(5);
  });
});
