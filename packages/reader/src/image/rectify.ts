import type { TemplateRect } from '@portal/contract';
import { projectToImage, type Homography } from '../geometry/homography';
import { templatePoint } from '../geometry/points';
import type { RgbaImage } from './rgba-image';
import { sampleChannel } from './sample';

/** A template rectangle resampled into a grid: rows along template y, `resolution` samples per mm. */
export type RectifiedRegion = {
  readonly columns: number;
  readonly rows: number;
  readonly resolution: number;
  /** r, g, b, luminance planes, row-major; NaN where the rectangle leaves the image. */
  readonly planes: readonly [Float32Array, Float32Array, Float32Array, Float32Array];
};

/** Samples with 2x2 supersampling per cell so that a high-resolution photo is averaged, not aliased. */
export function rectify(image: RgbaImage, homography: Homography, rect: TemplateRect, resolution: number): RectifiedRegion {
  const columns = Math.max(1, Math.round(rect.width * resolution));
  const rows = Math.max(1, Math.round(rect.height * resolution));
  const planes = [0, 1, 2, 3].map(() => new Float32Array(columns * rows)) as unknown as RectifiedRegion['planes'];
  const quarter = 0.25 / resolution;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const u = rect.x + (column + 0.5) / resolution;
      const v = rect.y + (row + 0.5) / resolution;
      const sums = [0, 0, 0];
      for (const [du, dv] of [[-quarter, -quarter], [quarter, -quarter], [-quarter, quarter], [quarter, quarter]] as const) {
        const point = projectToImage(homography, templatePoint(u + du, v + dv));
        for (let channel = 0; channel < 3; channel++) {
          sums[channel] = (sums[channel] ?? 0) + sampleChannel(image, channel as 0 | 1 | 2, point.x, point.y);
        }
      }
      const index = row * columns + column;
      const r = (sums[0] ?? 0) / 4;
      const g = (sums[1] ?? 0) / 4;
      const b = (sums[2] ?? 0) / 4;
      planes[0][index] = r;
      planes[1][index] = g;
      planes[2][index] = b;
      planes[3][index] = 0.299 * r + 0.587 * g + 0.114 * b;
    }
  }
  return { columns, rows, resolution, planes };
}
