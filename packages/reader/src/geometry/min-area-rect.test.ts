import { describe, expect, it } from 'vitest';
import { convexHull } from './convex-hull';
import { minAreaRect, rectCorners } from './min-area-rect';

/** Points filling a rectangle of the given size, rotated by `angleDeg` about (cx, cy). */
function rectanglePoints(cx: number, cy: number, long: number, short: number, angleDeg: number) {
  const a = (angleDeg * Math.PI) / 180;
  const points: { x: number; y: number }[] = [];
  for (let u = -long / 2; u <= long / 2; u += 1)
    for (let v = -short / 2; v <= short / 2; v += 1)
      points.push({ x: cx + u * Math.cos(a) - v * Math.sin(a), y: cy + u * Math.sin(a) + v * Math.cos(a) });
  return points;
}

describe('convexHull', () => {
  it('keeps only the corners of a filled square', () => {
    const points = rectanglePoints(0, 0, 10, 10, 0);
    const hull = convexHull(points);
    expect(hull).toHaveLength(4);
    expect(hull.map((p) => Math.hypot(p.x, p.y))).toEqual(Array(4).fill(Math.hypot(5, 5)));
  });
});

describe('minAreaRect', () => {
  it.each([0, 30, 95, 170, 250, 333])('finds a 40 x 12 rectangle rotated by %d degrees', (angle) => {
    const rect = minAreaRect(rectanglePoints(100, 80, 40, 12, angle));
    if (!rect) throw new Error('no rectangle');
    expect(rect.halfLong).toBeCloseTo(20, 5);
    expect(rect.halfShort).toBeCloseTo(6, 5);
    expect(rect.centre.x).toBeCloseTo(100, 5);
    expect(rect.centre.y).toBeCloseTo(80, 5);
    const a = (angle * Math.PI) / 180;
    // The long axis, either way round.
    expect(Math.abs(rect.axis.x * Math.cos(a) + rect.axis.y * Math.sin(a))).toBeCloseTo(1, 5);
  });

  it('gives the corners end A left, end A right, end B right, end B left', () => {
    const rect = minAreaRect(rectanglePoints(0, 0, 40, 12, 0));
    if (!rect) throw new Error('no rectangle');
    const corners = rectCorners(rect);
    const ends = corners.map((c) => Math.sign(c.x * rect.axis.x + c.y * rect.axis.y));
    expect(ends).toEqual([-1, -1, 1, 1]);
    // "Right" is the long axis turned by +90 degrees.
    const right = { x: -rect.axis.y, y: rect.axis.x };
    expect(corners.map((c) => Math.sign(c.x * right.x + c.y * right.y))).toEqual([-1, 1, 1, -1]);
  });

  it('is undefined for fewer than three distinct points', () => {
    expect(
      minAreaRect([
        { x: 1, y: 1 },
        { x: 2, y: 2 },
      ]),
    ).toBeUndefined();
  });
});
