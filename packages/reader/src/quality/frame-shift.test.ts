import { describe, expect, it } from 'vitest';
import type { WorkingCopy } from '../image/working-copy';
import { frameShift } from './frame-shift';

type Size = { width: number; height: number; body: { x0: number; y0: number; x1: number; y1: number } };
const SMALL: Size = { width: 120, height: 90, body: { x0: 30, y0: 25, x1: 89, y1: 64 } };
/** An analyzer filling most of the preview's working copy (320 x 240): compared more sparsely. */
const LARGE: Size = { width: 320, height: 240, body: { x0: 30, y0: 20, x1: 289, y1: 219 } };

/** A copy of a textured scene (a light body with marks on a darker surface), moved by (dx, dy). */
function scene(dx: number, dy: number, gain = 1, size: Size = SMALL): WorkingCopy {
  const { width, height, body: box } = size;
  const luminance = new Float32Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const u = x - dx;
      const v = y - dy;
      const body = u >= box.x0 && u <= box.x1 && v >= box.y0 && v <= box.y1;
      const mark = body && (u * 7 + v * 3) % 11 < 3;
      luminance[y * width + x] = gain * (body ? (mark ? 90 : 200) : 60 + ((u * 13 + v * 29) % 17));
    }
  return { width, height, factor: 2, luminance, whiteness: luminance };
}

const BODY = SMALL.body;

describe('frameShift', () => {
  it.each([
    [0, 0],
    [3, -2],
    [-7, 5],
    [8, 8],
  ])('finds a move of (%i, %i) working pixels', (dx, dy) => {
    expect(frameShift(scene(0, 0), scene(dx, dy), BODY, 8)).toMatchObject({ dx, dy, difference: 0 });
  });

  it.each([
    [3, -5],
    [-8, 7],
    [1, 0],
  ])('finds a move of (%i, %i) of a body filling the frame, compared at fewer pixels', (dx, dy) => {
    const moved = frameShift(scene(0, 0, 1, LARGE), scene(dx, dy, 1, LARGE), LARGE.body, 8);
    expect(moved).toMatchObject({ dx, dy });
    expect(moved.difference).toBe(0);
  });

  it('finds the move when the camera’s exposure stepped between the frames', () => {
    expect(frameShift(scene(0, 0), scene(4, -3, 1.2), BODY, 8)).toMatchObject({ dx: 4, dy: -3 });
  });

  it('tells how unlike the best match is: a body gone from the frame is far from its last picture', () => {
    const table = scene(0, 0);
    const empty: WorkingCopy = { ...table, luminance: table.luminance.map(() => 60) };
    expect(frameShift(table, empty, BODY, 8).difference).toBeGreaterThan(20);
  });

  it('looks no further than its reach', () => {
    const { dx, dy } = frameShift(scene(0, 0), scene(12, 0), BODY, 8);
    expect(Math.abs(dx)).toBeLessThanOrEqual(8);
    expect(Math.abs(dy)).toBeLessThanOrEqual(8);
  });
});
