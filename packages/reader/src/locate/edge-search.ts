/** The strongest step of one polarity in a profile: where (sample index, sub-sample) and how high. */
export type EdgeHit = { readonly index: number; readonly step: number };

/**
 * Derivative of a profile by central difference over `span` samples each side, in levels per `2 * span`
 * samples: for a sharp step it is the step's height, for a blurred one it falls with the blur's width.
 */
export function profileDerivative(profile: Float64Array, span = 1): Float64Array {
  const n = profile.length;
  const derivative = new Float64Array(n);
  for (let k = span; k < n - span; k++) derivative[k] = (profile[k + span] ?? 0) - (profile[k - span] ?? 0);
  return derivative;
}

/**
 * The largest value of `sign * derivative` between `from` and `to` (sample indices, inclusive), with its
 * position refined by a parabola through its neighbours; undefined when nothing rises above zero.
 */
export function strongestEdge(
  derivative: Float64Array,
  sign: 1 | -1,
  from = 0,
  to = derivative.length - 1,
): EdgeHit | undefined {
  let best = -1;
  let bestValue = 0;
  for (let k = Math.max(1, from); k <= Math.min(derivative.length - 2, to); k++) {
    const value = sign * (derivative[k] ?? 0);
    if (value > bestValue) {
      bestValue = value;
      best = k;
    }
  }
  if (best < 0) return undefined;
  const left = sign * (derivative[best - 1] ?? 0);
  const right = sign * (derivative[best + 1] ?? 0);
  const curvature = left - 2 * bestValue + right;
  const shift = curvature < 0 ? Math.max(-0.5, Math.min(0.5, (0.5 * (left - right)) / curvature)) : 0;
  return { index: best + shift, step: bestValue };
}
