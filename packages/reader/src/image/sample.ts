import type { GreyImage, RgbaImage } from './rgba-image';

function bilinear(v00: number, v01: number, v10: number, v11: number, fx: number, fy: number): number {
  const top = v00 + (v01 - v00) * fx;
  const bottom = v10 + (v11 - v10) * fx;
  return top + (bottom - top) * fy;
}

/** One channel of the RGBA pixel at `pixel` (0 r, 1 g, 2 b, 3 luminance). */
function channelOf(data: RgbaImage['data'], pixel: number, channel: 0 | 1 | 2 | 3): number {
  const i = pixel * 4;
  if (channel === 3) return 0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0);
  return data[i + channel] ?? 0;
}

/** Bilinear sample of one RGBA channel (0 r, 1 g, 2 b, 3 luminance); NaN outside the image. */
export function sampleChannel(image: RgbaImage, channel: 0 | 1 | 2 | 3, x: number, y: number): number {
  const { data, width, height } = image;
  // Without a cell object per call: this runs for every sample of every edge profile.
  if (x < 0 || y < 0 || x > width - 1 || y > height - 1) return Number.NaN;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(x0 + 1, width - 1);
  const y1 = Math.min(y0 + 1, height - 1);
  return bilinear(
    channelOf(data, y0 * width + x0, channel),
    channelOf(data, y0 * width + x1, channel),
    channelOf(data, y1 * width + x0, channel),
    channelOf(data, y1 * width + x1, channel),
    x - x0,
    y - y0,
  );
}

export function sampleGrey(image: GreyImage, x: number, y: number): number {
  const { data, width, height } = image;
  if (x < 0 || y < 0 || x > width - 1 || y > height - 1) return Number.NaN;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(x0 + 1, width - 1);
  const y1 = Math.min(y0 + 1, height - 1);
  return bilinear(
    data[y0 * width + x0] ?? 0,
    data[y0 * width + x1] ?? 0,
    data[y1 * width + x0] ?? 0,
    data[y1 * width + x1] ?? 0,
    x - x0,
    y - y0,
  );
}
