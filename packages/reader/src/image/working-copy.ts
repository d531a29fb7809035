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

/**
 * A working copy with its saturation too: how coloured a pixel is, whatever its light ((max - min) / max
 * of its channels, in thousandths; a shadow scales the channels alike and leaves it as it was). Only the
 * analyzer's LCD tint search needs it, so only it pays for it.
 */
export type SaturatedWorkingCopy = WorkingCopy & { readonly saturation: Float32Array };

/** Averages 2x2 samples per block, which is enough to find a device and far cheaper than a full box filter. */
export function makeWorkingCopy(image: RgbaImage, maxLongSide: number): WorkingCopy;
export function makeWorkingCopy(
  image: RgbaImage,
  maxLongSide: number,
  options: { saturation: true },
): SaturatedWorkingCopy;
export function makeWorkingCopy(
  image: RgbaImage,
  maxLongSide: number,
  options?: { saturation: true },
): WorkingCopy | SaturatedWorkingCopy {
  const factor = Math.max(1, Math.ceil(Math.max(image.width, image.height) / maxLongSide));
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const luminance = new Float32Array(width * height);
  const whiteness = new Float32Array(width * height);
  const saturation = options?.saturation ? new Float32Array(width * height) : undefined;
  // Samples at a quarter and three quarters of each block (one sample when the block is one pixel).
  const near = factor === 1 ? 0 : Math.floor(factor / 4);
  const far = factor === 1 ? 0 : Math.floor((3 * factor) / 4);
  const samples = factor === 1 ? 1 : 4;
  const { data } = image;
  for (let y = 0; y < height; y++) {
    const top = (y * factor + near) * image.width;
    const bottom = (y * factor + far) * image.width;
    for (let x = 0; x < width; x++) {
      const left = x * factor + near;
      const a = (top + left) * 4;
      let r = data[a] ?? 0;
      let g = data[a + 1] ?? 0;
      let b = data[a + 2] ?? 0;
      if (samples === 4) {
        const right = x * factor + far;
        const c = (top + right) * 4;
        const d = (bottom + left) * 4;
        const e = (bottom + right) * 4;
        r = (r + (data[c] ?? 0) + (data[d] ?? 0) + (data[e] ?? 0)) / 4;
        g = (g + (data[c + 1] ?? 0) + (data[d + 1] ?? 0) + (data[e + 1] ?? 0)) / 4;
        b = (b + (data[c + 2] ?? 0) + (data[d + 2] ?? 0) + (data[e + 2] ?? 0)) / 4;
      }
      const i = y * width + x;
      luminance[i] = 0.299 * r + 0.587 * g + 0.114 * b;
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      whiteness[i] = min - (max - min);
      if (saturation) saturation[i] = max > 0 ? (1000 * (max - min)) / max : 0;
    }
  }
  const copy = { width, height, factor, luminance, whiteness };
  return saturation ? { ...copy, saturation } : copy;
}

/** Working-copy coordinates to full-resolution pixel coordinates (pixel centres). */
export function toFullResolution(copy: WorkingCopy, x: number, y: number): { x: number; y: number } {
  return { x: (x + 0.5) * copy.factor - 0.5, y: (y + 0.5) * copy.factor - 0.5 };
}

/** Full-resolution pixel coordinates to working-copy coordinates (toFullResolution's inverse). */
export function toWorkingCopy(copy: WorkingCopy, x: number, y: number): { x: number; y: number } {
  return { x: (x + 0.5) / copy.factor - 0.5, y: (y + 0.5) / copy.factor - 0.5 };
}
