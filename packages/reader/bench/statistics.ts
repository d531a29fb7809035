/** Wilson score interval for a proportion, 95%. */
export function wilson(successes: number, total: number): [number, number] {
  if (total === 0) return [Number.NaN, Number.NaN];
  const z = 1.959964;
  const p = successes / total;
  const denominator = 1 + (z * z) / total;
  const centre = (p + (z * z) / (2 * total)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / total + (z * z) / (4 * total * total))) / denominator;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export function percent(value: number, digits = 1): string {
  return Number.isFinite(value) ? `${(value * 100).toFixed(digits)}%` : 'n/a';
}

export function proportion(successes: number, total: number): string {
  const [low, high] = wilson(successes, total);
  return `${successes}/${total} = ${percent(total ? successes / total : Number.NaN)} (95% CI ${percent(low)}-${percent(high)})`;
}

export function quantileOf(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}
