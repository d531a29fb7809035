import { describe, expect, it } from 'vitest';
import type { RectifiedRegion } from '../image/rectify';
import { highlightShare, regionLight, rowHighlights } from './region-light';

const RESOLUTION = 10;
/** A covid-ag window: 8 mm across, 20 mm along the strip. */
const COLUMNS = 8 * RESOLUTION;
const ROWS = 20 * RESOLUTION;

function windowOf(light: (u: number, v: number) => number): RectifiedRegion {
  const plane = new Float32Array(COLUMNS * ROWS);
  for (let row = 0; row < ROWS; row++)
    for (let column = 0; column < COLUMNS; column++)
      plane[row * COLUMNS + column] = light((column + 0.5) / RESOLUTION, (row + 0.5) / RESOLUTION);
  return { columns: COLUMNS, rows: ROWS, resolution: RESOLUTION, planes: [plane, plane, plane, plane] };
}

/** A membrane at 84 with a highlight of 0.66 times its level, 2 mm in radius, on the left of row 5 mm. */
const darkWithHighlight = windowOf(
  (u, v) => 84 * (1 + 0.66 * Math.exp(-((u - 2) ** 2 + (v - 5) ** 2) / 2 / 2 ** 2)),
);

describe('highlightShare', () => {
  it('finds a highlight on a dark membrane that the glare gate does not', () => {
    expect(regionLight(darkWithHighlight, 1).glareRowFraction).toBe(0);
    expect(
      highlightShare(rowHighlights(darkWithHighlight), 3.5 * RESOLUTION, 6.5 * RESOLUTION),
    ).toBeGreaterThan(0.3);
  });

  it('looks only between the rows it is given', () => {
    expect(highlightShare(rowHighlights(darkWithHighlight), 12 * RESOLUTION, 16 * RESOLUTION)).toBe(0);
  });

  it('finds none in light that changes along the strip, however steeply', () => {
    const gradient = windowOf((_, v) => 60 + 8 * v);
    expect(highlightShare(rowHighlights(gradient), 0, ROWS)).toBe(0);
  });

  it('finds none on the lit side of a shadow’s edge that runs along the strip or across it at a slant', () => {
    const along = windowOf((u) => (u < 3 ? 70 : 140));
    expect(highlightShare(rowHighlights(along), 3.5 * RESOLUTION, 6.5 * RESOLUTION)).toBe(0);
    const slanted = windowOf((u, v) => (u < 1 + 0.3 * v ? 140 : 70));
    expect(highlightShare(rowHighlights(slanted), 8.5 * RESOLUTION, 11.5 * RESOLUTION)).toBe(0);
  });

  it('finds none in light that changes gently across the strip', () => {
    const across = windowOf((u) => 120 * (1 + 0.02 * u));
    expect(highlightShare(rowHighlights(across), 0, ROWS)).toBe(0);
  });
});
