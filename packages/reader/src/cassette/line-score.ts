/** Geometry of the score, in millimetres from the line centre. */
const CORE_HALF_MM = 0.3;
const FLANK_NEAR_MM = 0.85;
const FLANK_FAR_MM = 1.5;

export type LineScore = { readonly score: number; readonly coreRows: number; readonly flankRows: number };

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

/** The smaller of centre minus each flank: a brightness step is not a line, a line is darker than both sides. */
export function lineScore(residual: Float64Array, centreRow: number, rowsPerMm: number): LineScore {
  const core = meanOver(residual, centreRow - CORE_HALF_MM * rowsPerMm, centreRow + CORE_HALF_MM * rowsPerMm);
  const before = meanOver(residual, centreRow - FLANK_FAR_MM * rowsPerMm, centreRow - FLANK_NEAR_MM * rowsPerMm);
  const after = meanOver(residual, centreRow + FLANK_NEAR_MM * rowsPerMm, centreRow + FLANK_FAR_MM * rowsPerMm);
  const flanks = [before, after].filter((flank) => flank.count > 0);
  if (core.count === 0 || flanks.length === 0) return { score: Number.NaN, coreRows: 0, flankRows: 0 };
  const score = Math.min(...flanks.map((flank) => core.mean - flank.mean));
  return { score, coreRows: core.count, flankRows: Math.min(...flanks.map((flank) => flank.count)) };
}

/** Best score within +-`searchMm` of a nominal position. */
export function bestLineScore(residual: Float64Array, nominalRow: number, rowsPerMm: number, searchMm: number): LineScore & { row: number } {
  let best: (LineScore & { row: number }) | undefined;
  const span = Math.round(searchMm * rowsPerMm);
  for (let offset = -span; offset <= span; offset++) {
    const row = nominalRow + offset;
    const score = lineScore(residual, row, rowsPerMm);
    if (Number.isFinite(score.score) && (!best || score.score > best.score)) best = { ...score, row };
  }
  return best ?? { score: Number.NaN, coreRows: 0, flankRows: 0, row: nominalRow };
}
