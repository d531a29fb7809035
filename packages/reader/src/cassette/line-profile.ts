import type { RectifiedRegion } from '../image/rectify';
import { trimmedMean } from '../image/statistics';

export type MeasuringChannels = {
  readonly main: 0 | 1 | 2;
  readonly secondary?: { readonly channel: 0 | 1 | 2; readonly weight: number };
};

/**
 * Share of the strip's width left out on each side: the window's edge and its shading, within the
 * homography's error. Grain averages over the rest: from 10% to 5% the tune photos' noise fell by 7% (the
 * trimmed mean discards the rim's pixels should the edge reach further in).
 */
export const PROFILE_MARGIN = 0.05;

/** The strip's columns a profile reads: all but the margins, or one half of them (`from` .. `to` - 1). */
export type ProfileColumns = { readonly from: number; readonly to: number };

/** The columns within the strip's margins. */
export function profileColumns(region: RectifiedRegion): ProfileColumns {
  const from = Math.floor(region.columns * PROFILE_MARGIN);
  return { from, to: Math.max(from + 1, Math.ceil(region.columns * (1 - PROFILE_MARGIN))) };
}

/**
 * Absorbance (-ln of brightness) per row, from a trimmed mean across the strip within its margins (or
 * across `columns`). With a secondary channel, each sample is the log-weighted mix of both channels.
 */
export function absorbanceProfile(
  region: RectifiedRegion,
  channels: MeasuringChannels,
  columns: ProfileColumns = profileColumns(region),
): Float64Array {
  const main = region.planes[channels.main];
  const second = channels.secondary ? region.planes[channels.secondary.channel] : undefined;
  const weight = channels.secondary?.weight ?? 0;
  const { from: first, to: last } = columns;
  const profile = new Float64Array(region.rows);
  const values: number[] = [];
  for (let row = 0; row < region.rows; row++) {
    values.length = 0;
    for (let column = first; column < last; column++) {
      const index = row * region.columns + column;
      const value = main[index] ?? Number.NaN;
      values.push(
        second
          ? Math.exp(
              (1 - weight) * Math.log(Math.max(value, 1)) +
                weight * Math.log(Math.max(second[index] ?? Number.NaN, 1)),
            )
          : value,
      );
    }
    profile[row] = -Math.log(Math.max(trimmedMean(values, 0.2), 1) / 255);
  }
  return profile;
}
