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

type LineShape = { level: number; peak: number; peakRow: number };

/**
 * A line's zero level (the mean beyond AREA_HALF_MM on both sides), its depth above it (the deepest mean
 * over PEAK_HALF_MM within PEAK_SEARCH_MM of `lineRow`) and where that depth is; undefined without a line.
 */
function lineShape(residual: Float64Array, lineRow: number, rowsPerMm: number): LineShape | undefined {
  const level =
    (meanOf(residual, lineRow - LEVEL_FAR_MM * rowsPerMm, lineRow - AREA_HALF_MM * rowsPerMm) +
      meanOf(residual, lineRow + AREA_HALF_MM * rowsPerMm, lineRow + LEVEL_FAR_MM * rowsPerMm)) /
    2;
  let peak = Number.NEGATIVE_INFINITY;
  let peakRow = lineRow;
  const half = PEAK_HALF_MM * rowsPerMm;
  for (
    let row = Math.round(lineRow - PEAK_SEARCH_MM * rowsPerMm);
    row <= Math.round(lineRow + PEAK_SEARCH_MM * rowsPerMm);
    row++
  ) {
    const depth = meanOf(residual, row - half, row + half) - level;
    if (depth > peak) {
      peak = depth;
      peakRow = row;
    }
  }
  return peak > 0 && Number.isFinite(level) ? { level, peak, peakRow } : undefined;
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
  const shape = lineShape(residual, lineRow, rowsPerMm);
  if (!shape) return Number.NaN;
  let area = 0;
  for (
    let row = Math.round(lineRow - AREA_HALF_MM * rowsPerMm);
    row <= Math.round(lineRow + AREA_HALF_MM * rowsPerMm);
    row++
  ) {
    const value = residual[row];
    if (value === undefined || !Number.isFinite(value)) return Number.NaN;
    area += (value - shape.level) / rowsPerMm;
  }
  if (!(area > 0)) return Number.NaN;
  return Math.min(1, (lineWidthMm * shape.peak) / area);
}

/** Where (fractional row) the line's depth first falls to `share` of its peak, walking from its peak by `step`. */
function fallsTo(
  residual: Float64Array,
  shape: LineShape,
  share: number,
  step: 1 | -1,
  reach: number,
): number {
  const target = share * shape.peak;
  let previous = shape.peak;
  for (let offset = 1; offset <= reach; offset++) {
    const value = (residual[shape.peakRow + step * offset] ?? Number.NaN) - shape.level;
    if (!Number.isFinite(value)) return Number.NaN;
    if (value <= target) return shape.peakRow + step * (offset - (target - value) / (previous - value));
    previous = value;
  }
  return Number.NaN;
}

/**
 * The 80-20% fall (mm) of a line's depth on its two edges, their mean: the blur at the line itself,
 * whatever the line's width (a wide sharp line keeps steep edges where its peak kept, judged against the
 * template's width, looks like blur). A Gaussian blur of sigma s gives about 1.68 s beside a line wider
 * than the blur. NaN when the profile does not allow it.
 */
export function lineEdgeRiseMm(residual: Float64Array, lineRow: number, rowsPerMm: number): number {
  const shape = lineShape(residual, lineRow, rowsPerMm);
  if (!shape) return Number.NaN;
  const reach = Math.round(AREA_HALF_MM * rowsPerMm);
  const rises = ([1, -1] as const).map(
    (step) =>
      Math.abs(fallsTo(residual, shape, 0.2, step, reach) - fallsTo(residual, shape, 0.8, step, reach)) /
      rowsPerMm,
  );
  return ((rises[0] ?? Number.NaN) + (rises[1] ?? Number.NaN)) / 2;
}
