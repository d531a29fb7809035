import { sampleGrey } from '../image/sample';
import { quantile } from '../image/statistics';
import type { GreyImage, RgbaImage } from '../image/rgba-image';
import type { BarField } from './bar-field';
import { barSlant } from './bar-slant';

/** Samples per frame pixel across the bars: narrow bars' edges land between pixels, not on them. */
export const ZOOM = 2;
/** Bands along the bars, each averaged into one row: the noise falls, and a slight perspective survives. */
const BANDS = 3;
/** A field's edges stop short of the code's ends and quiet zones: this much more is taken on each side. */
const END_MARGIN = 0.2;
const END_MARGIN_PX = 24;

/**
 * A bar field turned upright and straightened: a few bands along the bars, each averaged into one profile
 * across them (ZOOM samples per frame pixel).
 */
export function uprightProfiles(frame: GreyImage, field: BarField): Float64Array[] {
  const ux = Math.cos(field.axis);
  const uy = Math.sin(field.axis);
  const slant = barSlant(frame, field);
  const halfLength = field.length / 2 + field.length * END_MARGIN + END_MARGIN_PX;
  // The middle of the bars (their ends may be cut by print), and no taller than the field is long.
  const halfHeight = (Math.min(field.height, field.length) / 2) * 0.8;
  const width = Math.max(1, Math.round(2 * halfLength * ZOOM));
  const steps = Math.max(BANDS, Math.round(2 * halfHeight));
  // Per column: where it crosses the axis, and the bars' direction there (through each half's, measured
  // about a quarter of the length from the middle).
  const columnX = new Float64Array(width);
  const columnY = new Float64Array(width);
  const barX = new Float64Array(width);
  const barY = new Float64Array(width);
  for (let i = 0; i < width; i++) {
    const along = -halfLength + (i + 0.5) / ZOOM;
    const bars = (slant.start + slant.end) / 2 + ((slant.end - slant.start) * along) / (field.length / 2);
    columnX[i] = field.x + along * ux;
    columnY[i] = field.y + along * uy;
    barX[i] = Math.cos(bars);
    barY[i] = Math.sin(bars);
  }
  const sums: Float64Array[] = Array.from({ length: BANDS }, () => new Float64Array(width));
  const counts: Float64Array[] = Array.from({ length: BANDS }, () => new Float64Array(width));
  for (let s = 0; s < steps; s++) {
    const offset = -halfHeight + ((s + 0.5) * 2 * halfHeight) / steps;
    const band = Math.min(BANDS - 1, Math.floor((s * BANDS) / steps));
    const sum = sums[band];
    const count = counts[band];
    if (!sum || !count) continue;
    for (let i = 0; i < width; i++) {
      const value = sampleGrey(
        frame,
        (columnX[i] ?? 0) + offset * (barX[i] ?? 0),
        (columnY[i] ?? 0) + offset * (barY[i] ?? 0),
      );
      if (Number.isNaN(value)) continue;
      sum[i] = (sum[i] ?? 0) + value;
      count[i] = (count[i] ?? 0) + 1;
    }
  }
  return sums.map((sum, band) => withPaperOutside(sum, counts[band] ?? new Float64Array(width)));
}

/** The share of a profile's samples in the frame below its paper level. */
const PAPER_QUANTILE = 0.9;

/**
 * Each band's mean per sample, and, where the band left the frame, its paper level: a decoder binarises
 * a row by its levels, and a white far above the paper would make the paper count as ink.
 */
function withPaperOutside(sum: Float64Array, count: Float64Array): Float64Array {
  const inside: number[] = [];
  const mean = sum.map((value, i) => {
    const n = count[i] ?? 0;
    if (n === 0) return Number.NaN;
    inside.push(value / n);
    return value / n;
  });
  const paper = inside.length > 0 ? quantile(inside, PAPER_QUANTILE) : 255;
  return mean.map((value) => (Number.isNaN(value) ? paper : value));
}

/** Rows each profile is drawn as, so the decoder sees bars of some height. */
const ROWS_PER_BAND = 6;

/** Profiles drawn one under another as grey RGBA rows: the image a linear decoder reads. */
export function profilesImage(profiles: readonly Float64Array[]): RgbaImage {
  const width = profiles[0]?.length ?? 0;
  const height = profiles.length * ROWS_PER_BAND;
  const data = new Uint8ClampedArray(width * height * 4);
  profiles.forEach((profile, band) => {
    for (let r = 0; r < ROWS_PER_BAND; r++) {
      const y = band * ROWS_PER_BAND + r;
      profile.forEach((value, x) => {
        const p = (y * width + x) * 4;
        data[p] = value;
        data[p + 1] = value;
        data[p + 2] = value;
        data[p + 3] = 255;
      });
    }
  });
  return { width, height, data };
}
