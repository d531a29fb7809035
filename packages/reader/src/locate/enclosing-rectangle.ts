type Point = { readonly x: number; readonly y: number };

/** Directions tried for the rectangle's long side, over a quarter turn. */
const DIRECTIONS = 180;

/**
 * The smallest-area rectangle around `points`, grown by `margin` on every side, in findBody's corner order
 * (end A left, end A right, end B right, end B left along its long side); undefined for fewer than 3
 * points. A blob whose end is cut off by print near it (a label at the body's end) has no points there for
 * a side to be fitted to, but its two long sides still reach the end.
 */
export function enclosingRectangle(
  points: readonly Point[],
  margin: number,
): [Point, Point, Point, Point] | undefined {
  if (points.length < 3) return undefined;
  let best: { area: number; angle: number; p0: number; p1: number; q0: number; q1: number } | undefined;
  for (let k = 0; k < DIRECTIONS; k++) {
    const angle = (k / DIRECTIONS) * (Math.PI / 2);
    const [ux, uy] = [Math.cos(angle), Math.sin(angle)];
    let [p0, p1, q0, q1] = [Infinity, -Infinity, Infinity, -Infinity];
    for (const { x, y } of points) {
      const p = x * ux + y * uy;
      const q = -x * uy + y * ux;
      p0 = Math.min(p0, p);
      p1 = Math.max(p1, p);
      q0 = Math.min(q0, q);
      q1 = Math.max(q1, q);
    }
    const area = (p1 - p0) * (q1 - q0);
    if (!best || area < best.area) best = { area, angle, p0, p1, q0, q1 };
  }
  if (!best) return undefined;
  let { angle, p0, p1, q0, q1 } = best;
  // The long side along p.
  if (q1 - q0 > p1 - p0) [angle, p0, p1, q0, q1] = [angle + Math.PI / 2, q0, q1, -p1, -p0];
  const [ux, uy] = [Math.cos(angle), Math.sin(angle)];
  const at = (p: number, q: number): Point => ({ x: p * ux - q * uy, y: p * uy + q * ux });
  const [a, b, c, d] = [p0 - margin, p1 + margin, q0 - margin, q1 + margin];
  return [at(a, c), at(a, d), at(b, d), at(b, c)];
}
