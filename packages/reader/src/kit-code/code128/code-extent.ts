import { median, quantile } from '../../image/statistics';

/**
 * Where a code lies in a profile: its first bar's leading edge and its last bar's trailing edge (samples,
 * where the ink crosses half its depth) and the paper's ink level (about 0).
 */
export type CodeExtent = {
  readonly start: number;
  readonly end: number;
  readonly paper: number;
};

/** Samples of paper beyond the code's outer edges that a fit of its ends keeps. */
export const OUTER_SAMPLES = 6;
/** Samples either side of the code's edges left out of the paper's level: a blurred edge's reach. */
const EDGE_GUARD = 8;

/** A profile as ink: 0 where it is white (255), 1 where black. */
export function inkOf(profile: Float64Array): Float64Array {
  return profile.map((value) => 1 - value / 255);
}

function smoothed(ink: Float64Array): Float64Array {
  const last = ink.length - 1;
  return ink.map(
    (value, i) => (2 * value + (ink[Math.max(0, i - 1)] ?? 0) + (ink[Math.min(last, i + 1)] ?? 0)) / 4,
  );
}

/** The code's extent in an upright profile's ink, or null when nothing in it is darker than its paper. */
export function codeExtent(ink: Float64Array): CodeExtent | null {
  const paperGuess = quantile(ink, 0.1);
  const inkGuess = quantile(ink, 0.98);
  const half = (paperGuess + inkGuess) / 2;
  const smooth = smoothed(ink);
  let first = -1;
  let last = -1;
  smooth.forEach((value, i) => {
    if (value < half) return;
    if (first < 0) first = i;
    last = i;
  });
  if (first < 1 || last >= smooth.length - 1 || last - first < 20) return null;
  const crossing = (a: number, b: number) => {
    const sa = smooth[a] ?? 0;
    const sb = smooth[b] ?? 0;
    return a + (b - a) * ((half - sa) / (sb - sa || 1));
  };
  const start = crossing(first - 1, first);
  const end = crossing(last + 1, last);
  const outside = Array.from(ink).filter((_, i) => i < start - EDGE_GUARD || i > end + EDGE_GUARD);
  const paper = outside.length > 0 ? median(outside) : paperGuess;
  return { start, end, paper };
}
