import type { RectifiedRegion } from '../image/rectify';
import { profileHalves, type ProfileSlant } from './line-profile';
import { bestLineScore, lineScore } from './line-score';

/**
 * A slant of the control line across the window smaller than this (mm between the centres of the
 * window's two halves) is left alone: it is within the measure's own scatter (tune-hard median 0.01-0.02
 * mm), where following it would only resample the profile.
 */
const MIN_SLANT_MM = 0.05;
/** The control line is sought in each half this far from where the whole width puts it. */
const HALF_SEARCH_MM = 0.5;

/** The row of a line's centre in a profile, to a fraction of a row (a parabola through the best three). */
function lineCentre(profile: Float64Array, nearRow: number, rowsPerMm: number): number {
  const best = bestLineScore(profile, nearRow, rowsPerMm, HALF_SEARCH_MM).row;
  const [before, at, after] = [best - 1, best, best + 1].map(
    (row) => lineScore(profile, row, rowsPerMm).score,
  ) as [number, number, number];
  const curvature = before - 2 * at + after;
  return curvature < 0 ? best + (0.5 * (before - after)) / curvature : best;
}

/**
 * How the lines run across the window, from the control line's centre in each half of the strip
 * (`halves`: the halves' straight profiles, halfProfiles). The
 * lines are straight across the membrane; a placement turned by a degree or two, or a perspective the
 * homography did not quite undo, slants them across the resampled window, and the profile, averaged
 * across the width, then smears each line over the slant (tune-hard combo good-454: 0.66 mm across the
 * window, its B and S lines of 1.3% at 3.0 and 3.4 noise spreads, 7.0 and 7.6 along the slant).
 * Undefined when the slant is within the measure's scatter.
 */
export function controlSlant(
  window: RectifiedRegion,
  halves: readonly [Float64Array, Float64Array],
  controlRow: number,
): ProfileSlant | undefined {
  const rowsPerMm = window.resolution;
  const [left, right] = halves.map((profile) => lineCentre(profile, controlRow, rowsPerMm)) as [
    number,
    number,
  ];
  const rows = right - left;
  if (!Number.isFinite(rows) || Math.abs(rows) < MIN_SLANT_MM * rowsPerMm) return undefined;
  const [{ from }, { to }] = profileHalves(window);
  // The halves' centres lie half the measured width apart.
  return { rowsPerColumn: rows / ((to - from) / 2), centreColumn: (from + to - 1) / 2 };
}
