/**
 * A profile with its blur partly undone: each sample moved away from its Gaussian-weighted neighbourhood
 * by `amount` times the difference. A narrow bar blurred into its neighbours regains its depth; the noise
 * this amplifies was averaged down along the bars first.
 */
export function unsharp(profile: Float64Array, sigma: number, amount: number): Float64Array {
  const reach = Math.ceil(3 * sigma);
  const weights = Array.from({ length: 2 * reach + 1 }, (_, k) =>
    Math.exp(-((k - reach) ** 2) / (2 * sigma * sigma)),
  );
  const total = weights.reduce((a, b) => a + b, 0);
  const last = profile.length - 1;
  return profile.map((value, i) => {
    let smooth = 0;
    weights.forEach((w, k) => {
      smooth += w * (profile[Math.min(last, Math.max(0, i + k - reach))] ?? 0);
    });
    return value + amount * (value - smooth / total);
  });
}
