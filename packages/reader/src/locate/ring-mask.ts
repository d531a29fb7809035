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
    const x = Math.round(centre.x + a * axis.x - b * axis.y);
    const y = Math.round(centre.y + a * axis.y + b * axis.x);
    return x >= 0 && y >= 0 && x < mask.width && y < mask.height && mask.data[y * mask.width + x] ? 1 : 0;
  };
}
