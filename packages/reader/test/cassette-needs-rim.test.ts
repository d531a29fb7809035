import { describe, expect, it } from 'vitest';
import { covidAgTemplate } from '../templates';
import { locateDevice } from '../src/locate/locate-device';
import { readKit } from '../src/read-kit';
import { drawScene, type SyntheticScene } from './synthetic-scene';

describe('a cassette verdict needs the window’s rim where the location puts it', () => {
  const scene: SyntheticScene = {
    width: 960,
    height: 720,
    template: covidAgTemplate,
    centre: { x: 480, y: 360 },
    pixelsPerMm: 8,
    rotationDeg: 20,
    background: [90, 80, 70],
  };
  const image = drawScene(scene);
  const location = locateDevice(image, covidAgTemplate);

  it('reads the photo where the rim was located', () => {
    expect(location).toMatchObject({ found: true, verified: true, scores: { rimVerified: 1 } });
    expect(readKit(image, covidAgTemplate, { location }).status).toBe('read');
  });

  it('refuses the same placement when only the appearance vouched for it', () => {
    if (!location.found) throw new Error('not found');
    const byAppearance = { ...location, scores: { ...location.scores, rimVerified: 0 } };
    const result = readKit(image, covidAgTemplate, { location: byAppearance });
    expect(result.status).toBe('refused');
    expect(result.refusal?.flags).toEqual(['unverified-match']);
  });
});
