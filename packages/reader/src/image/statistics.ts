/**
 * The finite values, sorted ascending: a typed array's own numeric sort, far cheaper than a number
 * array's sort with a comparator, and the same order.
 */
function sortedFinite(values: ArrayLike<number>): Float64Array {
  const finite = new Float64Array(values.length);
  let count = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i] ?? Number.NaN;
    if (Number.isFinite(value)) finite[count++] = value;
  }
  return finite.subarray(0, count).sort();
}

export function median(values: ArrayLike<number>): number {
  return quantile(values, 0.5);
}

export function quantile(values: ArrayLike<number>, q: number): number {
  const finite = sortedFinite(values);
  if (finite.length === 0) return Number.NaN;
  const position = (finite.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return (finite[low] ?? 0) + ((finite[high] ?? 0) - (finite[low] ?? 0)) * (position - low);
}

/** Mean after dropping `fraction` of the values at each end (not a median: 8-bit medians make steps). */
export function trimmedMean(values: ArrayLike<number>, fraction: number): number {
  const finite = sortedFinite(values);
  const drop = Math.floor(finite.length * fraction);
  const end = finite.length - drop;
  if (end <= drop) return Number.NaN;
  let sum = 0;
  for (let i = drop; i < end; i++) sum += finite[i] ?? 0;
  return sum / (end - drop);
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
