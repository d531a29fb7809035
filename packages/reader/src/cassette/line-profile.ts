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

/**
 * Lines that run slanted across the resampled window: a column `c` sees the row `r` of the straight
 * profile at `r + rowsPerColumn * (c - centreColumn)`.
 */
export type ProfileSlant = { readonly rowsPerColumn: number; readonly centreColumn: number };

/** The columns within the strip's margins. */
export function profileColumns(region: RectifiedRegion): ProfileColumns {
  const from = Math.floor(region.columns * PROFILE_MARGIN);
  return { from, to: Math.max(from + 1, Math.ceil(region.columns * (1 - PROFILE_MARGIN))) };
}

/** The strip's two halves either side of its midline, within its margins. */
export function profileHalves(region: RectifiedRegion): [ProfileColumns, ProfileColumns] {
  const { from, to } = profileColumns(region);
  const middle = Math.round((from + to) / 2);
  return [
    { from, to: middle },
    { from: middle, to },
  ];
}

/**
 * The profiles of the strip's two halves (profileHalves), along the lines' `slant` if given: the
 * control's slant is measured on them, and the score's noise from their difference.
 */
export function halfProfiles(
  region: RectifiedRegion,
  channels: MeasuringChannels,
  slant?: ProfileSlant,
): [Float64Array, Float64Array] {
  const [left, right] = profileHalves(region);
  return [
    absorbanceProfile(region, channels, left, slant),
    absorbanceProfile(region, channels, right, slant),
  ];
}

/**
 * A column's brightness at the row nearest a fractional one (NaN beyond the ends). Nearest, not
 * interpolated: a mix of two rows would smooth the grain, and the white-noise floor, measured from row
 * to row, would then understate the score's noise.
 */
function sampleAt(
  plane: Float32Array | undefined,
  region: RectifiedRegion,
  row: number,
  column: number,
): number {
  const nearest = Math.round(row);
  return plane && nearest >= 0 && nearest < region.rows
    ? (plane[nearest * region.columns + column] ?? Number.NaN)
    : Number.NaN;
}

/**
 * Absorbance (-ln of brightness) per row, from a trimmed mean across the strip within its margins (or
 * across `columns`). With a secondary channel, each sample is the log-weighted mix of both channels.
 * With a `slant`, each column is read along the lines' slant (controlSlant), so that a row follows a line.
 */
export function absorbanceProfile(
  region: RectifiedRegion,
  channels: MeasuringChannels,
  columns: ProfileColumns = profileColumns(region),
  slant?: ProfileSlant,
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
      const at = slant ? row + slant.rowsPerColumn * (column - slant.centreColumn) : row;
      const value = sampleAt(main, region, at, column);
      values.push(
        second
          ? Math.exp(
              (1 - weight) * Math.log(Math.max(value, 1)) +
                weight * Math.log(Math.max(sampleAt(second, region, at, column), 1)),
            )
          : value,
      );
    }
    profile[row] = -Math.log(Math.max(trimmedMean(values, 0.2), 1) / 255);
  }
  return profile;
}
