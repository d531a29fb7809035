import type { RotatedRect } from '../geometry/min-area-rect';

type Point = { x: number; y: number };

/** A binary mask of dark structures over a working copy (1 = dark). */
export type RingMask = { readonly data: Uint8Array; readonly width: number; readonly height: number };

/** A point's coordinates in a rotated rectangle's frame: `a` along its long axis, `b` across, from its centre. */
export function rectCoordinates(rect: RotatedRect, point: Point): { a: number; b: number } {
  const dx = point.x - rect.centre.x;
  const dy = point.y - rect.centre.y;
  return { a: dx * rect.axis.x + dy * rect.axis.y, b: dy * rect.axis.x - dx * rect.axis.y };
}

/** 1 where the mask is dark at (a along, b across) in the rectangle's frame, else 0 (also off the mask). */
export function darkInRect(mask: RingMask, rect: RotatedRect): (a: number, b: number) => 0 | 1 {
  const { centre, axis } = rect;
  return (a, b) => {
    return darkAt(mask, centre.x + a * axis.x - b * axis.y, centre.y + a * axis.y + b * axis.x);
  };
}

/** 1 where the mask is dark at the pixel nearest (x, y), else 0 (also off the mask). */
function darkAt(mask: RingMask, x: number, y: number): 0 | 1 {
  const column = Math.round(x);
  const row = Math.round(y);
  return column >= 0 &&
    row >= 0 &&
    column < mask.width &&
    row < mask.height &&
    mask.data[row * mask.width + column]
    ? 1
    : 0;
}

/**
 * Share of dark pixels along a quadrilateral's sides moved `outward` pixels away from its centre: the
 * middle of a rim of that thickness around an inner edge seen in perspective.
 */
export function darkAlongQuad(mask: RingMask, quad: readonly Point[], outward: number, samples = 24): number {
  const cx = quad.reduce((sum, p) => sum + p.x, 0) / quad.length;
  const cy = quad.reduce((sum, p) => sum + p.y, 0) / quad.length;
  let dark = 0;
  quad.forEach((from, i) => {
    const to = quad[(i + 1) % quad.length] ?? from;
    const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
    let nx = (to.y - from.y) / length;
    let ny = -(to.x - from.x) / length;
    if (nx * ((from.x + to.x) / 2 - cx) + ny * ((from.y + to.y) / 2 - cy) < 0) [nx, ny] = [-nx, -ny];
    for (let k = 0; k < samples; k++) {
      const t = (k + 0.5) / samples;
      dark += darkAt(
        mask,
        from.x + t * (to.x - from.x) + outward * nx,
        from.y + t * (to.y - from.y) + outward * ny,
      );
    }
  });
  return dark / (quad.length * samples);
}
