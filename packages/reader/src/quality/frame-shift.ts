import type { WorkingCopy } from '../image/working-copy';

/** A rectangle of working-copy pixels. */
export type PixelBox = { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number };

/** Every other pixel of the box is compared at least: the shift is found at a quarter of the cost. */
const MIN_STRIDE = 2;
/**
 * A large box is compared more sparsely, at about this many pixels: an analyzer filling the preview (a
 * box of 260 x 200 working pixels) took 18 ms at every other pixel, over the live frame's budget.
 */
const MAX_COMPARED = 1500;

/** The step between compared pixels of a box, along each axis. */
function strideFor(box: PixelBox): number {
  const area = (box.x1 - box.x0 + 1) * (box.y1 - box.y0 + 1);
  return Math.max(MIN_STRIDE, Math.ceil(Math.sqrt(area / MAX_COMPARED)));
}

/** Mean of the luminance over the box's compared pixels (NaN when none lie in the copy). */
function boxMean(copy: WorkingCopy, box: PixelBox, stride: number, dx: number, dy: number): number {
  let sum = 0;
  let n = 0;
  for (let y = box.y0; y <= box.y1; y += stride)
    for (let x = box.x0; x <= box.x1; x += stride) {
      const xs = x + dx;
      const ys = y + dy;
      if (xs < 0 || ys < 0 || xs >= copy.width || ys >= copy.height) continue;
      sum += copy.luminance[ys * copy.width + xs] ?? 0;
      n++;
    }
  return n > 0 ? sum / n : Number.NaN;
}

/**
 * How far (whole working-copy pixels, within `reach` either way) the content of `box` in `previous` moved
 * in `current`: the shift with the least mean absolute difference, each side's own mean taken out (the
 * camera's exposure may step between frames), and that least difference (levels per pixel). A hand's
 * movement between two preview frames is mostly a translation; the rim's check at the moved placement,
 * and its alignment, take the rest.
 */
export function frameShift(
  previous: WorkingCopy,
  current: WorkingCopy,
  box: PixelBox,
  reach: number,
): { dx: number; dy: number; difference: number } {
  const x0 = Math.max(0, Math.round(box.x0));
  const y0 = Math.max(0, Math.round(box.y0));
  const x1 = Math.min(previous.width - 1, Math.round(box.x1));
  const y1 = Math.min(previous.height - 1, Math.round(box.y1));
  const clipped = { x0, y0, x1, y1 };
  const stride = strideFor(clipped);
  const before = boxMean(previous, clipped, stride, 0, 0);
  let best = { dx: 0, dy: 0, cost: Number.POSITIVE_INFINITY };
  for (let dy = -reach; dy <= reach; dy++)
    for (let dx = -reach; dx <= reach; dx++) {
      const after = boxMean(current, clipped, stride, dx, dy);
      let sum = 0;
      let n = 0;
      for (let y = y0; y <= y1; y += stride) {
        const ys = y + dy;
        if (ys < 0 || ys >= current.height) continue;
        for (let x = x0; x <= x1; x += stride) {
          const xs = x + dx;
          if (xs < 0 || xs >= current.width) continue;
          const a = (previous.luminance[y * previous.width + x] ?? 0) - before;
          const b = (current.luminance[ys * current.width + xs] ?? 0) - after;
          sum += Math.abs(a - b);
          n++;
        }
      }
      // Most of the box must stay in view for a shift to count.
      const cost = n * 2 >= ((x1 - x0) / stride + 1) * ((y1 - y0) / stride + 1) ? sum / n : Number.NaN;
      if (cost < best.cost) best = { dx, dy, cost };
    }
  return { dx: best.dx, dy: best.dy, difference: best.cost };
}
