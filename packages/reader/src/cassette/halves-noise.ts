import { robustSigma } from './background-noise';
import { fitBaseline } from './baseline';
import { lineScore } from './line-score';

/**
 * The noise of a line's score as the window's two halves (either side of its midline) disagree on it. A
 * line spans the window's width, so it cancels from the halves' difference, which keeps what differs
 * between them: the camera's grain, the membrane's texture, compression within a row. Measured at every
 * row, the line zones included, it sees the noise where the lines are, which the few millimetres of
 * line-free stretches (backgroundScoreNoise) can miss. Each half averages half the columns, so the whole
 * width's noise is half the difference's spread; robust, as a line slanted across the window differs
 * between the halves at its own rows. `halves`: the halves' profiles (halfProfiles), left as they are;
 * `unusable`: rows left out (the window's ends); `masked`: the line zones the baselines bridge.
 */
export function halvesScoreNoise(
  halves: readonly [Float64Array, Float64Array],
  rowsPerMm: number,
  unusable: (row: number) => boolean,
  masked: (row: number) => boolean,
): number {
  const [left, right] = halves.map((half) => {
    const profile = half.map((value, row) => (unusable(row) ? Number.NaN : value));
    const baseline = fitBaseline(profile, masked, rowsPerMm);
    return profile.map((value, row) => value - (baseline[row] ?? 0));
  }) as [Float64Array, Float64Array];
  const differences: number[] = [];
  for (let row = 0; row < left.length; row++) {
    const difference = lineScore(left, row, rowsPerMm).score - lineScore(right, row, rowsPerMm).score;
    if (Number.isFinite(difference)) differences.push(Math.abs(difference));
  }
  return robustSigma(differences) / 2;
}
