import { describe, expect, it } from 'vitest';
import { covidAgTemplate } from '../templates';
import { projectToImage } from '../src/geometry/homography';
import { templatePoint } from '../src/geometry/points';
import type { DeviceLocation } from '../src/locate/device-location';
import { scaleLocation } from '../src/locate/scale-location';
import { sceneHomography } from './synthetic-scene';

describe('scaleLocation', () => {
  const homography = sceneHomography({
    width: 800,
    height: 600,
    template: covidAgTemplate,
    centre: { x: 400, y: 300 },
    pixelsPerMm: 5,
    rotationDeg: 140,
    perspective: 0.15,
    background: [200, 200, 200],
  });
  const location: DeviceLocation = {
    found: true,
    homography,
    matchScore: 0.9,
    verified: true,
    scores: {},
    touchesBorder: false,
    areaFraction: 0.2,
  };

  it('puts every template point where the half-size copy had it, in full-size pixels', () => {
    const scaled = scaleLocation(location, 2);
    if (!scaled.found) throw new Error('lost');
    for (const [u, v] of [
      [0, 0],
      [22, 0],
      [11, 36],
      [22, 72],
    ] as const) {
      const half = projectToImage(homography, templatePoint(u, v));
      const full = projectToImage(scaled.homography, templatePoint(u, v));
      expect(full.x).toBeCloseTo((half.x + 0.5) * 2 - 0.5, 9);
      expect(full.y).toBeCloseTo((half.y + 0.5) * 2 - 0.5, 9);
    }
  });

  it('keeps the verdicts of the search', () => {
    expect(scaleLocation(location, 2)).toMatchObject({ verified: true, matchScore: 0.9 });
    expect(scaleLocation({ found: false, reason: 'not-found' }, 2)).toEqual({
      found: false,
      reason: 'not-found',
    });
  });
});
