/**
 * A wide core and flanks: the core holds a 1 mm line spread by up to about 2.3 mm of blur (motion or
 * defocus across the lines), the flanks start past it.
 */
const CORE_HALF_MM = 1.2;
const FLANK_NEAR_MM = 1.8;
const FLANK_FAR_MM = 3;

function meanOver(profile: Float64Array, from: number, to: number): number {
  let sum = 0;
  let count = 0;
  for (let row = Math.max(0, Math.ceil(from)); row <= Math.min(profile.length - 1, Math.floor(to)); row++) {
    const value = profile[row] ?? Number.NaN;
    if (!Number.isFinite(value)) continue;
    sum += value;
    count++;
  }
  return count >= 2 ? sum / count : Number.NaN;
}

/**
 * The strongest line of any spread within +-`searchMm` of a nominal row: the mean absorbance of a 2.4 mm
 * core over the mean of both flanks (a lighting slope cancels). Blur spreads a line but keeps its area, so
 * while the line stays inside the core this score is the line's area / 2.4 mm however blurred it is: a
 * control line smeared flat by motion, which the 1 mm line score no longer finds, still shows here.
 * NaN where no position has both flanks.
 */
export function spreadLineScore(
  profile: Float64Array,
  nominalRow: number,
  rowsPerMm: number,
  searchMm: number,
): number {
  let best = Number.NaN;
  const span = Math.round(searchMm * rowsPerMm);
  for (let offset = -span; offset <= span; offset++) {
    const row = nominalRow + offset;
    const core = meanOver(profile, row - CORE_HALF_MM * rowsPerMm, row + CORE_HALF_MM * rowsPerMm);
    const before = meanOver(profile, row - FLANK_FAR_MM * rowsPerMm, row - FLANK_NEAR_MM * rowsPerMm);
    const after = meanOver(profile, row + FLANK_NEAR_MM * rowsPerMm, row + FLANK_FAR_MM * rowsPerMm);
    const score = core - (before + after) / 2;
    if (Number.isFinite(score) && !(score <= best)) best = score;
  }
  return best;
}

/** The spread score of a line of this absorbance and width once spread, but still inside the core. */
export function spreadScoreOf(absorbance: number, lineWidthMm: number): number {
  return (absorbance * lineWidthMm) / (2 * CORE_HALF_MM);
}
