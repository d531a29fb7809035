import type { GreyImage, RgbaImage } from './rgba-image';

/** Bilinear interpolation of `at` (pixel centres) at (x, y); NaN outside the image. */
function bilinear(
  width: number,
  height: number,
  at: (px: number, py: number) => number,
  x: number,
  y: number,
): number {
  if (x < 0 || y < 0 || x > width - 1 || y > height - 1) return Number.NaN;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(x0 + 1, width - 1);
  const y1 = Math.min(y0 + 1, height - 1);
  const fx = x - x0;
  const fy = y - y0;
  const top = at(x0, y0) + (at(x1, y0) - at(x0, y0)) * fx;
  const bottom = at(x0, y1) + (at(x1, y1) - at(x0, y1)) * fx;
  return top + (bottom - top) * fy;
}

/** Bilinear sample of one RGBA channel (0 r, 1 g, 2 b, 3 luminance); NaN outside the image. */
export function sampleChannel(image: RgbaImage, channel: 0 | 1 | 2 | 3, x: number, y: number): number {
  const { data, width, height } = image;
  const at = (px: number, py: number): number => {
    const i = (py * width + px) * 4;
    if (channel === 3)
      return 0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0);
    return data[i + channel] ?? 0;
  };
  return bilinear(width, height, at, x, y);
}

export function sampleGrey(image: GreyImage, x: number, y: number): number {
  const { data, width, height } = image;
  return bilinear(width, height, (px, py) => data[py * width + px] ?? 0, x, y);
}
