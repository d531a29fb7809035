import { describe, expect, it } from 'vitest';
import { covidAgTemplate } from '../templates';
import { invertHomography, projectToTemplate } from '../src/geometry/homography';
import { imagePoint } from '../src/geometry/points';
import type { RgbaImage } from '../src/image/rgba-image';
import { WINDOW_RIM_MM } from '../src/template/appearance';
import { ringOutlineErrorsMm } from './outline-error';
import { drawScene, sceneHomography, type SyntheticScene } from './synthetic-scene';

/** Dark marks printed against the window rim's outer edge along one long side (letters set too close). */
function printMarksAgainstRim(image: RgbaImage, scene: SyntheticScene): void {
  const { x, y, height } = covidAgTemplate.window.rect;
  const rimOuter = x - WINDOW_RIM_MM;
  const inverse = invertHomography(sceneHomography(scene));
  for (let py = 0; py < image.height; py++)
    for (let px = 0; px < image.width; px++) {
      const t = projectToTemplate(inverse, imagePoint(px, py));
      const beside = t.x > rimOuter - 1.6 && t.x <= rimOuter + 0.1;
      // Marks 1.2 mm long every 2.5 mm along the side.
      const alongSide = t.y > y && t.y < y + height && (t.y - y) % 2.5 < 1.2;
      if (!beside || !alongSide) continue;
      const i = (py * image.width + px) * 4;
      image.data[i] = image.data[i + 1] = image.data[i + 2] = 70;
    }
}

describe('windowCandidates with marks printed against the rim', () => {
  const template = covidAgTemplate;
  // A body of the surface's own colour: only its window's rim shows where it is.
  const scene: SyntheticScene = {
    width: 960,
    height: 720,
    template,
    centre: { x: 470, y: 350 },
    pixelsPerMm: 7,
    rotationDeg: 25,
    background: [232, 226, 214],
    colours: { body: [232, 226, 214], rim: [90, 90, 90] },
  };
  const image = drawScene(scene);
  printMarksAgainstRim(image, scene);

  it('finds the ring inside the marks and predicts the body from it', () => {
    const errorsMm = ringOutlineErrorsMm(image, scene);
    expect(errorsMm.length).toBeGreaterThan(0);
    expect(Math.min(...errorsMm)).toBeLessThan(1.5);
  });
});
