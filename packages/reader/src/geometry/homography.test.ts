import { describe, expect, it } from 'vitest';
import { covidAgTemplate } from '../../templates';
import { poseHomography } from '../../tools/render/pose';
import {
  affineFromPoints,
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

describe('affineFromPoints', () => {
  const display = [templatePoint(8, 10), templatePoint(48, 10), templatePoint(48, 34), templatePoint(8, 34)];
  // A turn of 30 degrees, 9 px/mm and a shift: an affine map the fit must recover exactly.
  const turned = (p: { x: number; y: number }) =>
    imagePoint(
      400 + 9 * (p.x * Math.cos(Math.PI / 6) - p.y * Math.sin(Math.PI / 6)),
      200 + 9 * (p.x * Math.sin(Math.PI / 6) + p.y * Math.cos(Math.PI / 6)),
    );

  it('recovers an affine map and extrapolates it to points far from the four', () => {
    const affine = affineFromPoints(display, display.map(turned));
    if (!affine) throw new Error('degenerate');
    const far = projectToImage(affine, templatePoint(0, 96));
    expect(far.x).toBeCloseTo(turned({ x: 0, y: 96 }).x, 6);
    expect(far.y).toBeCloseTo(turned({ x: 0, y: 96 }).y, 6);
  });

  it('moves a far point by about as much as the corners move, where the homography swings it', () => {
    // One display corner 1 px (0.11 mm) off: the least-squares affine map spreads it, the homography
    // through the same four points bends its perspective to it.
    const found = display.map(turned).map((p, i) => (i === 2 ? imagePoint(p.x + 1, p.y) : p));
    const affine = affineFromPoints(display, found);
    const homography = homographyFromPoints(display, found);
    if (!affine || !homography) throw new Error('degenerate');
    const truth = turned({ x: 0, y: 96 });
    const offBy = (h: NonNullable<typeof affine>) => {
      const p = projectToImage(h, templatePoint(0, 96));
      return Math.hypot(p.x - truth.x, p.y - truth.y);
    };
    expect(offBy(affine)).toBeLessThan(3);
    expect(offBy(homography)).toBeGreaterThan(2 * offBy(affine));
  });

  it('is undefined for points on one line', () => {
    const line = [templatePoint(0, 0), templatePoint(1, 1), templatePoint(2, 2)];
    expect(affineFromPoints(line, line.map(turned))).toBeUndefined();
  });
});
