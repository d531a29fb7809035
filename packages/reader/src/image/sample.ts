import type { GreyImage, RgbaImage } from './rgba-image';

/** Sample indices and weights of a bilinear read at (x, y) between pixel centres; undefined outside the image. */
type Cell = { i00: number; i01: number; i10: number; i11: number; fx: number; fy: number };

function cellAt(width: number, height: number, x: number, y: number): Cell | undefined {
  if (x < 0 || y < 0 || x > width - 1 || y > height - 1) return undefined;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(x0 + 1, width - 1);
  const y1 = Math.min(y0 + 1, height - 1);
  return {
    i00: y0 * width + x0,
    i01: y0 * width + x1,
    i10: y1 * width + x0,
    i11: y1 * width + x1,
    fx: x - x0,
    fy: y - y0,
  };
}

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
  const cell = cellAt(width, height, x, y);
  if (!cell) return Number.NaN;
  return bilinear(
    channelOf(data, cell.i00, channel),
    channelOf(data, cell.i01, channel),
    channelOf(data, cell.i10, channel),
    channelOf(data, cell.i11, channel),
    cell.fx,
    cell.fy,
  );
}

export function sampleGrey(image: GreyImage, x: number, y: number): number {
  const { data, width, height } = image;
  const cell = cellAt(width, height, x, y);
  if (!cell) return Number.NaN;
  return bilinear(
    data[cell.i00] ?? 0,
    data[cell.i01] ?? 0,
    data[cell.i10] ?? 0,
    data[cell.i11] ?? 0,
    cell.fx,
    cell.fy,
  );
}
