/** Samples either side over which a profile's paper level is taken: more than a code's widest bar. */
const PAPER_REACH = 48;

/**
 * A profile divided by its local paper level (the brightest sample within PAPER_REACH), scaled to 255:
 * light falling off across a code makes one end's paper darker than the other end's bars, and a decoder
 * binarising the row at one level loses that end.
 */
export function evenLight(profile: Float64Array): Float64Array {
  const paper = runningMax(profile, PAPER_REACH);
  return profile.map((value, i) => (255 * value) / Math.max(1, paper[i] ?? 1));
}

/** The largest value within `reach` samples of each (a van Herk / Gil-Werman running maximum). */
function runningMax(values: Float64Array, reach: number): Float64Array {
  const size = 2 * reach + 1;
  const n = values.length;
  const forward = new Float64Array(n);
  const backward = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const v = values[i] ?? 0;
    forward[i] = i % size === 0 ? v : Math.max(forward[i - 1] ?? v, v);
  }
  for (let i = n - 1; i >= 0; i--) {
    const v = values[i] ?? 0;
    backward[i] = i === n - 1 || (i + 1) % size === 0 ? v : Math.max(backward[i + 1] ?? v, v);
  }
  return values.map((_, i) => {
    const low = Math.max(0, i - reach);
    const high = Math.min(n - 1, i + reach);
    return Math.max(backward[low] ?? 0, forward[high] ?? 0);
  });
}
