import { describe, expect, it } from 'vitest';
import type { KitTemplate } from '@portal/contract';
import { a1cAnalyzerTemplate, covidAgTemplate, covidFluComboTemplate } from '../templates';
import { projectToImage, type Homography } from '../src/geometry/homography';
import { templatePoint } from '../src/geometry/points';
import { locateLive } from '../src/quality/live-locate';
import { readingAreaRect } from '../src/template/reading-area';
import { drawScene, sceneHomography, type SyntheticScene } from './synthetic-scene';

function scene(template: KitTemplate, overrides: Partial<SyntheticScene> = {}): SyntheticScene {
  return {
    width: 640,
    height: 480,
    template,
    centre: { x: 320, y: 240 },
    pixelsPerMm: template.kind === 'cassette' ? 3.5 : 3,
    rotationDeg: 30,
    background: [120, 105, 90],
    ...overrides,
  };
}

/** The reading area's corners as a homography puts them. */
function readingCorners(h: Homography, template: KitTemplate) {
  const { x, y, width, height } = readingAreaRect(template);
  return [
    [x, y],
    [x + width, y],
    [x + width, y + height],
    [x, y + height],
  ].map(([u = 0, v = 0]) => projectToImage(h, templatePoint(u, v)));
}

describe('locateLive', () => {
  it.each([covidAgTemplate, covidFluComboTemplate, a1cAnalyzerTemplate])(
    "finds $id on a preview frame and verifies its reading area's rim where it is",
    (template) => {
      const truth = scene(template);
      const { location } = locateLive(drawScene(truth), template);
      expect(location?.verified).toBe(true);
      expect(location?.rimSides).toBe(4);
      const found = readingCorners(location?.homography ?? sceneHomography(truth), template);
      const expected = readingCorners(sceneHomography(truth), template);
      for (const [i, corner] of found.entries()) {
        const want = expected[i] ?? corner;
        // Either 180-degree orientation: the window's place tells them apart.
        expect(Math.hypot(corner.x - want.x, corner.y - want.y)).toBeLessThan(1.5);
      }
    },
  );

  it('does not verify a body of the right shape without a reading area', () => {
    const plain = scene(covidAgTemplate, {
      colours: {
        window: [236, 236, 232],
        rim: [236, 236, 232],
        feature: [236, 236, 232],
        mark: [236, 236, 232],
      },
      background: [90, 80, 70],
    });
    const search = locateLive(drawScene(plain), covidAgTemplate);
    expect(search.bodies.length).toBeGreaterThan(0);
    expect(search.location?.verified).toBe(false);
  });

  it('finds nothing on an empty table', () => {
    const search = locateLive(drawScene(scene(covidAgTemplate, { device: false })), covidAgTemplate);
    expect(search.bodies).toEqual([]);
    expect(search.location).toBeUndefined();
  });
});
