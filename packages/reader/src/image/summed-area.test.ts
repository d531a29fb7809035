import { describe, expect, it } from 'vitest';
import { summedArea } from './summed-area';

describe('summedArea', () => {
  it('holds at each entry the sum above and left of it, inclusive, with a zero first row and column', () => {
    // 1 2 3
    // 4 5 6
    const sums = summedArea([1, 2, 3, 4, 5, 6], 3, 2);
    expect([...sums]).toEqual([0, 0, 0, 0, 0, 1, 3, 6, 0, 5, 12, 21]);
  });
});
