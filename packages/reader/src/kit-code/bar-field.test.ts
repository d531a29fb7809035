import { describe, expect, it } from 'vitest';
import type { RgbaImage } from '../image/rgba-image';
import { findBarFields } from './bar-field';
import { greyFrame } from './grey-frame';
import { barSlant } from './bar-slant';
import { profilesImage, uprightProfiles } from './upright-bars';

const WIDTH = 960;
const HEIGHT = 720;

/** Bar widths in modules, like a linear code's: 1 to 4 modules each, bars and spaces in turn. */
function barPattern(count: number): number[] {
  let state = 7;
  return Array.from({ length: count }, () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return 1 + ((state >>> 16) % 4);
  });
}

/** Draws a linear code of `modules`-wide bars turned by `turnDeg`, centred, on light paper with noise. */
function drawBars(turnDeg: number, options: { modulePx?: number; barHeight?: number } = {}): RgbaImage {
  const { modulePx = 2, barHeight = 80 } = options;
  const widths = barPattern(120);
  const total = widths.reduce((a, b) => a + b, 0);
  const edges: number[] = [];
  let at = -total / 2;
  for (const w of widths) {
    edges.push(at);
    at += w;
  }
  const turn = (turnDeg * Math.PI) / 180;
  const data = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
  let noise = 1;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const dx = x - WIDTH / 2;
      const dy = y - HEIGHT / 2;
      const u = (dx * Math.cos(turn) + dy * Math.sin(turn)) / modulePx;
      const v = -dx * Math.sin(turn) + dy * Math.cos(turn);
      let ink = false;
      if (Math.abs(v) < barHeight / 2 && Math.abs(u) < total / 2) {
        let k = edges.findIndex((e) => e > u) - 1;
        if (k < 0) k = edges.length - 1;
        ink = k % 2 === 0;
      }
      noise = (noise * 16807) % 2147483647;
      const value = (ink ? 40 : 200) + ((noise % 11) - 5);
      const p = (y * WIDTH + x) * 4;
      data[p] = value;
      data[p + 1] = value;
      data[p + 2] = value;
      data[p + 3] = 255;
    }
  }
  return { width: WIDTH, height: HEIGHT, data };
}

function turnError(measured: number, trueDeg: number): number {
  const d = Math.abs(((measured * 180) / Math.PI - trueDeg) % 180);
  return Math.min(d, 180 - d);
}

describe('findBarFields', () => {
  it.each([0, 17, 63, 95, 148])(
    'finds a linear code turned %i degrees: its axis and bars, its length',
    (turn) => {
      const frame = greyFrame(drawBars(turn));
      const fields = findBarFields(frame, 2);
      const field = fields[0];
      if (!field) throw new Error('no field');
      expect(turnError(field.axis, turn)).toBeLessThan(1);
      // The tiles' edges give the bars' direction within a few degrees; barSlant refines it.
      expect(turnError(field.bars, turn + 90)).toBeLessThan(3);
      const slant = barSlant(frame, field);
      expect(turnError(slant.start, turn + 90)).toBeLessThan(0.5);
      expect(turnError(slant.end, turn + 90)).toBeLessThan(0.5);
      // about 300 modules of 2 px: 600 px; the field's tiles reach within a tile of each end.
      expect(field.length).toBeGreaterThan(500);
      expect(field.length).toBeLessThan(700);
      expect(Math.hypot(field.x - WIDTH / 2, field.y - HEIGHT / 2)).toBeLessThan(40);
    },
  );

  it('finds nothing on paper without bars', () => {
    const blank = drawBars(0, { barHeight: 0 });
    expect(findBarFields(greyFrame(blank), 2)).toEqual([]);
  });
});

describe('uprightProfiles', () => {
  it('turns a code upright: every column of the copy is one bar or one space', () => {
    const frame = greyFrame(drawBars(38));
    const field = findBarFields(frame, 1)[0];
    if (!field) throw new Error('no field');
    const view = profilesImage(uprightProfiles(frame, field));
    // Each column's rows agree (bars vertical, straightened), and the columns hold both ink and paper.
    let spread = 0;
    const columns = new Set<number>();
    for (let x = 0; x < view.width; x++) {
      const values = Array.from({ length: view.height }, (_, y) => view.data[(y * view.width + x) * 4] ?? 0);
      spread = Math.max(spread, Math.max(...values) - Math.min(...values));
      columns.add(Math.round((values[0] ?? 0) / 40));
    }
    expect(spread).toBeLessThan(60);
    expect(columns.has(1)).toBe(true);
    expect(columns.has(5)).toBe(true);
  });
});
