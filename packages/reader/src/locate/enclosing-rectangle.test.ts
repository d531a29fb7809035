import { describe, expect, it } from 'vitest';
import { enclosingRectangle } from './enclosing-rectangle';

type Point = { x: number; y: number };

/** Points along the sides of a rectangle 60 long and 20 wide, turned by `turnDeg` about (100, 80). */
function rectanglePoints(turnDeg: number, keep: (along: number, across: number) => boolean): Point[] {
  const a = (turnDeg * Math.PI) / 180;
  const at = (along: number, across: number) => ({
    x: 100 + along * Math.cos(a) - across * Math.sin(a),
    y: 80 + along * Math.sin(a) + across * Math.cos(a),
  });
  const points: Point[] = [];
  for (let along = -30; along <= 30; along += 1)
    for (const across of [-10, 10]) if (keep(along, across)) points.push(at(along, across));
  for (let across = -10; across <= 10; across += 1)
    for (const along of [-30, 30]) if (keep(along, across)) points.push(at(along, across));
  return points;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

describe('enclosingRectangle', () => {
  it('finds a turned rectangle whose one end has no points, long sides after the first corner', () => {
    // End A (along = -30) left out, as print across a body's end leaves it: only the sides reach there.
    const points = rectanglePoints(120, (along, across) => along > -30 || Math.abs(across) === 10);
    const corners = enclosingRectangle(points, 0);
    expect(corners).toBeDefined();
    const [c0, c1, c2, c3] = corners ?? [];
    if (!c0 || !c1 || !c2 || !c3) throw new Error('no rectangle');
    expect(distance(c0, c1)).toBeCloseTo(20, 0);
    expect(distance(c1, c2)).toBeCloseTo(60, 0);
    expect(distance(c2, c3)).toBeCloseTo(20, 0);
    const centre = { x: (c0.x + c2.x) / 2, y: (c0.y + c2.y) / 2 };
    expect(distance(centre, { x: 100, y: 80 })).toBeLessThan(0.5);
    // The long side runs at 120 degrees (or half a turn from it).
    const angle = (Math.atan2(c2.y - c1.y, c2.x - c1.x) * 180) / Math.PI;
    const off = (((angle - 120) % 180) + 180) % 180;
    expect(Math.min(off, 180 - off)).toBeLessThan(1);
  });

  it('grows the rectangle by the margin on every side', () => {
    const corners = enclosingRectangle(
      rectanglePoints(0, () => true),
      2,
    );
    const [c0, c1, c2] = corners ?? [];
    if (!c0 || !c1 || !c2) throw new Error('no rectangle');
    expect(distance(c0, c1)).toBeCloseTo(24, 5);
    expect(distance(c1, c2)).toBeCloseTo(64, 5);
  });

  it('gives none for fewer than three points', () => {
    expect(
      enclosingRectangle(
        [
          { x: 0, y: 0 },
          { x: 5, y: 1 },
        ],
        0,
      ),
    ).toBeUndefined();
  });
});
