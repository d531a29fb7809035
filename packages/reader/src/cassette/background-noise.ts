import { FLANK_FAR_MM, FLANK_NEAR_MM, LINE_SCORE_REACH_MM, lineScore, type LineScore } from './line-score';
import { BEND_FAR_MM, profileBend } from './profile-bend';

/** Standard deviation from absolute deviations (1.4826 x their median, upper middle); 0 when there are none. */
export function robustSigma(absolute: number[]): number {
  absolute.sort((a, b) => a - b);
  return 1.4826 * (absolute[absolute.length >> 1] ?? 0);
}

/** Rows at least `clearance` rows from every line: where a measurement sees no line. */
function lineFreeRows(rows: number, lineRows: readonly number[], clearance: number): number[] {
  const free: number[] = [];
  for (let row = 0; row < rows; row++)
    if (lineRows.every((line) => Math.abs(row - line) >= clearance)) free.push(row);
  return free;
}

/**
 * Noise of the score where there is no line: the RMS of the score at every position whose reach stays
 * clear of the line zones. It holds what a white-noise model misses (JPEG blocks, membrane texture,
 * resampling), which all act at the line's own scale.
 */
export function backgroundScoreNoise(
  residual: Float64Array,
  lineRows: readonly number[],
  rowsPerMm: number,
  zoneHalfMm: number,
): { rms: number; positions: number } {
  const fullFlanks = 2 * (FLANK_FAR_MM - FLANK_NEAR_MM) * rowsPerMm * 0.8;
  let sumSquares = 0;
  let positions = 0;
  for (const row of lineFreeRows(residual.length, lineRows, (LINE_SCORE_REACH_MM + zoneHalfMm) * rowsPerMm)) {
    const score = lineScore(residual, row, rowsPerMm);
    if (!Number.isFinite(score.score) || score.flankRows < fullFlanks) continue;
    sumSquares += score.score * score.score;
    positions++;
  }
  return { rms: positions > 0 ? Math.sqrt(sumSquares / positions) : Number.NaN, positions };
}

/** Robust spread of the bend where there is no line (median absolute bend, as a standard deviation). */
export function backgroundBendNoise(
  profile: Float64Array,
  lineRows: readonly number[],
  rowsPerMm: number,
  zoneHalfMm: number,
): { spread: number; positions: number } {
  const bends: number[] = [];
  for (const row of lineFreeRows(profile.length, lineRows, (BEND_FAR_MM + zoneHalfMm) * rowsPerMm)) {
    const bend = profileBend(profile, row, rowsPerMm);
    if (Number.isFinite(bend)) bends.push(Math.abs(bend));
  }
  return { spread: robustSigma(bends), positions: bends.length };
}

/** Robust per-row noise from first differences, scaled to a score's rows: the floor under the background estimate. */
export function whiteScoreNoise(
  residual: Float64Array,
  masked: (row: number) => boolean,
): (score: LineScore) => number {
  const differences: number[] = [];
  for (let row = 1; row < residual.length; row++) {
    if (masked(row) || masked(row - 1)) continue;
    const d = (residual[row] ?? Number.NaN) - (residual[row - 1] ?? Number.NaN);
    if (Number.isFinite(d)) differences.push(Math.abs(d));
  }
  const rowNoise = robustSigma(differences) / Math.SQRT2;
  return (score) => rowNoise * Math.sqrt(1 / Math.max(score.coreRows, 1) + 1 / Math.max(score.flankRows, 1));
}
