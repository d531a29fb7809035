export type Line = { readonly px: number; readonly py: number; readonly dx: number; readonly dy: number };
type Point = { readonly x: number; readonly y: number };

function totalLeastSquares(points: readonly Point[]): Line | undefined {
  if (points.length < 3) return undefined;
  let mx = 0;
  let my = 0;
  for (const p of points) {
    mx += p.x;
    my += p.y;
  }
  mx /= points.length;
  my /= points.length;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (const p of points) {
    sxx += (p.x - mx) ** 2;
    syy += (p.y - my) ** 2;
    sxy += (p.x - mx) * (p.y - my);
  }
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  return { px: mx, py: my, dx: Math.cos(angle), dy: Math.sin(angle) };
}

function distance(line: Line, p: Point): number {
  return Math.abs((p.x - line.px) * line.dy - (p.y - line.py) * line.dx);
}

/** Line through edge points, refitted twice without the points far from it (rounded corners, glare). */
export function fitLine(points: readonly Point[]): Line | undefined {
  let line = totalLeastSquares(points);
  for (let round = 0; round < 2 && line; round++) {
    const current = line;
    const residuals = points.map((p) => distance(current, p)).sort((a, b) => a - b);
    const limit = Math.max(1, 2.5 * (residuals[Math.floor(residuals.length / 2)] ?? 0));
    line = totalLeastSquares(points.filter((p) => distance(current, p) <= limit)) ?? current;
  }
  return line;
}

export function intersect(a: Line, b: Line): Point | undefined {
  const det = a.dx * b.dy - a.dy * b.dx;
  if (Math.abs(det) < 1e-6) return undefined;
  const t = ((b.px - a.px) * b.dy - (b.py - a.py) * b.dx) / det;
  return { x: a.px + t * a.dx, y: a.py + t * a.dy };
}

/** Moves a line by `amount` away from a reference point. */
export function pushAway(line: Line, from: Point, amount: number): Line {
  let nx = -line.dy;
  let ny = line.dx;
  if ((line.px - from.x) * nx + (line.py - from.y) * ny < 0) {
    nx = -nx;
    ny = -ny;
  }
  return { ...line, px: line.px + nx * amount, py: line.py + ny * amount };
}

/**
 * The quadrilateral of four fitted sides: its corners end A x side A, end A x side B, end B x side B,
 * end B x side A; undefined when a side is missing or two are parallel.
 */
export function quadFromSides(
  endA: Line | undefined,
  endB: Line | undefined,
  sideA: Line | undefined,
  sideB: Line | undefined,
): [Point, Point, Point, Point] | undefined {
  if (!endA || !endB || !sideA || !sideB) return undefined;
  const [c0, c1, c2, c3] = [
    intersect(endA, sideA),
    intersect(endA, sideB),
    intersect(endB, sideB),
    intersect(endB, sideA),
  ];
  return c0 && c1 && c2 && c3 ? [c0, c1, c2, c3] : undefined;
}
