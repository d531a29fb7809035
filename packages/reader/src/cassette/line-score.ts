import { BEND_FAR_MM, BEND_NEAR_MM, slopePerRow } from './profile-bend';

/** Geometry of the score, in millimetres from the line centre (lines are 1 mm wide with soft edges). */
const CORE_HALF_MM = 0.4;
export const FLANK_NEAR_MM = 0.8;
export const FLANK_FAR_MM = 1.7;
/** Half the span a score reads: positions closer than this to a line zone see the line. */
export const LINE_SCORE_REACH_MM = FLANK_FAR_MM;

export type LineScore = {
  /** Core absorbance minus the mean of both flanks. */
  readonly score: number;
  /** The smaller of core minus each flank: a brightness step gives a high score on one side only. */
  readonly worstSide: number;
  readonly coreRows: number;
  readonly flankRows: number;
};

function meanOver(profile: Float64Array, from: number, to: number): { mean: number; count: number } {
  let sum = 0;
  let count = 0;
  for (let row = Math.max(0, Math.ceil(from)); row <= Math.min(profile.length - 1, Math.floor(to)); row++) {
    const value = profile[row] ?? Number.NaN;
    if (!Number.isFinite(value)) continue;
    sum += value;
    count++;
  }
  return { mean: count > 0 ? sum / count : Number.NaN, count };
}

const NO_SCORE: LineScore = { score: Number.NaN, worstSide: Number.NaN, coreRows: 0, flankRows: 0 };

/** Mean of the core and of each flank around a row. */
function coreAndFlanks(profile: Float64Array, row: number, rowsPerMm: number) {
  return {
    core: meanOver(profile, row - CORE_HALF_MM * rowsPerMm, row + CORE_HALF_MM * rowsPerMm),
    before: meanOver(profile, row - FLANK_FAR_MM * rowsPerMm, row - FLANK_NEAR_MM * rowsPerMm),
    after: meanOver(profile, row + FLANK_NEAR_MM * rowsPerMm, row + FLANK_FAR_MM * rowsPerMm),
  };
}

/** A line is darker than both sides: its score is the core against both flanks, checked side by side. */
export function lineScore(residual: Float64Array, centreRow: number, rowsPerMm: number): LineScore {
  const { core, before, after } = coreAndFlanks(residual, centreRow, rowsPerMm);
  const flanks = [before, after].filter((flank) => flank.count > 0);
  if (core.count === 0 || flanks.length === 0) return NO_SCORE;
  const sides = flanks.map((flank) => core.mean - flank.mean);
  return {
    score: sides.reduce((sum, side) => sum + side, 0) / sides.length,
    worstSide: Math.min(...sides),
    coreRows: core.count,
    flankRows: flanks.reduce((sum, flank) => sum + flank.count, 0),
  };
}

/** Best score within +-`searchMm` of a nominal position. */
export function bestLineScore(
  residual: Float64Array,
  nominalRow: number,
  rowsPerMm: number,
  searchMm: number,
): LineScore & { row: number } {
  let best: (LineScore & { row: number }) | undefined;
  const span = Math.round(searchMm * rowsPerMm);
  for (let offset = -span; offset <= span; offset++) {
    const row = nominalRow + offset;
    const score = lineScore(residual, row, rowsPerMm);
    if (Number.isFinite(score.score) && (!best || score.score > best.score)) best = { ...score, row };
  }
  return best ?? { ...NO_SCORE, row: nominalRow };
}

/**
 * The smaller of core minus each flank on the raw profile, with the lighting's slope (the mean of the
 * slopes measured beside each flank) taken out. A brightness step passes a baseline fit as a bump, but
 * here one side stays near zero; a line on a lighting gradient keeps both sides.
 */
export function rawWorstSide(profile: Float64Array, row: number, rowsPerMm: number): number {
  const { core, before, after } = coreAndFlanks(profile, row, rowsPerMm);
  const slopeBefore = slopePerRow(profile, row - BEND_FAR_MM * rowsPerMm, row - BEND_NEAR_MM * rowsPerMm);
  const slopeAfter = slopePerRow(profile, row + BEND_NEAR_MM * rowsPerMm, row + BEND_FAR_MM * rowsPerMm);
  const slopes = [slopeBefore, slopeAfter].filter((slope) => Number.isFinite(slope));
  const slope = slopes.length > 0 ? slopes.reduce((sum, value) => sum + value, 0) / slopes.length : 0;
  const flankOffset = ((FLANK_NEAR_MM + FLANK_FAR_MM) / 2) * rowsPerMm * slope;
  const sides = [];
  if (before.count > 0) sides.push(core.mean - (before.mean + flankOffset));
  if (after.count > 0) sides.push(core.mean - (after.mean - flankOffset));
  return core.count > 0 && sides.length > 0 ? Math.min(...sides) : Number.NaN;
}
