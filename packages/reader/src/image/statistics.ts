/** The finite values, in a typed array of their own (to be reordered). */
function finiteCopy(values: ArrayLike<number>): Float64Array {
  const finite = new Float64Array(values.length);
  let count = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i] ?? Number.NaN;
    if (Number.isFinite(value)) finite[count++] = value;
  }
  return finite.subarray(0, count);
}

/**
 * Reorders `values` so that values[k] is the value sorting would put there, none before it larger and
 * none after it smaller (Wirth's selection): the sorted value without the sort.
 */
function selectInPlace(values: Float64Array, k: number): number {
  let left = 0;
  let right = values.length - 1;
  while (left < right) {
    const pivot = values[k] ?? 0;
    let i = left;
    let j = right;
    do {
      while ((values[i] ?? 0) < pivot) i++;
      while (pivot < (values[j] ?? 0)) j--;
      if (i <= j) {
        const swap = values[i] ?? 0;
        values[i] = values[j] ?? 0;
        values[j] = swap;
        i++;
        j--;
      }
    } while (i <= j);
    if (j < k) left = i;
    if (k < i) right = j;
  }
  return values[k] ?? 0;
}

export function median(values: ArrayLike<number>): number {
  return quantile(values, 0.5);
}

/** Linear interpolation between the sorted finite values around position q (0..1); NaN without any. */
export function quantile(values: ArrayLike<number>, q: number): number {
  const finite = finiteCopy(values);
  if (finite.length === 0) return Number.NaN;
  const position = (finite.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  const lowValue = selectInPlace(finite, low);
  let highValue = lowValue;
  if (high !== low) {
    // Everything after the selected value is at least as large: the next sorted value is their minimum.
    highValue = Number.POSITIVE_INFINITY;
    for (let i = low + 1; i < finite.length; i++) highValue = Math.min(highValue, finite[i] ?? 0);
  }
  return lowValue + (highValue - lowValue) * (position - low);
}

/** Mean after dropping `fraction` of the values at each end (not a median: 8-bit medians make steps). */
export function trimmedMean(values: ArrayLike<number>, fraction: number): number {
  const finite = finiteCopy(values).sort();
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
  // Indexed, not for-of: V8 iterates a typed array with for-of several times slower.
  for (let i = 0; i < values.length; i++) {
    const value = values[i] ?? 0;
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

/** The error function (Abramowitz-Stegun 7.1.26: absolute error below 1.5e-7). */
export function erf(x: number): number {
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return x >= 0 ? y : -y;
}
