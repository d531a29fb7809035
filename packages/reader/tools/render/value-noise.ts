/** Smooth 2-D value noise in -1..1 from a fixed hash lattice: cheap procedural texture. */
export function createValueNoise(seed: number): (x: number, y: number) => number {
  const size = 256;
  const lattice = new Float32Array(size * size);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < lattice.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    lattice[i] = ((state >>> 0) / 4294967296) * 2 - 1;
  }
  return (x, y) => {
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    const fx = x - x0;
    const fy = y - y0;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    const i0 = (x0 & 255) + (y0 & 255) * size;
    const i1 = ((x0 + 1) & 255) + (y0 & 255) * size;
    const i2 = (x0 & 255) + ((y0 + 1) & 255) * size;
    const i3 = ((x0 + 1) & 255) + ((y0 + 1) & 255) * size;
    const top = (lattice[i0] ?? 0) + ((lattice[i1] ?? 0) - (lattice[i0] ?? 0)) * sx;
    const bottom = (lattice[i2] ?? 0) + ((lattice[i3] ?? 0) - (lattice[i2] ?? 0)) * sx;
    return top + (bottom - top) * sy;
  };
}
