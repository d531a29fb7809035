/**
 * Seeded noise for tests: the same sequence on every run, from a 32-bit linear congruential generator.
 * Only tests import this module.
 */

/** Uniform values in [-0.5, 0.5). */
export function seededUniform(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32 - 0.5;
  };
}

/** Near-normal values of mean 0 and standard deviation 1: the sum of twelve uniform values. */
export function seededNormal(seed: number): () => number {
  const uniform = seededUniform(seed);
  return () => {
    let sum = 0;
    for (let i = 0; i < 12; i++) sum += uniform();
    return sum;
  };
}
