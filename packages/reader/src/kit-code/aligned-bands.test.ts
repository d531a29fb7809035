import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../tools/render-eval/seeded-random';
import { alignedMean } from './aligned-bands';

const LENGTH = 800;
/** Random bars 2-8 samples wide (ink 1, paper 0), with soft edges, across a profile of LENGTH samples. */
function barsOf(seed: number): (x: number) => number {
  const random = seededRandom(seed);
  const edges: number[] = [];
  for (let x = 100; x < LENGTH - 100; x += random.integer(2, 8)) edges.push(x);
  return (x) => {
    const crossed = edges.filter((edge) => edge <= x).length;
    const inside = crossed % 2 === 1 && crossed < edges.length;
    const nearest = Math.min(...edges.map((edge) => Math.abs(edge - x)));
    return inside ? Math.min(1, 0.5 + nearest) : Math.max(0, 0.5 - nearest);
  };
}

/** The bars as a band sees them: spread by `stretch` about the middle and moved by `shift` samples. */
function band(bars: (x: number) => number, shift: number, stretch: number): Float64Array {
  return Float64Array.from({ length: LENGTH }, (_, i) =>
    bars(LENGTH / 2 + (i - LENGTH / 2 - shift) / stretch),
  );
}

const largestGap = (a: Float64Array, b: Float64Array) =>
  Math.max(...a.map((value, i) => Math.abs(value - (b[i] ?? 0))));

describe('alignedMean', () => {
  it('moves the outer bands onto the middle one before averaging: the bars stay where the middle has them', () => {
    const bars = barsOf(5);
    const middle = band(bars, 0, 1);
    const bands = [band(bars, 1.5, 0.99), middle, band(bars, -2, 1.015)];
    const plain = middle.map((_, i) => bands.reduce((sum, b) => sum + (b[i] ?? 0), 0) / bands.length);
    expect(largestGap(plain, middle)).toBeGreaterThan(0.5);
    expect(largestGap(alignedMean(bands), middle)).toBeLessThan(0.15);
  });

  it('is the plain mean of bands that already agree, and empty without bands', () => {
    const bars = barsOf(6);
    const bands = [band(bars, 0, 1), band(bars, 0, 1), band(bars, 0, 1)];
    expect(largestGap(alignedMean(bands), band(bars, 0, 1))).toBe(0);
    expect(alignedMean([])).toHaveLength(0);
  });
});
