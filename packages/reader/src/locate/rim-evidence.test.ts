import { describe, expect, it } from 'vitest';
import { covidAgTemplate } from '../../templates';
import { homographyFromPoints, projectToImage, type Homography } from '../geometry/homography';
import { imagePoint, templatePoint } from '../geometry/points';
import type { RgbaImage } from '../image/rgba-image';
import { readingAreaRect } from '../template/reading-area';
import { rimEvidence } from './rim-evidence';
import { snapToRim } from './snap-to-rim';
import { judgeRim, rimRuleFor } from './verify-rim';

const PX_PER_MM = 10;
const MARGIN_MM = 10;

/** A covid-ag window drawn square to the camera, each pixel's level given by its distance (mm) outside it. */
function windowImage(levelAt: (outsideMm: number) => number): RgbaImage {
  const rect = readingAreaRect(covidAgTemplate);
  const width = Math.round((rect.width + 2 * MARGIN_MM) * PX_PER_MM);
  const height = Math.round((rect.height + 2 * MARGIN_MM) * PX_PER_MM);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      // Distance (mm) outside the window's rectangle; negative inside.
      const u = (x + 0.5) / PX_PER_MM - MARGIN_MM;
      const v = (y + 0.5) / PX_PER_MM - MARGIN_MM;
      const outside = Math.max(-u, u - rect.width, -v, v - rect.height);
      const level = levelAt(outside);
      data.set([level, level, level, 255], (y * width + x) * 4);
    }
  return { width, height, data };
}

/**
 * The window's placement in windowImage's pixels, its rectangle grown by `grow` (a share of each side)
 * about its centre and moved by (dx, dy) mm: the exact placement by default.
 */
function placement({ grow = 0, dx = 0, dy = 0 } = {}): Homography {
  const rect = readingAreaRect(covidAgTemplate);
  const corners = [
    templatePoint(rect.x, rect.y),
    templatePoint(rect.x + rect.width, rect.y),
    templatePoint(rect.x + rect.width, rect.y + rect.height),
    templatePoint(rect.x, rect.y + rect.height),
  ];
  const at = (u: number, v: number) =>
    imagePoint(
      (rect.width / 2 + (u - rect.width / 2) * (1 + grow) + dx + MARGIN_MM) * PX_PER_MM,
      (rect.height / 2 + (v - rect.height / 2) * (1 + grow) + dy + MARGIN_MM) * PX_PER_MM,
    );
  const homography = homographyFromPoints(corners, [
    at(0, 0),
    at(rect.width, 0),
    at(rect.width, rect.height),
    at(0, rect.height),
  ]);
  if (!homography) throw new Error('degenerate');
  return homography;
}

function verdictOn(image: RgbaImage, homography = placement()) {
  const rule = rimRuleFor(covidAgTemplate);
  return judgeRim(rimEvidence(image, homography, readingAreaRect(covidAgTemplate), rule), rule);
}

describe('a window rim', () => {
  it('verifies when its recess is wider than the keep-out and steps back up to a body lighter than the membrane', () => {
    // Membrane 200 -> recess 120 is an 80-level edge; the recess's far side rises 130 levels to the body.
    const image = windowImage((outside) => (outside < 0 ? 200 : outside < 1.8 ? 120 : 250));
    expect(verdictOn(image).verified).toBe(true);
  });

  it('does not verify when a change beyond the recess outweighs its edge', () => {
    // The far side of a 1 mm recess, then a stronger step down to a dark surface 1.8 mm out.
    const image = windowImage((outside) =>
      outside < 0 ? 200 : outside < 1 ? 120 : outside < 1.8 ? 235 : 20,
    );
    expect(verdictOn(image).verified).toBe(false);
  });
});

describe('a window snapped onto its rim', () => {
  // Membrane 200, a 1 mm recess at 120, a body at 230.
  const image = windowImage((outside) => (outside < 0 ? 200 : outside < 1 ? 120 : 230));
  const rect = readingAreaRect(covidAgTemplate);
  const rule = rimRuleFor(covidAgTemplate);
  const farthestCornerMm = (homography: Homography) =>
    Math.max(
      ...[
        templatePoint(rect.x, rect.y),
        templatePoint(rect.x + rect.width, rect.y + rect.height),
        templatePoint(rect.x + rect.width, rect.y),
        templatePoint(rect.x, rect.y + rect.height),
      ].map((corner) => {
        const found = projectToImage(homography, corner);
        const truth = projectToImage(placement(), corner);
        return Math.hypot(found.x - truth.x, found.y - truth.y) / PX_PER_MM;
      }),
    );

  it('settles on it from a placement 8% too large and 1 mm off, where the rim does not verify', () => {
    const off = placement({ grow: 0.08, dx: 1, dy: -0.6 });
    expect(verdictOn(image, off).verified).toBe(false);
    const snapped = snapToRim(image, off, rect, rule);
    if (!snapped) throw new Error('not snapped');
    expect(farthestCornerMm(snapped)).toBeLessThan(0.2);
    expect(verdictOn(image, snapped).verified).toBe(true);
  });

  it('gives nothing where part of the rectangle falls outside the photo', () => {
    expect(snapToRim(image, placement({ dx: -12 }), rect, rule)).toBeUndefined();
  });
});
