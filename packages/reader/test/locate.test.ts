import { describe, expect, it } from 'vitest';
import type { KitTemplate } from '@portal/contract';
import { a1cAnalyzerTemplate, covidAgTemplate, covidFluComboTemplate } from '../templates';
import { homographyFromPoints, projectToImage, type Homography } from '../src/geometry/homography';
import { imagePoint, templatePoint, type ImagePoint } from '../src/geometry/points';
import { locateDevice } from '../src/locate/locate-device';
import { refineOutline, type Quad } from '../src/locate/refine-outline';
import { rimEvidence } from '../src/locate/rim-evidence';
import { judgeRim, rimRuleFor } from '../src/locate/verify-rim';
import { readKit } from '../src/read-kit';
import { readingAreaRect } from '../src/template/reading-area';
import { drawScene, sceneHomography, type SyntheticScene } from './synthetic-scene';

const LIGHT_GREY: SyntheticScene['background'] = [214, 214, 210];
/** Another maker's look: a cream body, a purple label, a darker rim; nothing like the template's colours. */
const OTHER_LOOK: SyntheticScene['colours'] = {
  body: [236, 226, 204],
  feature: [110, 60, 150],
  rim: [170, 160, 140],
};

function scene(template: KitTemplate, overrides: Partial<SyntheticScene> = {}): SyntheticScene {
  return {
    width: 640,
    height: 480,
    template,
    centre: { x: 330, y: 240 },
    pixelsPerMm: 4.2,
    rotationDeg: 0,
    background: LIGHT_GREY,
    ...overrides,
  };
}

function bodyCorners(h: Homography, template: KitTemplate): ImagePoint[] {
  const { width, height } = template.body;
  return [
    [0, 0],
    [width, 0],
    [width, height],
    [0, height],
  ].map(([u, v]) => projectToImage(h, templatePoint(u ?? 0, v ?? 0)));
}

/** Largest distance (mm) between the located and the true body corners. */
function cornerErrorMm(found: Homography, truth: SyntheticScene): number {
  const expected = bodyCorners(sceneHomography(truth), truth.template);
  const actual = bodyCorners(found, truth.template);
  return (
    Math.max(...expected.map((e, i) => Math.hypot(e.x - (actual[i]?.x ?? 0), e.y - (actual[i]?.y ?? 0)))) /
    truth.pixelsPerMm
  );
}

describe('refineOutline', () => {
  it.each([
    ['a light-grey table', LIGHT_GREY],
    ['a white table (body darker than the surface)', [252, 252, 250] as const],
  ])('refits a body rotated by 130 degrees on %s to its edges', (_, background) => {
    const truth = scene(covidAgTemplate, { rotationDeg: 130, background, colours: OTHER_LOOK });
    const image = drawScene(truth);
    const corners = bodyCorners(sceneHomography(truth), covidAgTemplate);
    // The working copy's outline: off by up to 3 px, askew.
    const offsets = [
      [3, -2],
      [-2, 3],
      [2, 2],
      [-3, -1],
    ];
    const rough = corners.map((c, i) =>
      imagePoint(c.x + (offsets[i]?.[0] ?? 0), c.y + (offsets[i]?.[1] ?? 0)),
    ) as unknown as Quad;
    const refined = refineOutline(image, rough, 6);
    // Rounded corners: the refitted sides meet where the square corners would be.
    for (const [i, corner] of corners.entries()) {
      const r = refined[i] as ImagePoint;
      expect(Math.hypot(r.x - corner.x, r.y - corner.y)).toBeLessThan(0.8);
    }
  });
});

describe('rim verification', () => {
  const truth = scene(covidFluComboTemplate, { rotationDeg: 200, colours: OTHER_LOOK, pixelsPerMm: 5 });
  const image = drawScene(truth);
  const rule = rimRuleFor(covidFluComboTemplate);
  const rect = readingAreaRect(covidFluComboTemplate);
  const corners = bodyCorners(sceneHomography(truth), covidFluComboTemplate);
  const templateCorners = [
    templatePoint(0, 0),
    templatePoint(covidFluComboTemplate.body.width, 0),
    templatePoint(covidFluComboTemplate.body.width, covidFluComboTemplate.body.height),
    templatePoint(0, covidFluComboTemplate.body.height),
  ];

  it('finds the window rim on all four sides where the template puts it', () => {
    const verdict = judgeRim(rimEvidence(image, sceneHomography(truth), rect, rule), rule);
    expect(verdict.verified).toBe(true);
    expect(verdict.passing).toBe(4);
  });

  it('refuses the same outline turned by 180 degrees (the window is off-centre along the body)', () => {
    const [c0, c1, c2, c3] = corners as [ImagePoint, ImagePoint, ImagePoint, ImagePoint];
    const flipped = homographyFromPoints(templateCorners, [c2, c3, c0, c1]);
    if (!flipped) throw new Error('degenerate');
    const verdict = judgeRim(rimEvidence(image, flipped, rect, rule), rule);
    expect(verdict.verified).toBe(false);
  });

  it('refuses an outline shifted by 3 mm along the body', () => {
    const along = {
      x: ((corners[3]?.x ?? 0) - (corners[0]?.x ?? 0)) / covidFluComboTemplate.body.height,
      y: ((corners[3]?.y ?? 0) - (corners[0]?.y ?? 0)) / covidFluComboTemplate.body.height,
    };
    const shifted = homographyFromPoints(
      templateCorners,
      corners.map((c) => imagePoint(c.x + 3 * along.x, c.y + 3 * along.y)),
    );
    if (!shifted) throw new Error('degenerate');
    expect(judgeRim(rimEvidence(image, shifted, rect, rule), rule).verified).toBe(false);
  });
});

describe('locateDevice', () => {
  it.each([
    ['covid-ag, 160 degrees, on a table of its own colour', covidAgTemplate, 160, [236, 232, 222] as const],
    ['covid-flu-combo, 250 degrees, perspective, light grey', covidFluComboTemplate, 250, LIGHT_GREY],
    ['a1c-analyzer, 100 degrees, near-white', a1cAnalyzerTemplate, 100, [246, 246, 244] as const],
  ])(
    'finds and verifies %s in another maker’s colours, beside a blank card',
    (_, template, rotationDeg, background) => {
      const truth = scene(template, {
        rotationDeg,
        background,
        colours:
          template.kind === 'cassette' ? OTHER_LOOK : { body: [226, 228, 232], feature: [40, 90, 160] },
        pixelsPerMm: template.kind === 'cassette' ? 4.6 : 3.4,
        centre: { x: 250, y: 240 },
        perspective: template === covidFluComboTemplate ? 0.12 : 0,
        // A blank card of the body's colour and nearly its shape: not the device.
        clutter: [{ x: 520, y: 240, halfLong: 110, halfShort: 36, angleDeg: 80, colour: [244, 244, 240] }],
      });
      const location = locateDevice(drawScene(truth), template);
      if (!location.found) throw new Error('not found');
      expect(location.verified).toBe(true);
      expect(location.scores.rimSides).toBe(4);
      expect(cornerErrorMm(location.homography, truth)).toBeLessThan(0.8);
    },
  );

  it('gives no verdict on a blank card of the body’s shape and colour (nothing verifies)', () => {
    const blank = scene(covidAgTemplate, {
      device: false,
      clutter: [{ x: 320, y: 240, halfLong: 151, halfShort: 46, angleDeg: 30, colour: [244, 244, 240] }],
    });
    const result = readKit(drawScene(blank), covidAgTemplate);
    expect(result.status).toBe('refused');
    expect(result.refusal?.flags[0]).toMatch(/not-found|unverified-match/);
  });
});
