import type { RectifiedRegion } from '../image/rectify';
import { PROFILE_MARGIN } from '../cassette/line-profile';
import { median } from '../image/statistics';

const GLARE_MIN_LUMINANCE = 228;
/** The line profile's columns (see line-profile). */
const PROFILE_FROM = PROFILE_MARGIN;
const PROFILE_TO = 1 - PROFILE_MARGIN;
/** Rows are judged over a line's width (mm): a highlight matters where it overlaps a line. */
const ROW_SPAN_MM = 1;

export type RegionLight = {
  readonly level: number;
  readonly glareFraction: number;
  readonly clippedFraction: number;
  /**
   * The largest share of glare or clipped pixels across the profile's strip, over any 1 mm of rows: what
   * a highlight does to the line profile. The profile's 20%-trimmed mean discards a smaller share.
   */
  readonly glareRowFraction: number;
};

/** Brightness of a rectified region in one channel, and how much of it is glare or clipped. */
export function regionLight(region: RectifiedRegion, channel: 0 | 1 | 2): RegionLight {
  const level = median(region.planes[channel]);
  const luminance = region.planes[3];
  const luminanceLevel = median(luminance);
  const first = Math.floor(region.columns * PROFILE_FROM);
  const last = Math.max(first + 1, Math.ceil(region.columns * PROFILE_TO));
  const rowBad = new Float64Array(region.rows);
  const rowCount = new Float64Array(region.rows);
  let glare = 0;
  let clipped = 0;
  let count = 0;
  for (let i = 0; i < luminance.length; i++) {
    const value = luminance[i] ?? Number.NaN;
    if (!Number.isFinite(value)) continue;
    count++;
    // Glare is added white light: far above the region's level and near the top of the range (a shadow edge is neither).
    const isGlare = value > luminanceLevel * 1.18 + 8 && value >= GLARE_MIN_LUMINANCE;
    const isClipped =
      (region.planes[0][i] ?? 0) >= 252 ||
      (region.planes[1][i] ?? 0) >= 252 ||
      (region.planes[2][i] ?? 0) >= 252;
    if (isGlare) glare++;
    if (isClipped) clipped++;
    const column = i % region.columns;
    if (column < first || column >= last) continue;
    const row = Math.floor(i / region.columns);
    rowCount[row] = (rowCount[row] ?? 0) + 1;
    if (isGlare || isClipped) rowBad[row] = (rowBad[row] ?? 0) + 1;
  }
  const span = Math.max(1, Math.round(ROW_SPAN_MM * region.resolution));
  let glareRowFraction = 0;
  for (let start = 0; start + span <= region.rows; start++) {
    let bad = 0;
    let total = 0;
    for (let row = start; row < start + span; row++) {
      bad += rowBad[row] ?? 0;
      total += rowCount[row] ?? 0;
    }
    if (total > 0) glareRowFraction = Math.max(glareRowFraction, bad / total);
  }
  return {
    level,
    glareFraction: count ? glare / count : 1,
    clippedFraction: count ? clipped / count : 1,
    glareRowFraction: count ? glareRowFraction : 1,
  };
}
