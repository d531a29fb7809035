import { describe, expect, it } from 'vitest';
import type { A1cAnalyzerTemplate, TemplateRect } from '@portal/contract';
import { a1cAnalyzerTemplate } from '../../templates';
import type { RectifiedRegion } from '../image/rectify';
import { readDisplay } from './read-display';
import { CHARACTER_SEGMENTS, percentDots, segmentRects, SEGMENT_NAMES } from './seven-segment';

const template: A1cAnalyzerTemplate = a1cAnalyzerTemplate;
const { display } = template;
const RESOLUTION = 6;

/** The display rectified at 6 samples/mm showing " 6.8%", with extra ink rectangles, optionally half-turned. */
function region(extra: readonly TemplateRect[] = [], turned = false): RectifiedRegion {
  const lit: TemplateRect[] = [...extra, display.decimalPoint, ...percentDots(display.percentSign)];
  display.digitCells.forEach((cell, index) => {
    const rects = segmentRects(cell, display.segmentThickness);
    const on = CHARACTER_SEGMENTS[' 68'[index] ?? ' '] ?? '';
    for (const name of SEGMENT_NAMES) if (on.includes(name)) lit.push(rects[name]);
  });
  const columns = display.rect.width * RESOLUTION;
  const rows = display.rect.height * RESOLUTION;
  const luminance = new Float32Array(columns * rows);
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < columns; column++) {
      const u = display.rect.x + (column + 0.5) / RESOLUTION;
      const v = display.rect.y + (row + 0.5) / RESOLUTION;
      const ink = lit.some((r) => u >= r.x && u < r.x + r.width && v >= r.y && v < r.y + r.height);
      luminance[row * columns + column] = ink ? 50 : 190;
    }
  if (turned) luminance.reverse();
  return { columns, rows, resolution: RESOLUTION, planes: [luminance, luminance, luminance, luminance] };
}

describe('stray ink on the display', () => {
  it('finds none on a display read in place', () => {
    const read = readDisplay(template, region());
    expect(read.reading?.displayed).toBe('6.8');
    expect(read.strayInk).toBeLessThan(0.5);
  });

  it('refuses ink away from every segment place, even when the segments read', () => {
    const small = readDisplay(template, region([{ x: 29.8, y: 15, width: 1.4, height: 1.4 }]));
    expect(small.reading?.displayed).toBe('6.8');
    const blot = readDisplay(template, region([{ x: 29.5, y: 15, width: 2, height: 2 }]));
    expect(blot.reading).toBeNull();
    expect(blot.doubt).toContain('ink off the segment places');
  });

  it('never reads a display turned by half a turn', () => {
    expect(readDisplay(template, region([], true)).reading).toBeNull();
  });
});
