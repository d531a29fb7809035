import { describe, expect, it } from 'vitest';
import { covidAgTemplate } from '../templates';
import { projectToImage } from '../src/geometry/homography';
import { templatePoint } from '../src/geometry/points';
import { makeWorkingCopy } from '../src/image/working-copy';
import { windowCandidates } from '../src/locate/window-candidates';
import { outlineErrorMm } from './outline-error';
import { drawScene, sceneHomography, type SyntheticScene } from './synthetic-scene';

describe('windowCandidates in deep shadow', () => {
  const template = covidAgTemplate;
  // A body of the surface's colour, its rim 45 grey levels darker in full light.
  const scene: SyntheticScene = {
    width: 960,
    height: 720,
    template,
    centre: { x: 500, y: 340 },
    pixelsPerMm: 7,
    rotationDeg: -35,
    background: [220, 220, 215],
    colours: { body: [220, 220, 215], rim: [175, 175, 172] },
  };
  const lit = drawScene(scene);
  // The whole scene under a shadow that keeps a quarter of the light: the rim is 11 levels darker.
  const shaded = { ...lit, data: lit.data.map((value, i) => (i % 4 === 3 ? value : value * 0.25)) };
  const h = sceneHomography(scene);
  const { width, height } = template.body;
  const bodyCorners = [
    templatePoint(0, 0),
    templatePoint(width, 0),
    templatePoint(width, height),
    templatePoint(0, height),
  ].map((corner) => projectToImage(h, corner));
  const nearestMm = (image: typeof lit) => {
    const copy = makeWorkingCopy(image, 480);
    const errors = windowCandidates(copy, template)
      .flat()
      .map((candidate) => outlineErrorMm(candidate, copy, bodyCorners, scene.pixelsPerMm));
    return errors.length > 0 ? Math.min(...errors) : Number.POSITIVE_INFINITY;
  };

  it('finds the ring in full light and in the shadow alike', () => {
    expect(nearestMm(lit)).toBeLessThan(1.5);
    expect(nearestMm(shaded)).toBeLessThan(1.5);
  });
});
