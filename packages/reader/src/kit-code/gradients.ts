import type { GreyImage } from '../image/rgba-image';

/**
 * A frame's Sobel gradients at every `STEP`-th pixel of every `STEP`-th row (zero on the border): grid
 * cell (x, y) holds the gradient at frame pixel (STEP x, STEP y).
 */
export type Gradients = {
  readonly width: number;
  readonly height: number;
  gx: Float32Array;
  gy: Float32Array;
};

/** Frame pixels per grid cell: a quarter of the work, and each cell's Sobel still sees a one-pixel bar. */
export const STEP = 2;

/**
 * The luminance gradients of a frame. Sobel's smoothing across each difference keeps a sharp edge's
 * direction (central differences pull a stepped edge's toward the pixel grid's axes); taken from the full
 * frame, because a one-pixel bar is gone from a half-size copy.
 */
export function gradientsOf(frame: GreyImage): Gradients {
  const { width, height, data: grey } = frame;
  const columns = Math.floor(width / STEP);
  const rows = Math.floor(height / STEP);
  const gx = new Float32Array(columns * rows);
  const gy = new Float32Array(columns * rows);
  for (let row = 1; row < rows; row++) {
    for (let column = 1; column < columns; column++) {
      const i = row * STEP * width + column * STEP;
      if (column * STEP >= width - 1 || row * STEP >= height - 1) continue;
      const nw = grey[i - width - 1] ?? 0;
      const n = grey[i - width] ?? 0;
      const ne = grey[i - width + 1] ?? 0;
      const w = grey[i - 1] ?? 0;
      const e = grey[i + 1] ?? 0;
      const sw = grey[i + width - 1] ?? 0;
      const s = grey[i + width] ?? 0;
      const se = grey[i + width + 1] ?? 0;
      gx[row * columns + column] = ne + 2 * e + se - nw - 2 * w - sw;
      gy[row * columns + column] = sw + 2 * s + se - nw - 2 * n - ne;
    }
  }
  return { width: columns, height: rows, gx, gy };
}
