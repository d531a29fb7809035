/** The line's depth is read as the mean over this half width (mm) around its deepest point. */
const PEAK_HALF_MM = 0.1;
/** The deepest point is sought within this distance (mm) of the line's found centre. */
const PEAK_SEARCH_MM = 0.5;
/** The line's area is summed over this half width (mm): it holds most of a 1 mm line blurred by up to 1 mm sigma (C sits 4-5 mm into the window). */
const AREA_HALF_MM = 2;
/** Its zero level is the mean between AREA_HALF_MM and this distance (mm) on both sides. */
const LEVEL_FAR_MM = 2.8;

function meanOf(profile: Float64Array, from: number, to: number): number {
  let sum = 0;
  let count = 0;
  for (let row = Math.max(0, Math.round(from)); row <= Math.min(profile.length - 1, Math.round(to)); row++) {
    const value = profile[row] ?? Number.NaN;
    if (!Number.isFinite(value)) continue;
    sum += value;
    count++;
  }
  return count > 0 ? sum / count : Number.NaN;
}

/**
 * The share of a line's depth that its centre keeps in this photo, measured on the line itself: its
 * nominal width over its effective width (area / peak depth). Blur of any kind (defocus, motion in any
 * direction) spreads a line across the flow axis and lowers its peak by exactly this share, so a faint
 * test line of the same width, beside it, loses the same. NaN when the profile does not allow it.
 */
export function linePeakKept(
  residual: Float64Array,
  lineRow: number,
  rowsPerMm: number,
  lineWidthMm: number,
): number {
  const level =
    (meanOf(residual, lineRow - LEVEL_FAR_MM * rowsPerMm, lineRow - AREA_HALF_MM * rowsPerMm) +
      meanOf(residual, lineRow + AREA_HALF_MM * rowsPerMm, lineRow + LEVEL_FAR_MM * rowsPerMm)) /
    2;
  let area = 0;
  for (
    let row = Math.round(lineRow - AREA_HALF_MM * rowsPerMm);
    row <= Math.round(lineRow + AREA_HALF_MM * rowsPerMm);
    row++
  ) {
    const value = residual[row];
    if (value === undefined || !Number.isFinite(value)) return Number.NaN;
    area += (value - level) / rowsPerMm;
  }
  let peak = Number.NEGATIVE_INFINITY;
  const half = PEAK_HALF_MM * rowsPerMm;
  for (
    let row = Math.round(lineRow - PEAK_SEARCH_MM * rowsPerMm);
    row <= Math.round(lineRow + PEAK_SEARCH_MM * rowsPerMm);
    row++
  )
    peak = Math.max(peak, meanOf(residual, row - half, row + half) - level);
  if (!(area > 0) || !(peak > 0) || !Number.isFinite(level)) return Number.NaN;
  return Math.min(1, (lineWidthMm * peak) / area);
}
