import { describe, expect, it } from 'vitest';
import { normalCdf, probitLimitOfDetection, type DetectionPoint } from '../bench/probit-lod';
import { seededUniform } from '../src/testing/seeded-noise';

/** Lines of drops spread evenly in log from 0.3% to 20%, each found with chance Phi(a + b ln drop). */
function drawLines(count: number, lod: number, slope: number, seed: number): DetectionPoint[] {
  const uniform = seededUniform(seed);
  const random = () => uniform() + 0.5;
  const a = 1.6448536 - slope * Math.log(lod);
  return Array.from({ length: count }, () => {
    const drop = Math.exp(Math.log(0.003) + random() * (Math.log(0.2) - Math.log(0.003)));
    return { drop, detected: random() < normalCdf(a + slope * Math.log(drop)) };
  });
}

describe('probitLimitOfDetection', () => {
  it('computes the normal distribution function', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.6448536)).toBeCloseTo(0.95, 6);
    expect(normalCdf(-1.959964)).toBeCloseTo(0.025, 6);
  });

  it('finds the drop detected 95 times in 100, within an interval that holds it', () => {
    for (const [lod, slope, seed] of [
      [0.02, 3, 1],
      [0.012, 2, 2],
      [0.03, 4, 3],
    ] as const) {
      const fit = probitLimitOfDetection(drawLines(3000, lod, slope, seed));
      expect(fit.lod / lod).toBeGreaterThan(0.9);
      expect(fit.lod / lod).toBeLessThan(1.1);
      expect(fit.low).toBeLessThan(lod);
      expect(fit.high).toBeGreaterThan(lod);
      expect(fit.high / fit.low).toBeLessThan(1.5);
    }
  });

  it('is less sure with fewer lines', () => {
    const many = probitLimitOfDetection(drawLines(3000, 0.02, 3, 4));
    const few = probitLimitOfDetection(drawLines(150, 0.02, 3, 4));
    expect(few.high / few.low).toBeGreaterThan(many.high / many.low);
  });

  it('gives no figure where the lines cannot show a curve', () => {
    const everyLine = drawLines(500, 0.02, 3, 5).map((p) => ({ ...p, detected: true }));
    expect(probitLimitOfDetection(everyLine).lod).toBeNaN();
    expect(probitLimitOfDetection(drawLines(10, 0.02, 3, 6)).lod).toBeNaN();
    // Fainter lines found more often than strong ones: not a detection curve.
    const inverted = drawLines(500, 0.02, 3, 7).map((p) => ({
      drop: (0.2 * 0.003) / p.drop,
      detected: p.detected,
    }));
    expect(probitLimitOfDetection(inverted).lod).toBeNaN();
  });
});
