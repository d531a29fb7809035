import { describe, expect, it } from 'vitest';
import type { RectifiedRegion } from '../image/rectify';
import { displayMap, meanOver } from './display-map';

/** A 4 samples/mm region whose luminance is a known function of the sample index. */
function region(
  columns: number,
  rows: number,
  value: (column: number, row: number) => number,
): RectifiedRegion {
  const luminance = new Float32Array(columns * rows);
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < columns; column++) luminance[row * columns + column] = value(column, row);
  return { columns, rows, resolution: 4, planes: [luminance, luminance, luminance, luminance] };
}

describe('displayMap', () => {
  const display = { x: 10, y: 20, width: 5, height: 4 };
  const values = (column: number, row: number) => 100 + 7 * column + 13 * row + ((column * row) % 5);
  const map = displayMap(region(20, 16, values), display);

  it('averages any rectangle, at sub-sample offsets, as the area-weighted mean of the samples it covers', () => {
    if (!map) throw new Error('map');
    const rect = { x: 11.1, y: 21.3, width: 1.7, height: 0.9 };
    const shift = { dx: 0.13, dy: -0.21 };
    // Brute force: 100 x 100 points over the shifted rectangle, each taking the sample it falls in.
    let sum = 0;
    for (let i = 0; i < 100; i++) {
      for (let j = 0; j < 100; j++) {
        const u = rect.x + shift.dx + ((i + 0.5) / 100) * rect.width;
        const v = rect.y + shift.dy + ((j + 0.5) / 100) * rect.height;
        sum += values(Math.floor((u - display.x) * 4), Math.floor((v - display.y) * 4));
      }
    }
    expect(meanOver(map, map.luminanceSum, rect, shift.dx, shift.dy)).toBeCloseTo(sum / 10_000, 0);
  });

  it('gives no mean for a rectangle mostly outside the display, and no map for a display partly outside the photo', () => {
    if (!map) throw new Error('map');
    expect(meanOver(map, map.luminanceSum, { x: 14.5, y: 21, width: 2, height: 1 }, 0, 0)).toBeNaN();
    expect(
      displayMap(
        region(20, 16, (column) => (column === 3 ? Number.NaN : 120)),
        display,
      ),
    ).toBeUndefined();
  });
});
