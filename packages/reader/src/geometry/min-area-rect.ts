import { convexHull } from './convex-hull';

type Point = { readonly x: number; readonly y: number };

export type RotatedRect = {
  readonly centre: Point;
  /** Unit vector along the long side. */
  readonly axis: Point;
  /** Half the long side and half the short side. */
  readonly halfLong: number;
  readonly halfShort: number;
};

/**
 * Smallest-area rectangle around the points at any angle (rotating calipers: one side of the optimum
 * lies on a hull edge). Undefined for fewer than three points or a degenerate set.
 */
export function minAreaRect(points: readonly Point[]): RotatedRect | undefined {
  const hull = convexHull(points);
  if (hull.length < 3) return undefined;
  let best: { area: number; rect: RotatedRect } | undefined;
  for (let i = 0; i < hull.length; i++) {
    const a = hull[i] as Point;
    const b = hull[(i + 1) % hull.length] as Point;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (length === 0) continue;
    const ux = (b.x - a.x) / length;
    const uy = (b.y - a.y) / length;
    let minU = Infinity;
    let maxU = -Infinity;
    let minV = Infinity;
    let maxV = -Infinity;
    for (const p of hull) {
      const u = p.x * ux + p.y * uy;
      const v = -p.x * uy + p.y * ux;
      minU = Math.min(minU, u);
      maxU = Math.max(maxU, u);
      minV = Math.min(minV, v);
      maxV = Math.max(maxV, v);
    }
    const area = (maxU - minU) * (maxV - minV);
    if (best && area >= best.area) continue;
    const cu = (minU + maxU) / 2;
    const cv = (minV + maxV) / 2;
    const centre = { x: cu * ux - cv * uy, y: cu * uy + cv * ux };
    const alongU = (maxU - minU) / 2;
    const alongV = (maxV - minV) / 2;
    best = {
      area,
      rect:
        alongU >= alongV
          ? { centre, axis: { x: ux, y: uy }, halfLong: alongU, halfShort: alongV }
          : { centre, axis: { x: -uy, y: ux }, halfLong: alongV, halfShort: alongU },
    };
  }
  return best?.rect;
}

/**
 * The rectangle's corners in the order the body search gives an outline: the ends of the long axis first
 * (end A left, end A right, end B right, end B left), "right" being the long axis turned by +90 degrees.
 */
export function rectCorners(rect: RotatedRect): [Point, Point, Point, Point] {
  const { centre: c, axis: u, halfLong: p, halfShort: q } = rect;
  const v = { x: -u.y, y: u.x };
  const at = (a: number, b: number) => ({
    x: c.x + a * p * u.x + b * q * v.x,
    y: c.y + a * p * u.y + b * q * v.y,
  });
  return [at(-1, -1), at(-1, 1), at(1, 1), at(1, -1)];
}
