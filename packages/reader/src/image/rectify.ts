import type { TemplateRect } from '@portal/contract';
import type { Homography } from '../geometry/homography';
import type { RgbaImage } from './rgba-image';

/** A template rectangle resampled into a grid: rows along template y, `resolution` samples per mm. */
export type RectifiedRegion = {
  readonly columns: number;
  readonly rows: number;
  readonly resolution: number;
  /** r, g, b, luminance planes, row-major; NaN where the rectangle leaves the image. */
  readonly planes: readonly [Float32Array, Float32Array, Float32Array, Float32Array];
};

/** Samples with 2x2 supersampling per cell so that a high-resolution photo is averaged, not aliased. */
export function rectify(
  image: RgbaImage,
  homography: Homography,
  rect: TemplateRect,
  resolution: number,
): RectifiedRegion {
  const columns = Math.max(1, Math.round(rect.width * resolution));
  const rows = Math.max(1, Math.round(rect.height * resolution));
  const planes = [0, 1, 2, 3].map(
    () => new Float32Array(columns * rows),
  ) as unknown as RectifiedRegion['planes'];
  const quarter = 0.25 / resolution;
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = homography;
  const { data, width, height } = image;
  const [red, green, blue, luminance] = planes;
  // The four supersamples at (-q, -q), (q, -q), (-q, q), (q, q), summed in that order.
  const sampleU = [-quarter, quarter, -quarter, quarter];
  const sampleV = [-quarter, -quarter, quarter, quarter];
  const stride = width * 4;
  for (let row = 0; row < rows; row++) {
    const v = rect.y + (row + 0.5) / resolution;
    for (let column = 0; column < columns; column++) {
      const u = rect.x + (column + 0.5) / resolution;
      let r = 0;
      let g = 0;
      let b = 0;
      let inside = true;
      for (let k = 0; k < 4; k++) {
        const su = u + (sampleU[k] ?? 0);
        const sv = v + (sampleV[k] ?? 0);
        const w = h6 * su + h7 * sv + h8;
        const x = (h0 * su + h1 * sv + h2) / w;
        const y = (h3 * su + h4 * sv + h5) / w;
        if (!(x >= 0 && y >= 0 && x < width - 1 && y < height - 1)) {
          inside = false;
          break;
        }
        const x0 = Math.floor(x);
        const y0 = Math.floor(y);
        const fx = x - x0;
        const fy = y - y0;
        const i00 = (y0 * width + x0) * 4;
        const i01 = i00 + 4;
        const i10 = i00 + stride;
        const i11 = i10 + 4;
        const w00 = (1 - fx) * (1 - fy);
        const w01 = fx * (1 - fy);
        const w10 = (1 - fx) * fy;
        const w11 = fx * fy;
        r +=
          (data[i00] ?? 0) * w00 + (data[i01] ?? 0) * w01 + (data[i10] ?? 0) * w10 + (data[i11] ?? 0) * w11;
        g +=
          (data[i00 + 1] ?? 0) * w00 +
          (data[i01 + 1] ?? 0) * w01 +
          (data[i10 + 1] ?? 0) * w10 +
          (data[i11 + 1] ?? 0) * w11;
        b +=
          (data[i00 + 2] ?? 0) * w00 +
          (data[i01 + 2] ?? 0) * w01 +
          (data[i10 + 2] ?? 0) * w10 +
          (data[i11 + 2] ?? 0) * w11;
      }
      const index = row * columns + column;
      if (!inside) {
        red[index] = green[index] = blue[index] = luminance[index] = Number.NaN;
        continue;
      }
      red[index] = r / 4;
      green[index] = g / 4;
      blue[index] = b / 4;
      luminance[index] = (0.299 * r + 0.587 * g + 0.114 * b) / 4;
    }
  }
  return { columns, rows, resolution, planes };
}
