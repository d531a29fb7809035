import { describe, expect, it } from 'vitest';
import { covidAgTemplate } from '../../templates';
import { homographyFromPoints, projectToImage, type Homography } from '../geometry/homography';
import { imagePoint, templatePoint } from '../geometry/points';
import type { RgbaImage } from '../image/rgba-image';
import { readingAreaRect } from '../template/reading-area';
import { rimEvidence } from './rim-evidence';
import { rimNearby } from './rim-nearby';
import { snapToRim } from './snap-to-rim';
import { judgeRim, rimRuleFor } from './verify-rim';

const PX_PER_MM = 10;
const MARGIN_MM = 10;
const WINDOW = readingAreaRect(covidAgTemplate);
/** The window's corners (template mm), clockwise from the top left. */
const WINDOW_CORNERS = [
  templatePoint(WINDOW.x, WINDOW.y),
  templatePoint(WINDOW.x + WINDOW.width, WINDOW.y),
  templatePoint(WINDOW.x + WINDOW.width, WINDOW.y + WINDOW.height),
  templatePoint(WINDOW.x, WINDOW.y + WINDOW.height),
];

/**
 * A covid-ag window drawn square to the camera, each pixel's level given by its distance (mm) outside it
 * and its place (mm) right of and below the window's top-left corner.
 */
function windowImage(levelAt: (outsideMm: number, u: number, v: number) => number): RgbaImage {
  const width = Math.round((WINDOW.width + 2 * MARGIN_MM) * PX_PER_MM);
  const height = Math.round((WINDOW.height + 2 * MARGIN_MM) * PX_PER_MM);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      // Distance (mm) outside the window's rectangle; negative inside.
      const u = (x + 0.5) / PX_PER_MM - MARGIN_MM;
      const v = (y + 0.5) / PX_PER_MM - MARGIN_MM;
      const outside = Math.max(-u, u - WINDOW.width, -v, v - WINDOW.height);
      const level = levelAt(outside, u, v);
      data.set([level, level, level, 255], (y * width + x) * 4);
    }
  return { width, height, data };
}

/**
 * The window's placement in windowImage's pixels, its rectangle grown by `grow` (a share of each side)
 * about its centre and moved by (dx, dy) mm: the exact placement by default.
 */
function placement({ grow = 0, dx = 0, dy = 0 } = {}): Homography {
  // The window's top-left corner sits MARGIN_MM into the image, which is drawn with the window at (0, 0).
  const at = ({ x, y }: { x: number; y: number }) => {
    const u = x - WINDOW.x;
    const v = y - WINDOW.y;
    return imagePoint(
      (WINDOW.width / 2 + (u - WINDOW.width / 2) * (1 + grow) + dx + MARGIN_MM) * PX_PER_MM,
      (WINDOW.height / 2 + (v - WINDOW.height / 2) * (1 + grow) + dy + MARGIN_MM) * PX_PER_MM,
    );
  };
  const homography = homographyFromPoints(WINDOW_CORNERS, WINDOW_CORNERS.map(at));
  if (!homography) throw new Error('degenerate');
  return homography;
}

/** How far (mm) the farthest of the window's corners lies from where the exact placement puts it. */
function farthestCornerMm(homography: Homography): number {
  return Math.max(
    ...WINDOW_CORNERS.map((corner) => {
      const found = projectToImage(homography, corner);
      const truth = projectToImage(placement(), corner);
      return Math.hypot(found.x - truth.x, found.y - truth.y) / PX_PER_MM;
    }),
  );
}

function verdictOn(image: RgbaImage, homography = placement(), lettersBeside = false) {
  const rule = rimRuleFor(covidAgTemplate, lettersBeside);
  return judgeRim(rimEvidence(image, homography, WINDOW, rule), rule);
}

