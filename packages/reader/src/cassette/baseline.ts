/**
 * Quadratic baseline through the rows not masked as line zones, iteratively reweighted (Tukey) so that
 * texture and small defects do not pull it. Lighting is multiplicative, so after the log it is additive.
 */
export function fitBaseline(profile: Float64Array, masked: (row: number) => boolean): Float64Array {
  const rows = profile.length;
  const weights = new Float64Array(rows).fill(1);
  let coefficients = [0, 0, 0];
  for (let iteration = 0; iteration < 4; iteration++) {
    const normal = [
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ];
    const rhs = [0, 0, 0];
    for (let row = 0; row < rows; row++) {
      const value = profile[row] ?? Number.NaN;
      if (masked(row) || !Number.isFinite(value)) continue;
      const t = row / rows - 0.5;
      const basis = [1, t, t * t];
      const weight = weights[row] ?? 0;
      for (let i = 0; i < 3; i++) {
        rhs[i] = (rhs[i] ?? 0) + weight * (basis[i] ?? 0) * value;
        const normalRow = normal[i];
        if (!normalRow) continue;
        for (let j = 0; j < 3; j++) normalRow[j] = (normalRow[j] ?? 0) + weight * (basis[i] ?? 0) * (basis[j] ?? 0);
      }
    }
    coefficients = solve3(normal, rhs) ?? coefficients;
    const residuals: number[] = [];
    for (let row = 0; row < rows; row++) if (!masked(row)) residuals.push(Math.abs((profile[row] ?? 0) - evaluate(coefficients, row / rows - 0.5)));
    residuals.sort((a, b) => a - b);
    const scale = Math.max(1e-4, 4.685 * 1.4826 * (residuals[Math.floor(residuals.length / 2)] ?? 0));
    for (let row = 0; row < rows; row++) {
      const r = ((profile[row] ?? 0) - evaluate(coefficients, row / rows - 0.5)) / scale;
      weights[row] = Math.abs(r) >= 1 ? 0 : (1 - r * r) ** 2;
    }
  }
  const baseline = new Float64Array(rows);
  for (let row = 0; row < rows; row++) baseline[row] = evaluate(coefficients, row / rows - 0.5);
  return baseline;
}

function evaluate([a = 0, b = 0, c = 0]: number[], t: number): number {
  return a + b * t + c * t * t;
}

function solve3(m: number[][], v: number[]): number[] | undefined {
  const [r0 = [], r1 = [], r2 = []] = m;
  const det = (a: number[], b: number[], c: number[]) =>
    (a[0] ?? 0) * ((b[1] ?? 0) * (c[2] ?? 0) - (b[2] ?? 0) * (c[1] ?? 0)) -
    (a[1] ?? 0) * ((b[0] ?? 0) * (c[2] ?? 0) - (b[2] ?? 0) * (c[0] ?? 0)) +
    (a[2] ?? 0) * ((b[0] ?? 0) * (c[1] ?? 0) - (b[1] ?? 0) * (c[0] ?? 0));
  const d = det(r0, r1, r2);
  if (Math.abs(d) < 1e-12) return undefined;
  const replace = (column: number) => [r0, r1, r2].map((row, i) => row.map((value, j) => (j === column ? (v[i] ?? 0) : value)));
  return [0, 1, 2].map((column) => {
    const [a = [], b = [], c = []] = replace(column);
    return det(a, b, c) / d;
  });
}
