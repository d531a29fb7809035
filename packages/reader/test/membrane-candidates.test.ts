import { describe, expect, it } from 'vitest';
import { covidAgTemplate, covidFluComboTemplate } from '../templates';
import type { RgbaImage } from '../src/image/rgba-image';
import { makeWorkingCopy } from '../src/image/working-copy';
import { bodyCornersInImage } from '../src/locate/body-corners';
import { membraneCandidates } from '../src/locate/membrane-candidates';
import { outlineErrorMm } from '../tools/outline-error';
import { ringOutlineErrorsMm } from './outline-error';
import { drawScene, sceneHomography, type SyntheticScene } from './synthetic-scene';

/** How far (mm, worst corner) each outline membraneCandidates predicts lies from the scene's body. */
function membraneOutlineErrorsMm(image: RgbaImage, scene: SyntheticScene): number[] {
  const copy = makeWorkingCopy(image, 480);
  const corners = bodyCornersInImage(sceneHomography(scene), scene.template);
  return membraneCandidates(copy, scene.template)
    .flat()
    .map((outline) => outlineErrorMm(outline, copy, corners, scene.pixelsPerMm));
}

// A body darker than its membrane and no rim of its own: the window is a step from the body to the membrane.
const body = [200, 198, 192] as const;
const scene: SyntheticScene = {
  width: 960,
  height: 720,
  template: covidAgTemplate,
  centre: { x: 470, y: 380 },
  pixelsPerMm: 7,
  rotationDeg: 130,
  background: [120, 110, 100],
  colours: { body, rim: body },
  lineDrops: { C: 0.45, T: 0.2 },
};

describe('membraneCandidates: the window as a light membrane without a dark rim', () => {
  it('predicts the body from a membrane that the ring search does not see', () => {
    const image = drawScene(scene);
    expect(ringOutlineErrorsMm(image, scene).filter((error) => error < 3)).toEqual([]);
    expect(Math.min(...membraneOutlineErrorsMm(image, scene))).toBeLessThan(1.5);
  });

  it('keeps a membrane whole across strong lines, on a longer window too', () => {
    const combo = {
      ...scene,
      template: covidFluComboTemplate,
      lineDrops: { C: 0.5, A: 0.4, B: 0.4, S: 0.4 },
    };
    expect(Math.min(...membraneOutlineErrorsMm(drawScene(combo), combo))).toBeLessThan(1.5);
  });

  it('finds none where the membrane is no lighter than the body around it', () => {
    const flush = { ...scene, colours: { body: [247, 245, 239], rim: [247, 245, 239] } } as const;
    expect(membraneOutlineErrorsMm(drawScene(flush), flush).filter((error) => error < 3)).toEqual([]);
  });

  it('takes a light rectangle only where it is darker all round, on each of its four sides', () => {
    // A window-shaped light card on a dark table (a candidate), and the same card with one end against a
    // patch only 5 grey levels darker, which a threshold splits from it (no candidate: not a recess).
    const card = {
      x: 400,
      y: 360,
      halfLong: 70,
      halfShort: 28,
      angleDeg: 30,
      colour: [246, 246, 246],
    } as const;
    const along = { x: Math.cos(Math.PI / 6), y: Math.sin(Math.PI / 6) };
    const patch = {
      x: 400 + 120 * along.x,
      y: 360 + 120 * along.y,
      halfLong: 50,
      halfShort: 50,
      angleDeg: 30,
      colour: [241, 241, 241],
    } as const;
    const table = { ...scene, device: false, background: [120, 120, 120] } as const;
    const candidates = (clutter: SyntheticScene['clutter']) =>
      membraneCandidates(makeWorkingCopy(drawScene({ ...table, clutter }), 480), covidAgTemplate).length;
    expect(candidates([card])).toBeGreaterThan(0);
    expect(candidates([card, patch])).toBe(0);
  });
});