describe('a window rim', () => {
  it('verifies when its recess is wider than the keep-out and steps back up to a body lighter than the membrane', () => {
    // Membrane 200 -> recess 120 is an 80-level edge; the recess's far side rises 130 levels to the body.
    const image = windowImage((outside) => (outside < 0 ? 200 : outside < 1.8 ? 120 : 250));
    expect(verdictOn(image).verified).toBe(true);
  });

  it('verifies a faint rim, a recess 5 levels under the membrane (soft light from the side), but not one of 3', () => {
    const recessed = (depth: number) =>
      windowImage((outside) => (outside < 0 ? 200 : outside < 1 ? 200 - depth : 200));
    expect(verdictOn(recessed(5)).verified).toBe(true);
    expect(verdictOn(recessed(3)).verified).toBe(false);
  });

  it('does not verify when a change beyond the recess outweighs its edge', () => {
    // The far side of a 1 mm recess, then a stronger step down to a dark surface 1.8 mm out.
    const image = windowImage((outside) =>
      outside < 0 ? 200 : outside < 1 ? 120 : outside < 1.8 ? 235 : 20,
    );
    expect(verdictOn(image).verified).toBe(false);
  });
});

describe('a window rim beside printed letters', () => {
  // Membrane 200, a 1 mm recess 15 levels darker, a body at 200.
  const rim = (outside: number) => (outside < 0 ? 200 : outside < 1 ? 185 : 200);
  /** Dark letters 1.2 mm wide and 1.8 mm tall, 1.8 mm right of the window (beyond where its edge is looked for), by its C and T lines. */
  const letterAt = (u: number, v: number) =>
    u > WINDOW.width + 1.8 &&
    u < WINDOW.width + 3 &&
    covidAgTemplate.lines.some((line) => Math.abs(v - line.position) < 0.9);

  it('verifies under the rule for letters beside it, although they outweigh its edge where a profile crosses them', () => {
    const image = windowImage((outside, u, v) => (letterAt(u, v) ? 60 : rim(outside)));
    const verdict = verdictOn(image, placement(), true);
    expect(verdict.passing).toBe(4);
    expect(verdict.verified).toBe(true);
    // The strict rule, everywhere else, does not let them pass.
    expect(verdictOn(image).passing).toBe(3);
  });

  it('does not verify where a stronger straight line runs the whole side beside it', () => {
    const image = windowImage((outside, u) =>
      u > WINDOW.width + 1.8 && u < WINDOW.width + 2.2 ? 60 : rim(outside),
    );
    const verdict = verdictOn(image, placement(), true);
    expect(verdict.passing).toBe(3);
    expect(verdict.verified).toBe(false);
  });
});

describe('a window snapped onto its rim', () => {
  // Membrane 200, a 1 mm recess at 120, a body at 230.
  const image = windowImage((outside) => (outside < 0 ? 200 : outside < 1 ? 120 : 230));
  const rule = rimRuleFor(covidAgTemplate);

  it('settles on it from a placement 8% too large and 1 mm off, where the rim does not verify', () => {
    const off = placement({ grow: 0.08, dx: 1, dy: -0.6 });
    expect(verdictOn(image, off).verified).toBe(false);
    const snapped = snapToRim(image, off, WINDOW, rule);
    if (!snapped) throw new Error('not snapped');
    expect(farthestCornerMm(snapped)).toBeLessThan(0.2);
    expect(verdictOn(image, snapped).verified).toBe(true);
  });

  it('gives nothing where part of the rectangle falls outside the photo', () => {
    expect(snapToRim(image, placement({ dx: -12 }), WINDOW, rule)).toBeUndefined();
  });
});

describe('a window rim looked for around a placement', () => {
  // Membrane 200, a 1 mm recess at 120, a body at 230.
  const image = windowImage((outside) => (outside < 0 ? 200 : outside < 1 ? 120 : 230));

  it('is found from a placement 4.5 mm and 3 mm off, too far for the rim to be found where it puts it', () => {
    const off = placement({ dx: 4.5, dy: -3 });
    expect(verdictOn(image, off).passing).toBe(0);
    expect(snapToRim(image, off, WINDOW, rimRuleFor(covidAgTemplate))).toBeUndefined();
    const [nearest] = rimNearby(image, off, covidAgTemplate);
    if (!nearest) throw new Error('no rim found nearby');
    expect(farthestCornerMm(nearest)).toBeLessThan(0.2);
    expect(verdictOn(image, nearest).verified).toBe(true);
  });

  it('is not looked for further than the search reaches', () => {
    expect(rimNearby(image, placement({ dx: 9 }), covidAgTemplate)).toEqual([]);
  });
});
