import type { WorkingCopy } from '../image/working-copy';
import { quantile } from '../image/statistics';

/** A step this many grey levels high across the outline is always an edge, whatever the noise. */
const MIN_EDGE_STEP = 6;
/** An edge stands this many times above the photo's median gradient (texture and noise). */
const EDGE_OVER_MEDIAN = 4;

/**
 * Pixels on a luminance edge, grown by one pixel: walls that keep a light body apart from an equally
 * light surface. The outline of a device on a white or grey table has little contrast in brightness, but
 * it is still an edge (its side, its shading, its drop shadow), which a brightness threshold cannot see.
 */
export function edgeBarrier(copy: WorkingCopy): Uint8Array {
  const { width, height, luminance } = copy;
  const magnitude = new Float32Array(width * height);
  const at = (x: number, y: number) => luminance[y * width + x] as number;
  const sample: number[] = [];
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      const gx =
        at(x + 1, y - 1) +
        2 * at(x + 1, y) +
        at(x + 1, y + 1) -
        at(x - 1, y - 1) -
        2 * at(x - 1, y) -
        at(x - 1, y + 1);
      const gy =
        at(x - 1, y + 1) +
        2 * at(x, y + 1) +
        at(x + 1, y + 1) -
        at(x - 1, y - 1) -
        2 * at(x, y - 1) -
        at(x + 1, y - 1);
      // (|gx| + |gy|) / 8 is half the step height for a sharp step edge.
      const value = (Math.abs(gx) + Math.abs(gy)) / 8;
      magnitude[y * width + x] = value;
      if ((x + y * 7) % 13 === 0) sample.push(value);
    }
  const threshold = Math.max(MIN_EDGE_STEP / 2, EDGE_OVER_MEDIAN * quantile(sample, 0.5));
  const barrier = new Uint8Array(width * height);
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      if ((magnitude[y * width + x] as number) < threshold) continue;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) barrier[(y + dy) * width + x + dx] = 1;
    }
  return barrier;
}

/** How far (working pixels) a blob bounded by the barrier stops short of the true outline. */
export const BARRIER_INSET = 1.5;

/** The barrier grown by one more pixel all round (4-neighbours): it closes a gap of a pixel or two. */
export function sealedBarrier(barrier: Uint8Array, width: number): Uint8Array {
  const sealed = barrier.slice();
  for (let i = 0; i < barrier.length; i++) {
    if (!barrier[i]) continue;
    const x = i % width;
    if (x > 0) sealed[i - 1] = 1;
    if (x < width - 1) sealed[i + 1] = 1;
    if (i >= width) sealed[i - width] = 1;
    if (i + width < barrier.length) sealed[i + width] = 1;
  }
  return sealed;
}

/** ...and by one more pixel, the sealed barrier's. */
export const SEALED_BARRIER_INSET = BARRIER_INSET + 1;
