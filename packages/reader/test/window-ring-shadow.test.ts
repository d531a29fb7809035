import { describe, expect, it } from 'vitest';
import { covidAgTemplate } from '../templates';
import { ringOutlineErrorsMm } from './outline-error';
import { drawScene, type SyntheticScene } from './synthetic-scene';

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
  const nearestMm = (image: typeof lit) => Math.min(Infinity, ...ringOutlineErrorsMm(image, scene));

  it('finds the ring in full light and in the shadow alike', () => {
    expect(nearestMm(lit)).toBeLessThan(1.5);
    expect(nearestMm(shaded)).toBeLessThan(1.5);
  });
});
