import { describe, expect, it } from 'vitest';
import { lineEdgeRiseMm, linePeakKept } from './line-spread';

const ROWS_PER_MM = 10;

/** Residual profile of a line `widthMm` wide of absorbance `depth` at 5 mm, blurred by a Gaussian of `sigmaMm`. */
function blurredLine(depth: number, sigmaMm: number, rows = 120, widthMm = 1): Float64Array {
  const half = widthMm / 2;
  const profile = new Float64Array(rows);
  for (let row = 0; row < rows; row++) {
    const x = row / ROWS_PER_MM - 5;
    if (sigmaMm === 0)
      // Rows on the line's edges are half covered.
      profile[row] = Math.abs(x) < half - 0.001 ? depth : Math.abs(x) < half + 0.001 ? depth / 2 : 0;
    else {
      // Rect convolved with a Gaussian: difference of two error functions, by numerical integration.
      let sum = 0;
      for (let t = -half; t <= half + 1e-9; t += 0.01)
        sum += Math.exp(-((x - t) ** 2) / (2 * sigmaMm * sigmaMm)) * 0.01;
      profile[row] = (depth * sum) / (sigmaMm * Math.sqrt(2 * Math.PI));
    }
  }
  return profile;
}

describe('linePeakKept', () => {
  it('is 1 for a sharp line, whatever its strength', () => {
    expect(linePeakKept(blurredLine(0.3, 0), 50, ROWS_PER_MM, 1)).toBeCloseTo(1, 1);
    expect(linePeakKept(blurredLine(0.05, 0), 50, ROWS_PER_MM, 1)).toBeCloseTo(1, 1);
  });

  it('falls as blur spreads the line: the peak a 1 mm line keeps under a Gaussian blur', () => {
    // A 1 mm line under sigma 0.5 mm keeps erf(0.5 / (0.5 sqrt 2)) = 0.68 of its depth; under 0.9 mm, 0.42.
    expect(linePeakKept(blurredLine(0.3, 0.5), 50, ROWS_PER_MM, 1)).toBeCloseTo(0.68, 1);
    const heavy = linePeakKept(blurredLine(0.3, 0.9), 50, ROWS_PER_MM, 1);
    // The 2 mm half window leaves the far tails out: a little above 0.42, still far below a sharp line.
    expect(heavy).toBeGreaterThan(0.4);
    expect(heavy).toBeLessThan(0.55);
  });

  it('is not measured where the profile has no line or runs off the window', () => {
    expect(linePeakKept(new Float64Array(120), 50, ROWS_PER_MM, 1)).toBeNaN();
    expect(linePeakKept(blurredLine(0.3, 0), 10, ROWS_PER_MM, 1)).toBeNaN();
  });
});

describe('lineEdgeRiseMm', () => {
  it('is small for a sharp line, whatever its width', () => {
    expect(lineEdgeRiseMm(blurredLine(0.3, 0), 50, ROWS_PER_MM)).toBeLessThan(0.15);
    const wide = blurredLine(0.3, 0, 120, 1.2);
    expect(lineEdgeRiseMm(wide, 50, ROWS_PER_MM)).toBeLessThan(0.15);
    // The peak kept against the template's 1 mm reads the wide sharp line as blurred.
    expect(linePeakKept(wide, 50, ROWS_PER_MM, 1)).toBeLessThan(0.85);
  });

  it('grows with the blur: about 1.68 sigma of a Gaussian', () => {
    expect(lineEdgeRiseMm(blurredLine(0.3, 0.2), 50, ROWS_PER_MM)).toBeCloseTo(0.34, 1);
    const wider = lineEdgeRiseMm(blurredLine(0.3, 0.3, 120, 1.2), 50, ROWS_PER_MM);
    expect(wider).toBeGreaterThan(0.42);
    expect(wider).toBeLessThan(0.6);
  });

  it('is not measured where the profile has no line or runs off the window', () => {
    expect(lineEdgeRiseMm(new Float64Array(120), 50, ROWS_PER_MM)).toBeNaN();
    expect(lineEdgeRiseMm(blurredLine(0.3, 0.2), 3, ROWS_PER_MM)).toBeNaN();
  });
});
