import type { RectifiedRegion } from '../image/rectify';
import { PROFILE_MARGIN } from '../cassette/line-profile';
import { median, quantile } from '../image/statistics';

const GLARE_MIN_LUMINANCE = 228;
/** Added white light: a pixel this far above its membrane's level. */
const isAboveMembrane = (value: number, level: number) => value > level * 1.18 + 8;
/** A row's own membrane level, below any highlight on part of it: the row's 20th percentile. */
const ROW_MEMBRANE_QUANTILE = 0.2;
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

/** The line profile's columns: from `first` up to, not including, `last`. */
function profileColumns(region: RectifiedRegion): { first: number; last: number } {
  const first = Math.floor(region.columns * PROFILE_FROM);
  return { first, last: Math.max(first + 1, Math.ceil(region.columns * PROFILE_TO)) };
}

/** Brightness of a rectified region in one channel, and how much of it is glare or clipped. */
export function regionLight(region: RectifiedRegion, channel: 0 | 1 | 2): RegionLight {
  const level = median(region.planes[channel]);
  const luminance = region.planes[3];
  const luminanceLevel = median(luminance);
  const { first, last } = profileColumns(region);
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
    const isGlare = isAboveMembrane(value, luminanceLevel) && value >= GLARE_MIN_LUMINANCE;
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
  const glareRowFraction = largestSpanShare(rowBad, rowCount, 0, region.rows, region.resolution);
  return {
    level,
    glareFraction: count ? glare / count : 1,
    clippedFraction: count ? clipped / count : 1,
    glareRowFraction: count ? glareRowFraction : 1,
  };
}

/** The largest share of bad pixels over any 1 mm of rows from `fromRow` to `toRow`. */
function largestSpanShare(
  rowBad: Float64Array,
  rowCount: Float64Array,
  fromRow: number,
  toRow: number,
  resolution: number,
): number {
  const span = Math.max(1, Math.round(ROW_SPAN_MM * resolution));
  let largest = 0;
  for (let start = Math.max(0, fromRow); start + span <= Math.min(rowBad.length, toRow); start++) {
    let bad = 0;
    let total = 0;
    for (let row = start; row < start + span; row++) {
      bad += rowBad[row] ?? 0;
      total += rowCount[row] ?? 0;
    }
    if (total > 0) largest = Math.max(largest, bad / total);
  }
  return largest;
}

/** Rows beside a line's place that show the light there without a highlight on the place itself (mm). */
const BESIDE_FROM_MM = 1;
const BESIDE_TO_MM = 4;
/** The window's own edge shading (mm), left out of the rows beside. */
const EDGE_MM = 1;

/** Per row of the profile's strip: its pixels, and those lit well above the row's own membrane. */
export type RowHighlights = {
  readonly bad: Float64Array;
  readonly count: Float64Array;
  readonly resolution: number;
};

/** A row's membrane is its 20th percentile: a highlight on part of the row, or a line, cannot raise it. */
export function rowHighlights(region: RectifiedRegion): RowHighlights {
  const luminance = region.planes[3];
  const { first, last } = profileColumns(region);
  const bad = new Float64Array(region.rows);
  const count = new Float64Array(region.rows);
  const row: number[] = [];
  for (let r = 0; r < region.rows; r++) {
    row.length = 0;
    for (let column = first; column < last; column++) {
      const value = luminance[r * region.columns + column] ?? Number.NaN;
      if (Number.isFinite(value)) row.push(value);
    }
    const membrane = quantile(row, ROW_MEMBRANE_QUANTILE);
    count[r] = row.length;
    bad[r] = row.filter((value) => isAboveMembrane(value, membrane)).length;
  }
  return { bad, count, resolution: region.resolution };
}

/** Share of highlight pixels in the rows from `from` to `to`, within the window's edges; 0 under 1 mm. */
function meanShare({ bad, count, resolution }: RowHighlights, from: number, to: number): number {
  const edge = Math.round(EDGE_MM * resolution);
  let highlit = 0;
  let rows = 0;
  let total = 0;
  for (let r = Math.max(edge, from); r < Math.min(bad.length - edge, to); r++) {
    highlit += bad[r] ?? 0;
    total += count[r] ?? 0;
    rows++;
  }
  return rows >= resolution && total > 0 ? highlit / total : 0;
}

/**
 * A highlight between two rows, however dark the photo: the largest share, over any 1 mm of rows, of the
 * profile's pixels lit well above their own row's membrane (luminance), less the share of the rows beside
 * it (1-4 mm away, on the side that shows more). The glare gate asks its pixels to be near the top of the
 * range too, which a highlight on a dark membrane never reaches (tune-hard covid-ag glare-50022: membrane
 * 84, the highlight 133). A light gradient raises no pixel above its own row. A shadow's edge across the
 * strip does (its lit side), but as much in the rows beside: a highlight is a spot, a shadow's edge runs on.
 */
export function highlightShare(rows: RowHighlights, fromRow: number, toRow: number): number {
  const mm = rows.resolution;
  const from = Math.floor(fromRow);
  const to = Math.ceil(toRow);
  const place = largestSpanShare(rows.bad, rows.count, from, to, mm);
  const above = meanShare(
    rows,
    Math.floor(fromRow - BESIDE_TO_MM * mm),
    Math.floor(fromRow - BESIDE_FROM_MM * mm),
  );
  const below = meanShare(rows, Math.ceil(toRow + BESIDE_FROM_MM * mm), Math.ceil(toRow + BESIDE_TO_MM * mm));
  return Math.max(0, place - Math.max(above, below));
}
