import type { KitTemplate } from '@portal/contract';
import type { BodyCandidate } from './find-body';

type Point = { readonly x: number; readonly y: number };

/** Print at least this share of the body's width wide leaves only strips beside it, which sealing closes. */
const PRINT_SPANS_WIDTH = 0.6;

/** Print whose far edge lies within this share of the body's length from an end can cut that end off. */
const PRINT_NEAR_END = 0.3;

/** An outline at least this much shorter than the template's aspect may be a body cut at one end. */
const SHORTER_THAN_ASPECT = 0.97;

/**
 * The shares of the body's length that print across one end (a label nearly the body's width) cuts off
 * with it: from that end to the print's far edge.
 */
export function printCutShares(template: KitTemplate): number[] {
  const { width, height } = template.body;
  const upright = height >= width;
  const [long, short] = upright ? [height, width] : [width, height];
  const shares: number[] = [];
  for (const { rect } of template.features) {
    const [from, length, across] = upright
      ? [rect.y, rect.height, rect.width]
      : [rect.x, rect.width, rect.height];
    if (across < PRINT_SPANS_WIDTH * short) continue;
    if (from + length <= PRINT_NEAR_END * long) shares.push((from + length) / long);
    else if (from >= (1 - PRINT_NEAR_END) * long) shares.push((long - from) / long);
  }
  return shares;
}

const lerp = (from: Point, to: Point, t: number): Point => ({
  x: from.x + (to.x - from.x) * t,
  y: from.y + (to.y - from.y) * t,
});

/**
 * A body outline cut short by print across one end, drawn out past it: for each share printCutShares
 * gives, once beyond end A and once beyond end B, as the outline does not say which end the print hid.
 * Sealed edges part such a label from the rest of the body; the blob then ends at the label, and its
 * outline falls the label's length short (12-18 mm on the browser renderer's photos). None for an outline
 * about as long as the template's aspect.
 */
export function lengthenedPastPrint(
  body: BodyCandidate,
  expectedAspect: number,
  cutShares: readonly number[],
): BodyCandidate[] {
  const [a0, a1, b1, b0] = body.corners;
  const width = (Math.hypot(a1.x - a0.x, a1.y - a0.y) + Math.hypot(b1.x - b0.x, b1.y - b0.y)) / 2;
  const length = (Math.hypot(b0.x - a0.x, b0.y - a0.y) + Math.hypot(b1.x - a1.x, b1.y - a1.y)) / 2;
  if (!(width > 0) || length / width > SHORTER_THAN_ASPECT * expectedAspect) return [];
  return cutShares.flatMap((share) => {
    const stretch = 1 / (1 - share);
    // Each long side drawn out beyond one end, from the other end's corner.
    const beyondA: BodyCandidate['corners'] = [lerp(b0, a0, stretch), lerp(b1, a1, stretch), b1, b0];
    const beyondB: BodyCandidate['corners'] = [a0, a1, lerp(a1, b1, stretch), lerp(a0, b0, stretch)];
    return [beyondA, beyondB].map((corners) => ({
      ...body,
      corners,
      centre: lerp(corners[0], corners[2], 0.5),
    }));
  });
}
