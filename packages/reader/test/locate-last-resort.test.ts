import { describe, expect, it } from 'vitest';
import type { KitTemplate } from '@portal/contract';
import { a1cAnalyzerTemplate, covidAgTemplate, covidFluComboTemplate } from '../templates';
import { homographyFromPoints, projectToImage, type Homography } from '../src/geometry/homography';
import { templatePoint } from '../src/geometry/points';
import { makeWorkingCopy } from '../src/image/working-copy';
import { bodyEdgesShow } from '../src/locate/body-edges';
import { contrastCandidates } from '../src/locate/contrast-candidates';
import type { BodyCandidate } from '../src/locate/find-body';
import { windowCandidates } from '../src/locate/window-candidates';
import { drawScene, sceneHomography, type SyntheticScene } from './synthetic-scene';

function scene(template: KitTemplate, overrides: Partial<SyntheticScene> = {}): SyntheticScene {
  return {
    width: 640,
    height: 480,
    template,
    centre: { x: 320, y: 240 },
    pixelsPerMm: 4.4,
    rotationDeg: 35,
    background: [214, 214, 210],
    ...overrides,
  };
}

/** The body's corners in working-copy pixels (factor 2 for a 640-wide photo). */
function workingCorners(h: Homography, template: KitTemplate) {
  const { width, height } = template.body;
  return [
    [0, 0],
    [width, 0],
    [width, height],
    [0, height],
  ].map(([u, v]) => {
    const full = projectToImage(h, templatePoint(u ?? 0, v ?? 0));
    return { x: (full.x + 0.5) / 2 - 0.5, y: (full.y + 0.5) / 2 - 0.5 };
  });
}

/** Largest distance (working px) from each true corner to the candidate's nearest corner. */
function cornerError(candidate: BodyCandidate, truth: readonly { x: number; y: number }[]): number {
  return Math.max(
    ...truth.map((t) => Math.min(...candidate.corners.map((c) => Math.hypot(c.x - t.x, c.y - t.y)))),
  );
}

describe('windowCandidates', () => {
  it.each([
    ['covid-ag', covidAgTemplate, 35],
    ['covid-flu-combo', covidFluComboTemplate, 200],
    ['a1c-analyzer', a1cAnalyzerTemplate, 100],
  ])(
    'predicts the %s body from its reading area’s dark rim, on a surface of the body’s colour',
    (_, template, rotationDeg) => {
      const truth = scene(template, {
        rotationDeg,
        pixelsPerMm: template.kind === 'cassette' ? 4.4 : 3.4,
        // The body is the surface's colour: no outline of its own to threshold.
        background: [240, 240, 236],
        colours: { body: [240, 240, 236], rim: [90, 90, 90] },
      });
      const copy = makeWorkingCopy(drawScene(truth), 480);
      const candidates = windowCandidates(copy, template).flat();
      const corners = workingCorners(sceneHomography(truth), template);
      // One half-turn lands on the body within about a millimetre (2.2 working px per mm).
      expect(Math.min(...candidates.map((c) => cornerError(c, corners)))).toBeLessThan(4);
    },
  );

  it('finds nothing on a plain surface with a filled dark card (no ring)', () => {
    const truth = scene(covidAgTemplate, {
      device: false,
      clutter: [{ x: 300, y: 240, halfLong: 40, halfShort: 16, angleDeg: 20, colour: [60, 60, 60] }],
    });
    expect(windowCandidates(makeWorkingCopy(drawScene(truth), 480), covidAgTemplate)).toEqual([]);
  });
});

describe('contrastCandidates', () => {
  it('outlines a light body on a darker surface', () => {
    const truth = scene(covidFluComboTemplate, { rotationDeg: 70, background: [150, 140, 130] });
    const copy = makeWorkingCopy(drawScene(truth), 480);
    const { width, height } = covidFluComboTemplate.body;
    const candidates = contrastCandidates(copy, height / width);
    const corners = workingCorners(sceneHomography(truth), covidFluComboTemplate);
    expect(Math.min(...candidates.map((c) => cornerError(c, corners)))).toBeLessThan(4);
  });

  it('gives no outline on a plain surface', () => {
    const truth = scene(covidAgTemplate, { device: false });
    const { width, height } = covidAgTemplate.body;
    expect(contrastCandidates(makeWorkingCopy(drawScene(truth), 480), height / width)).toEqual([]);
  });
});

describe('bodyEdgesShow', () => {
  const template = covidFluComboTemplate;
  const truth = scene(template, { rotationDeg: 200, background: [200, 200, 196] });
  const image = drawScene(truth);
  const h = sceneHomography(truth);
  const { width, height } = template.body;
  const templateCorners = [
    templatePoint(0, 0),
    templatePoint(width, 0),
    templatePoint(width, height),
    templatePoint(0, height),
  ];
  const imageCorners = templateCorners.map((c) => projectToImage(h, c));

  it('sees the body’s outline where the true homography puts it', () => {
    expect(bodyEdgesShow(image, h, template)).toBe(true);
  });

  it('does not see it for a body moved 6 mm along its axis', () => {
    const [c0, c1, c2, c3] = imageCorners as [(typeof imageCorners)[0], ...typeof imageCorners];
    const along = { x: ((c3?.x ?? 0) - c0.x) / height, y: ((c3?.y ?? 0) - c0.y) / height };
    const moved = homographyFromPoints(
      templateCorners,
      [c0, c1, c2, c3].map((c) => ({ x: (c?.x ?? 0) + 6 * along.x, y: (c?.y ?? 0) + 6 * along.y })) as never,
    );
    if (!moved) throw new Error('degenerate');
    expect(bodyEdgesShow(image, moved, template)).toBe(false);
  });
});
