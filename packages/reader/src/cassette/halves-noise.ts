import type { RectifiedRegion } from '../image/rectify';
import { robustSigma } from './background-noise';
import { fitBaseline } from './baseline';
import { absorbanceProfile, profileHalves, type MeasuringChannels, type ProfileSlant } from './line-profile';
import { lineScore } from './line-score';

/**
 * The noise of a line's score as the window's two halves (either side of its midline) disagree on it. A
 * line spans the window's width, so it cancels from the halves' difference, which keeps what differs
 * between them: the camera's grain, the membrane's texture, compression within a row. Measured at every
 * row, the line zones included, it sees the noise where the lines are, which the few millimetres of
 * line-free stretches (backgroundScoreNoise) can miss. Each half averages half the columns, so the whole
 * width's noise is half the difference's spread; robust, as a line slanted across the window differs
 * between the halves at its own rows. `unusable`: rows left out (the window's ends); `masked`: the line
 * zones the baselines bridge.
 */
export function halvesScoreNoise(
  window: RectifiedRegion,
  channels: MeasuringChannels,
  unusable: (row: number) => boolean,
  masked: (row: number) => boolean,
  slant?: ProfileSlant,
): number {
  const rowsPerMm = window.resolution;
  const [left, right] = profileHalves(window).map((columns) => {
    const profile = absorbanceProfile(window, channels, columns, slant);
    for (let row = 0; row < profile.length; row++) if (unusable(row)) profile[row] = Number.NaN;
    const baseline = fitBaseline(profile, masked, rowsPerMm);
    return profile.map((value, row) => value - (baseline[row] ?? 0));
  });
  if (!left || !right) return Number.NaN;
  const differences: number[] = [];
  for (let row = 0; row < window.rows; row++) {
    const difference = lineScore(left, row, rowsPerMm).score - lineScore(right, row, rowsPerMm).score;
    if (Number.isFinite(difference)) differences.push(Math.abs(difference));
  }
  return robustSigma(differences) / 2;
}
