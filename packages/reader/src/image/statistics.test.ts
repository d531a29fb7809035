import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { median, quantile, trimmedMean } from './statistics';

/** The definitions written the plain way: sort the finite values, interpolate or trim. */
function sortedFinite(values: readonly number[]): number[] {
  return values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
}

function referenceQuantile(values: readonly number[], q: number): number {
  const sorted = sortedFinite(values);
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * q;
  const low = sorted[Math.floor(position)] ?? 0;
  const high = sorted[Math.ceil(position)] ?? 0;
  return low + (high - low) * (position - Math.floor(position));
}

function referenceTrimmedMean(values: readonly number[], fraction: number): number {
  const sorted = sortedFinite(values);
  const drop = Math.floor(sorted.length * fraction);
  const kept = sorted.slice(drop, sorted.length - drop);
  return kept.length === 0 ? Number.NaN : kept.reduce((sum, value) => sum + value, 0) / kept.length;
}

// Few distinct levels (many ties, as 8-bit pixels give), some NaN and infinite values that must be ignored.
const sample = fc.array(
  fc.oneof(
    { weight: 20, arbitrary: fc.integer({ min: 0, max: 12 }).map((level) => level * 21.3) },
    { weight: 5, arbitrary: fc.double({ min: -1e3, max: 1e3, noNaN: true }) },
    { weight: 1, arbitrary: fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY) },
  ),
  { maxLength: 80 },
);

describe('order statistics', () => {
  it('quantile and median equal the sorted values interpolated, for number and typed arrays', () => {
    fc.assert(
      fc.property(sample, fc.double({ min: 0, max: 1, noNaN: true }), (values, q) => {
        expect(quantile(values, q)).toBe(referenceQuantile(values, q));
        expect(median(Float64Array.from(values))).toBe(referenceQuantile(values, 0.5));
      }),
      { numRuns: 2000 },
    );
  });

  it('trimmedMean equals the mean of the sorted values kept, summed in sorted order', () => {
    fc.assert(
      fc.property(sample, fc.constantFrom(0, 0.1, 0.2, 0.25), (values, fraction) => {
        expect(trimmedMean(values, fraction)).toBe(referenceTrimmedMean(values, fraction));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives the exact middle values of a known sample', () => {
    expect(median([5, Number.NaN, 1, 4, 2, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(quantile([10, 0, 20, 30], 0.25)).toBe(7.5);
    expect(median([])).toBeNaN();
  });
});
