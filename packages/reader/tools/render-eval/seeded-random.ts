/** Mulberry32: a small seeded generator, independent of the main renderer's. */
export type Rng = {
  next(): number;
  between(low: number, high: number): number;
  integer(low: number, high: number): number;
  oneOf<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  gaussian(): number;
};

export function seededRandom(seed: number): Rng {
  let state = (seed ^ 0x9e3779b9) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (low, high) => low + (high - low) * next(),
    integer: (low, high) => low + Math.floor(next() * (high - low + 1)),
    oneOf: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('oneOf on an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
    gaussian: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
  };
}
