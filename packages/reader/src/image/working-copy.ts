import type { RgbaImage } from './rgba-image';

/** A small copy for finding the device: luminance and "whiteness" (light and neutral, as plastic is). */
export type WorkingCopy = {
  readonly width: number;
  readonly height: number;
  /** Full-resolution pixels per working pixel. */
  readonly factor: number;
  readonly luminance: Float32Array;
  readonly whiteness: Float32Array;
};

/** Averages 2x2 samples per block, which is enough to find a device and far cheaper than a full box filter. */
export function makeWorkingCopy(image: RgbaImage, maxLongSide: number): WorkingCopy {
  const factor = Math.max(1, Math.ceil(Math.max(image.width, image.height) / maxLongSide));
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const luminance = new Float32Array(width * height);
  const whiteness = new Float32Array(width * height);
  const offsets = factor === 1 ? [0] : [Math.floor(factor / 4), Math.floor((3 * factor) / 4)];
  const samples = offsets.length * offsets.length;
  const { data } = image;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const dy of offsets) {
        const row = (y * factor + dy) * image.width;
        for (const dx of offsets) {
          const index = (row + x * factor + dx) * 4;
          r += data[index] ?? 0;
          g += data[index + 1] ?? 0;
          b += data[index + 2] ?? 0;
        }
      }
      r /= samples;
      g /= samples;
      b /= samples;
      const i = y * width + x;
      luminance[i] = 0.299 * r + 0.587 * g + 0.114 * b;
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      whiteness[i] = min - (max - min);
    }
  }
  return { width, height, factor, luminance, whiteness };
}

/** Working-copy coordinates to full-resolution pixel coordinates (pixel centres). */
export function toFullResolution(copy: WorkingCopy, x: number, y: number): { x: number; y: number } {
  return { x: (x + 0.5) * copy.factor - 0.5, y: (y + 0.5) * copy.factor - 0.5 };
}
