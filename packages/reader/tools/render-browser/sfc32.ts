/** SFC32 seeded by splitmix32: this renderer's own generator, shared with neither of the other two. */
export type Draw = {
  unit(): number;
  range(low: number, high: number): number;
  logRange(low: number, high: number): number;
  pick<T>(items: readonly T[]): T;
  odds(probability: number): boolean;
  normal(): number;
};

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export function sfc32(seed: number): Draw {
  const mix = splitmix32(seed);
  let a = mix();
  let b = mix();
  let c = mix();
  let counter = 1;
  const unit = (): number => {
    const t = (((a + b) >>> 0) + counter) >>> 0;
    counter = (counter + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  for (let i = 0; i < 12; i++) unit();
  return {
    unit,
    range: (low, high) => low + (high - low) * unit(),
    logRange: (low, high) => Math.exp(Math.log(low) + (Math.log(high) - Math.log(low)) * unit()),
    pick: (items) => {
      const item = items[Math.floor(unit() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    odds: (probability) => unit() < probability,
    normal: () => {
      const u = 1 - unit();
      return Math.sqrt(-2 * Math.log(u)) * Math.sin(2 * Math.PI * unit());
    },
  };
}
