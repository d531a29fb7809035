import { describe, expect, it } from 'vitest';
import type { KitTemplate } from '@portal/contract';
import { a1cAnalyzerTemplate, covidAgTemplate } from '../templates';
import { homographyFromPoints, projectToImage, type Homography } from '../src/geometry/homography';
import { imagePoint, templatePoint } from '../src/geometry/points';
import type { RgbaImage } from '../src/image/rgba-image';
import { liveGates } from '../src/quality/live-gates';
import { readingAreaRect } from '../src/template/reading-area';
import { boxBlurred, drawScene, sceneHomography, type SyntheticScene } from './synthetic-scene';

const COS_48 = Math.cos((48 * Math.PI) / 180);

function scene(template: KitTemplate, overrides: Partial<SyntheticScene> = {}): SyntheticScene {
  return {
    width: 640,
    height: 480,
    template,
    centre: { x: 320, y: 240 },
    pixelsPerMm: template.kind === 'cassette' ? 5 : 4,
    rotationDeg: 0,
    background: [120, 110, 100],
    // A membrane a little under white, as photos show it (the template's own is at the exposure limit).
    colours: { window: [215, 212, 204] },
    ...overrides,
  };
}

function scaled(image: RgbaImage, factor: number): RgbaImage {
  return { ...image, data: image.data.map((value, i) => (i % 4 === 3 ? value : value * factor)) };
}

/** A bright spot (a highlight) over the reading area's middle. */
function withGlare(image: RgbaImage, homography: Homography, template: KitTemplate): RgbaImage {
  const rect = readingAreaRect(template);
  const centre = projectToImage(homography, templatePoint(rect.x + rect.width / 2, rect.y + rect.height / 2));
  const data = image.data.slice();
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++)
      if (Math.hypot(x - centre.x, y - centre.y) < 8)
        for (let c = 0; c < 3; c++) data[(y * image.width + x) * 4 + c] = 255;
  return { ...image, data };
}

/** Each pixel's colour times `factor` of its position: a shadow's edge, a gradient of light. */
function lit(image: RgbaImage, factor: (x: number, y: number) => number): RgbaImage {
  const data = image.data.slice();
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++)
      for (let c = 0; c < 3; c++) {
        const i = (y * image.width + x) * 4 + c;
        data[i] = (data[i] ?? 0) * factor(x, y);
      }
  return { ...image, data };
}

describe('liveGates', () => {
  const truth = scene(covidAgTemplate);
  const image = drawScene(truth);
  const homography = sceneHomography(truth);

  it("passes a sharp, lit cassette whose photo has 10 px/mm, and judges the size in the photo's pixels", () => {
    const gates = liveGates(image, covidAgTemplate, homography, 2, false);
    expect(gates.flags).toEqual([]);
    expect(gates.metrics.previewPixelsPerMm).toBeCloseTo(5, 1);
    expect(gates.metrics.pixelsPerMm).toBeCloseTo(10, 1);
    // The preview itself as the photo: 5 px/mm is under a cassette's 8.
    expect(liveGates(image, covidAgTemplate, homography, 1, false).flags).toEqual(['too-small']);
  });

  it("keeps readKit's own minimum for an analyzer", () => {
    const analyzer = scene(a1cAnalyzerTemplate);
    const gates = liveGates(drawScene(analyzer), a1cAnalyzerTemplate, sceneHomography(analyzer), 1, false);
    expect(gates.flags).toEqual([]);
  });

  it('flags a body running off the frame first, then its size', () => {
    const off = scene(covidAgTemplate, { centre: { x: 320, y: 120 } });
    const gates = liveGates(drawScene(off), covidAgTemplate, sceneHomography(off), 1, false);
    expect(gates.flags).toEqual(['framing', 'too-small']);
  });

  it('flags a view steeper than readKit reads (the window foreshortened to cos 48 degrees)', () => {
    const { width, height } = covidAgTemplate.body;
    const squashed = homographyFromPoints(
      [templatePoint(0, 0), templatePoint(width, 0), templatePoint(width, height), templatePoint(0, height)],
      [
        imagePoint(265, 60),
        imagePoint(265 + width * 5, 60),
        imagePoint(265 + width * 5, 60 + height * 5 * COS_48),
        imagePoint(265, 60 + height * 5 * COS_48),
      ],
    );
    if (!squashed) throw new Error('degenerate');
    const gates = liveGates(image, covidAgTemplate, squashed, 2, false);
    expect(gates.flags).toEqual(['tilt']);
    expect(gates.metrics.tiltDeg).toBeCloseTo(48, 0);
  });

  it('flags a blurred reading area, and not the sharp one', () => {
    // Three box passes of radius 4 per axis: a Gaussian of 4.5 px, 0.9 mm at 5 px/mm.
    const gates = liveGates(boxBlurred(image, 4), covidAgTemplate, homography, 2, false);
    expect(gates.flags).toEqual(['blur']);
    expect(gates.metrics.sharpEdgeWidthMm).toBeGreaterThan(0.65);
    expect(liveGates(image, covidAgTemplate, homography, 2, false).metrics.sharpEdgeWidthMm).toBeLessThan(
      0.5,
    );
  });

  it('flags a window a shadow’s edge crosses as unevenly lit, and not one under a gradient of light', () => {
    // The shadow's edge runs at a slant across the window's middle (between C and T), softened over 1 mm
    // (5 px), to 55% of the light.
    const rect = readingAreaRect(covidAgTemplate);
    const middle = projectToImage(
      homography,
      templatePoint(rect.x + rect.width / 2, rect.y + rect.height / 2),
    );
    const edge = (x: number, y: number) =>
      1 - 0.45 * Math.min(1, Math.max(0, (y - middle.y + 0.36 * (x - middle.x)) / 5));
    const shadowed = liveGates(lit(image, edge), covidAgTemplate, homography, 2, false);
    expect(shadowed.flags).toEqual(['exposure']);
    expect(shadowed.metrics.windowUnevenness).toBeGreaterThan(1);
    // Light falling off by 40% down the frame: the window's level changes as much, but evenly.
    const gradient = liveGates(
      lit(image, (_, y) => 1 - (0.4 * y) / 480),
      covidAgTemplate,
      homography,
      2,
      false,
    );
    expect(gradient.flags).toEqual([]);
    expect(gradient.metrics.windowUnevenness).toBeLessThan(0.5);
  });

  it('flags a dark window and a highlight on the window', () => {
    expect(liveGates(scaled(image, 0.2), covidAgTemplate, homography, 2, false).flags).toContain('exposure');
    expect(
      liveGates(withGlare(image, homography, covidAgTemplate), covidAgTemplate, homography, 2, false).flags,
    ).toEqual(['glare']);
  });
});
