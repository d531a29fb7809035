type Point = { readonly x: number; readonly y: number };

function cross(o: Point, a: Point, b: Point): number {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

/** Convex hull by Andrew's monotone chain, counter-clockwise in a y-up frame; collinear points dropped. */
export function convexHull<T extends Point>(points: readonly T[]): T[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (sorted.length < 3) return sorted;
  const lower: T[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2] as T, lower[lower.length - 1] as T, p) <= 0)
      lower.pop();
    lower.push(p);
  }
  const upper: T[] = [];
  for (let i = sorted.length - 1; i >= 0; i--) {
    const p = sorted[i] as T;
    while (upper.length >= 2 && cross(upper[upper.length - 2] as T, upper[upper.length - 1] as T, p) <= 0)
      upper.pop();
    upper.push(p);
  }
  lower.pop();
  upper.pop();
  return [...lower, ...upper];
}
