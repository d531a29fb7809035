/** Seeded, reproducible random numbers (mulberry32) with a fast normal table. */
export type Random = {
  next(): number;
  uniform(min: number, max: number): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  logUniform(min: number, max: number): number;
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    uniform: (min, max) => min + (max - min) * next(),
    int: (min, maxInclusive) => min + Math.floor(next() * (maxInclusive - min + 1)),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
    logUniform: (min, max) => Math.exp(Math.log(min) + (Math.log(max) - Math.log(min)) * next()),
  };
}

const NORMAL_TABLE_SIZE = 1 << 16;
let normalTable: Float32Array | undefined;

/** 65,536 standard normal values, so noise over 36 M samples stays cheap. */
export function standardNormalTable(): Float32Array {
  if (normalTable) return normalTable;
  const random = createRandom(12345);
  const table = new Float32Array(NORMAL_TABLE_SIZE);
  for (let i = 0; i < NORMAL_TABLE_SIZE; i += 2) {
    const u = Math.max(random.next(), 1e-12);
    const v = random.next();
    const radius = Math.sqrt(-2 * Math.log(u));
    table[i] = radius * Math.cos(2 * Math.PI * v);
    table[i + 1] = radius * Math.sin(2 * Math.PI * v);
  }
  normalTable = table;
  return table;
}
