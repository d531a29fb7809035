import { describe, expect, it } from 'vitest';
import { maskComponents } from './mask-components';

describe('maskComponents', () => {
  it('finds each 4-connected group with its boundary, and drops groups under the minimum size', () => {
    const width = 12;
    const height = 8;
    const mask = new Uint8Array(width * height);
    // A 5 x 5 square (25 pixels, 16 on its boundary), a diagonal pair (two groups of 1) and a 1 x 3 bar.
    for (let y = 1; y <= 5; y++) for (let x = 1; x <= 5; x++) mask[y * width + x] = 1;
    mask[1 * width + 8] = 1;
    mask[2 * width + 9] = 1;
    for (let x = 8; x <= 10; x++) mask[6 * width + x] = 1;

    const all = maskComponents(mask, width, height, 1);
    expect(all.map((c) => c.count).sort((a, b) => a - b)).toEqual([1, 1, 3, 25]);
    const square = all.find((c) => c.count === 25);
    expect(square?.boundary).toHaveLength(16);
    expect(square?.boundary.every((p) => p.x === 1 || p.x === 5 || p.y === 1 || p.y === 5)).toBe(true);

    expect(maskComponents(mask, width, height, 20).map((c) => c.count)).toEqual([25]);
  });
});
