import { describe, expect, it } from 'vitest';
import { a1cAnalyzerTemplate } from '../templates';
import { homographyFromPoints, projectToImage } from '../src/geometry/homography';
import { templatePoint } from '../src/geometry/points';
import { bodyTemplateCorners } from '../src/locate/body-corners';
import { properHomography } from '../src/locate/proper-homography';
import { sceneHomography, type SyntheticScene } from './synthetic-scene';

describe('properHomography', () => {
  const truth: SyntheticScene = {
    width: 640,
    height: 480,
    template: a1cAnalyzerTemplate,
    centre: { x: 320, y: 240 },
    pixelsPerMm: 3.4,
    rotationDeg: 100,
    background: [240, 240, 236],
  };
  const h = sceneHomography(truth);
  const corners = bodyTemplateCorners(a1cAnalyzerTemplate);
  const imageCorners = corners.map((c) => projectToImage(h, c));
  // An outline with each end's corners swapped: the analyzer's mirror image, its display in place.
  const [a, b, c, d] = imageCorners as [(typeof imageCorners)[0], ...typeof imageCorners];
  const mirroredQuad = [b, a, d, c].map((p) => p ?? a);
  const worstErrorMm = (found: ReturnType<typeof homographyFromPoints>) => {
    if (!found) throw new Error('degenerate');
    const { width, height } = a1cAnalyzerTemplate.body;
    return Math.max(
      ...[templatePoint(0, 0), templatePoint(width, 0), templatePoint(0, height)].map((p) => {
        const at = projectToImage(found, p);
        const expected = projectToImage(h, p);
        return Math.hypot(at.x - expected.x, at.y - expected.y) / truth.pixelsPerMm;
      }),
    );
  };

  it('the plain fit of the swapped outline is the mirror image (the danger)', () => {
    expect(worstErrorMm(homographyFromPoints(corners, mirroredQuad))).toBeGreaterThan(20);
  });

  it('takes the swapped outline the right way round', () => {
    expect(worstErrorMm(properHomography(corners, mirroredQuad)?.homography)).toBeLessThan(0.01);
  });

  it('keeps an outline that already winds the right way', () => {
    expect(worstErrorMm(properHomography(corners, imageCorners)?.homography)).toBeLessThan(0.01);
  });
});
