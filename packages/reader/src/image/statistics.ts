export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

export function quantile(values: readonly number[], q: number): number {
  const finite = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (finite.length === 0) return Number.NaN;
  const position = (finite.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return (finite[low] ?? 0) + ((finite[high] ?? 0) - (finite[low] ?? 0)) * (position - low);
}

/** Mean after dropping `fraction` of the values at each end (not a median: 8-bit medians make steps). */
export function trimmedMean(values: number[], fraction: number): number {
  const finite = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  const drop = Math.floor(finite.length * fraction);
  const kept = finite.slice(drop, finite.length - drop);
  if (kept.length === 0) return Number.NaN;
  return kept.reduce((sum, value) => sum + value, 0) / kept.length;
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Otsu's threshold over values already scaled to 0..255. */
export function otsuThreshold(values: Float32Array, lowest: number, highest: number): number {
  const bins = 256;
  const histogram = new Float64Array(bins);
  const span = highest - lowest;
  for (const value of values) {
    const bin = Math.min(bins - 1, Math.max(0, Math.floor(((value - lowest) / span) * bins)));
    histogram[bin] = (histogram[bin] ?? 0) + 1;
  }
  const total = values.length;
  let sumAll = 0;
  for (let i = 0; i < bins; i++) sumAll += i * (histogram[i] ?? 0);
  let weightBelow = 0;
  let sumBelow = 0;
  let best = 0;
  let bestVariance = -1;
  for (let i = 0; i < bins; i++) {
    weightBelow += histogram[i] ?? 0;
    if (weightBelow === 0 || weightBelow === total) continue;
    sumBelow += i * (histogram[i] ?? 0);
    const meanBelow = sumBelow / weightBelow;
    const meanAbove = (sumAll - sumBelow) / (total - weightBelow);
    const variance = weightBelow * (total - weightBelow) * (meanBelow - meanAbove) ** 2;
    if (variance > bestVariance) {
      bestVariance = variance;
      best = i;
    }
  }
  return lowest + ((best + 1) / bins) * span;
}
