import { describe, expect, it } from 'vitest';
import { covidAgTemplate } from '../../templates';
import { poseHomography } from '../../tools/render/pose';
import {
  homographyFromPoints,
  invertHomography,
  pixelsPerMillimetre,
  projectToImage,
  projectToTemplate,
  viewingTiltDegrees,
} from './homography';
import { imagePoint, templatePoint } from './points';

describe('homography', () => {
  const from = [templatePoint(0, 0), templatePoint(22, 0), templatePoint(22, 72), templatePoint(0, 72)];
  const to = [imagePoint(100, 50), imagePoint(320, 80), imagePoint(290, 800), imagePoint(60, 760)];

  it('maps the four correspondences exactly and inverts', () => {
    const h = homographyFromPoints(from, to);
    if (!h) throw new Error('degenerate');
    from.forEach((point, i) => {
      const projected = projectToImage(h, point);
      expect(projected.x).toBeCloseTo(to[i]?.x ?? Number.NaN, 6);
      expect(projected.y).toBeCloseTo(to[i]?.y ?? Number.NaN, 6);
    });
    const back = projectToTemplate(invertHomography(h), projectToImage(h, templatePoint(7.5, 33)));
    expect(back.x).toBeCloseTo(7.5, 6);
    expect(back.y).toBeCloseTo(33, 6);
  });

  it('reports the local scale and refuses degenerate input', () => {
    const scale = homographyFromPoints(
      from,
      from.map((p) => imagePoint(p.x * 10, p.y * 10)),
    );
    if (!scale) throw new Error('degenerate');
    expect(pixelsPerMillimetre(scale, templatePoint(5, 5))).toBeCloseTo(10, 6);
    expect(
      homographyFromPoints(
        from,
        from.map(() => imagePoint(1, 1)),
      ),
    ).toBeUndefined();
  });

  it('recovers the viewing tilt of a pinhole pose, whatever the rotation', () => {
    for (const [tiltXDeg, tiltYDeg, rotationDeg] of [
      [0, 0, 30],
      [30, 0, 0],
      [0, 45, 90],
      [20, 20, 200],
      [-50, 10, 15],
    ] as const) {
      const pose = { centreX: 1000, centreY: 750, pixelsPerMm: 12, rotationDeg, tiltXDeg, tiltYDeg };
      const h = poseHomography(pose, covidAgTemplate);
      const expected =
        (Math.acos(Math.cos((tiltXDeg * Math.PI) / 180) * Math.cos((tiltYDeg * Math.PI) / 180)) * 180) /
        Math.PI;
      expect(viewingTiltDegrees(h, templatePoint(11, 36))).toBeCloseTo(expected, -0.5);
    }
  });
});
