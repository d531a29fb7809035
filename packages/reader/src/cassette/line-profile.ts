import type { RectifiedRegion } from '../image/rectify';
import { trimmedMean } from '../image/statistics';

/** Absorbance (-ln of brightness) per row, from a trimmed mean across the central 60% of the strip. */
export function absorbanceProfile(region: RectifiedRegion, channel: 0 | 1 | 2): Float64Array {
  const plane = region.planes[channel];
  const first = Math.floor(region.columns * 0.2);
  const last = Math.max(first + 1, Math.ceil(region.columns * 0.8));
  const profile = new Float64Array(region.rows);
  for (let row = 0; row < region.rows; row++) {
    const values: number[] = [];
    for (let column = first; column < last; column++) values.push(plane[row * region.columns + column] ?? Number.NaN);
    profile[row] = -Math.log(Math.max(trimmedMean(values, 0.2), 1) / 255);
  }
  return profile;
}
