import { describe, expect, it } from 'vitest';
import { seededNormal } from '../testing/seeded-noise';
import { binomialSmooth } from './binomial-smooth';

function spread(values: Float32Array): number {
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  return Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length);
}

describe('binomialSmooth', () => {
  it('spreads a single bright pixel over the 3 x 3 binomial weights', () => {
    const data = new Float32Array(25);
    data[12] = 16;
    const out = binomialSmooth({ width: 5, height: 5, data }).data;
    const block = [6, 7, 8, 11, 12, 13, 16, 17, 18].map((i) => out[i]);
    expect(block).toEqual([1, 2, 1, 2, 4, 2, 1, 2, 1]);
    expect(out.reduce((sum, v) => sum + v, 0)).toBe(16);
  });

  it('keeps a flat map flat up to its borders', () => {
    const out = binomialSmooth({ width: 4, height: 3, data: new Float32Array(12).fill(70) }).data;
    expect(Array.from(out)).toEqual(new Array<number>(12).fill(70));
  });

  it('leaves about 0.375 of white noise’s spread', () => {
    const normal = seededNormal(7);
    const data = Float32Array.from({ length: 200 * 200 }, () => 10 * normal());
    const ratio = spread(binomialSmooth({ width: 200, height: 200, data }).data) / spread(data);
    expect(ratio).toBeGreaterThan(0.36);
    expect(ratio).toBeLessThan(0.39);
  });
});
