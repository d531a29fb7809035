import { erf } from '../../image/statistics';

/** The normal distribution function tabulated over [-TABLE_REACH, TABLE_REACH], STEPS_PER_UNIT per unit. */
const TABLE_REACH = 6;
const STEPS_PER_UNIT = 64;
const NORMAL_CDF = Float64Array.from(
  { length: 2 * TABLE_REACH * STEPS_PER_UNIT + 1 },
  (_, i) => 0.5 * (1 + erf((i / STEPS_PER_UNIT - TABLE_REACH) / Math.SQRT2)),
);

/** The standard normal distribution function, interpolated in its table (error under 1e-5). */
export function normalCdf(z: number): number {
  if (z <= -TABLE_REACH) return 0;
  if (z >= TABLE_REACH) return 1;
  const at = (z + TABLE_REACH) * STEPS_PER_UNIT;
  const i = Math.floor(at);
  const low = NORMAL_CDF[i] ?? 0;
  return low + (at - i) * ((NORMAL_CDF[i + 1] ?? 1) - low);
}

/** A bar as [start, end) in profile samples. */
export type SampleBar = readonly [number, number];

/**
 * Adds, at each sample `from + j` of `out`, the ink of bars blurred by a Gaussian of `sigma` samples:
 * how much of a sample a bar's blurred edges cover. Bars further than 4 sigma from a sample add nothing.
 */
export function addBlurredBars(
  out: Float64Array,
  from: number,
  bars: readonly SampleBar[],
  sigma: number,
): void {
  const reach = 4 * sigma;
  for (const [start, end] of bars) {
    const first = Math.max(0, Math.floor(start - reach - from));
    const last = Math.min(out.length - 1, Math.ceil(end + reach - from));
    for (let j = first; j <= last; j++) {
      const x = from + j;
      out[j] = (out[j] ?? 0) + normalCdf((x - start) / sigma) - normalCdf((x - end) / sigma);
    }
  }
}
