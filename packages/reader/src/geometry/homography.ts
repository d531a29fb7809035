import { imagePoint, templatePoint, type ImagePoint, type TemplatePoint } from './points';

/** Row-major 3x3 matrix mapping template millimetres to image pixels. */
export type Homography = readonly [number, number, number, number, number, number, number, number, number] & {
  readonly __brand: 'template-to-image';
};

type Matrix3 = [number, number, number, number, number, number, number, number, number];

function solveLinearSystem(matrix: number[][], rhs: number[]): number[] | undefined {
  const n = rhs.length;
  const a = matrix.map((row, i) => [...row, rhs[i] ?? 0]);
  for (let column = 0; column < n; column++) {
    let pivot = column;
    for (let row = column + 1; row < n; row++) {
      if (Math.abs(a[row]?.[column] ?? 0) > Math.abs(a[pivot]?.[column] ?? 0)) pivot = row;
    }
    const pivotRow = a[pivot];
    const currentRow = a[column];
    if (!pivotRow || !currentRow || Math.abs(pivotRow[column] ?? 0) < 1e-12) return undefined;
    a[pivot] = currentRow;
    a[column] = pivotRow;
    for (let row = 0; row < n; row++) {
      const target = a[row];
      if (row === column || !target) continue;
      const factor = (target[column] ?? 0) / (pivotRow[column] ?? 1);
      for (let k = column; k <= n; k++) target[k] = (target[k] ?? 0) - factor * (pivotRow[k] ?? 0);
    }
  }
  return a.map((row, i) => (row[n] ?? 0) / (row[i] ?? 1));
}

/** Direct linear transform from four (or more, least squares) correspondences; undefined when degenerate. */
export function homographyFromPoints(
  from: readonly TemplatePoint[],
  to: readonly ImagePoint[],
): Homography | undefined {
  const normalTransposeA: number[][] = Array.from({ length: 8 }, () => new Array<number>(8).fill(0));
  const normalTransposeB = new Array<number>(8).fill(0);
  for (let i = 0; i < from.length; i++) {
    const source = from[i];
    const target = to[i];
    if (!source || !target) return undefined;
    const { x, y } = source;
    const { x: u, y: v } = target;
    const rows: [number[], number][] = [
      [[x, y, 1, 0, 0, 0, -u * x, -u * y], u],
      [[0, 0, 0, x, y, 1, -v * x, -v * y], v],
    ];
    for (const [row, value] of rows) {
      for (let r = 0; r < 8; r++) {
        const normalRow = normalTransposeA[r];
        if (!normalRow) continue;
        for (let c = 0; c < 8; c++) normalRow[c] = (normalRow[c] ?? 0) + (row[r] ?? 0) * (row[c] ?? 0);
        normalTransposeB[r] = (normalTransposeB[r] ?? 0) + (row[r] ?? 0) * value;
      }
    }
  }
  const h = solveLinearSystem(normalTransposeA, normalTransposeB);
  if (!h || h.some((value) => !Number.isFinite(value))) return undefined;
  return [...h, 1] as unknown as Homography;
}

/**
 * The affine map (no perspective) nearest to three or more correspondences, least squares, as a
 * homography; undefined when degenerate.
 */
export function affineFromPoints(
  from: readonly TemplatePoint[],
  to: readonly ImagePoint[],
): Homography | undefined {
  const normal = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  const alongX = [0, 0, 0];
  const alongY = [0, 0, 0];
  from.forEach((source, i) => {
    const target = to[i];
    if (!target) return;
    const row = [source.x, source.y, 1];
    row.forEach((value, r) => {
      row.forEach((other, c) => {
        const normalRow = normal[r];
        if (normalRow) normalRow[c] = (normalRow[c] ?? 0) + value * other;
      });
      alongX[r] = (alongX[r] ?? 0) + value * target.x;
      alongY[r] = (alongY[r] ?? 0) + value * target.y;
    });
  });
  const x = solveLinearSystem(normal, alongX);
  const y = solveLinearSystem(normal, alongY);
  if (!x || !y || [...x, ...y].some((value) => !Number.isFinite(value))) return undefined;
  return [...x, ...y, 0, 0, 1] as unknown as Homography;
}

export function projectToImage(h: Homography, point: TemplatePoint): ImagePoint {
  const w = h[6] * point.x + h[7] * point.y + h[8];
  return imagePoint(
    (h[0] * point.x + h[1] * point.y + h[2]) / w,
    (h[3] * point.x + h[4] * point.y + h[5]) / w,
  );
}

/** The inverse map, image pixels to template millimetres, as a plain matrix. */
export function invertHomography(h: Homography): Matrix3 {
  const [a, b, c, d, e, f, g, k, l] = h;
  const det = a * (e * l - f * k) - b * (d * l - f * g) + c * (d * k - e * g);
  return [
    (e * l - f * k) / det,
    (c * k - b * l) / det,
    (b * f - c * e) / det,
    (f * g - d * l) / det,
    (a * l - c * g) / det,
    (c * d - a * f) / det,
    (d * k - e * g) / det,
    (b * g - a * k) / det,
    (a * e - b * d) / det,
  ];
}

export function projectToTemplate(inverse: readonly number[], point: ImagePoint): TemplatePoint {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, k = 0, l = 1] = inverse;
  const w = g * point.x + k * point.y + l;
  return templatePoint((a * point.x + b * point.y + c) / w, (d * point.x + e * point.y + f) / w);
}

type Displacement = { readonly dx: number; readonly dy: number };

/** Image displacement of one template millimetre along x and along y at a point (the map's local Jacobian). */
function localAxes(h: Homography, at: TemplatePoint): { alongX: Displacement; alongY: Displacement } {
  const origin = projectToImage(h, at);
  const x = projectToImage(h, templatePoint(at.x + 1, at.y));
  const y = projectToImage(h, templatePoint(at.x, at.y + 1));
  return {
    alongX: { dx: x.x - origin.x, dy: x.y - origin.y },
    alongY: { dx: y.x - origin.x, dy: y.y - origin.y },
  };
}

/** Local scale of the map at a template point, in pixels per millimetre (geometric mean of both axes). */
export function pixelsPerMillimetre(h: Homography, at: TemplatePoint): number {
  const { alongX, alongY } = localAxes(h, at);
  return Math.sqrt(Math.hypot(alongX.dx, alongX.dy) * Math.hypot(alongY.dx, alongY.dy));
}

/**
 * Angle (degrees) between the device plane and the image plane at a template point, from the local
 * anisotropy of the map: a plane tilted by t is shortened by cos(t) along the tilt and not across it,
 * so the ratio of the Jacobian's singular values is cos(t) (weak perspective, exact at the point).
 */
export function viewingTiltDegrees(h: Homography, at: TemplatePoint): number {
  const { alongX, alongY } = localAxes(h, at);
  const [a, c] = [alongX.dx, alongX.dy];
  const [b, d] = [alongY.dx, alongY.dy];
  const sumSquares = a * a + b * b + c * c + d * d;
  const determinant = Math.abs(a * d - b * c);
  const spread = Math.sqrt(Math.max(0, sumSquares * sumSquares - 4 * determinant * determinant));
  const larger = Math.sqrt((sumSquares + spread) / 2);
  const smaller = Math.sqrt(Math.max(0, (sumSquares - spread) / 2));
  return larger > 0 ? (Math.acos(Math.min(1, smaller / larger)) * 180) / Math.PI : 90;
}
