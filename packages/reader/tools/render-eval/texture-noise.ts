/** Fractal value noise in [-1, 1] (two octaves), hashed lattice: surface textures without SVG filters. */
export function fractalNoise(seed: number): (x: number, y: number) => number {
  const hash = (ix: number, iy: number): number => {
    let h = Math.imul(ix, 374761393) + Math.imul(iy, 668265263) + Math.imul(seed, 2246822519);
    h = Math.imul(h ^ (h >>> 13), 1274126177);
    return ((h ^ (h >>> 16)) >>> 0) / 2147483648 - 1;
  };
  const octave = (x: number, y: number): number => {
    const ix = Math.floor(x);
    const iy = Math.floor(y);
    const fx = x - ix;
    const fy = y - iy;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    const top = hash(ix, iy) + (hash(ix + 1, iy) - hash(ix, iy)) * sx;
    const bottom = hash(ix, iy + 1) + (hash(ix + 1, iy + 1) - hash(ix, iy + 1)) * sx;
    return top + (bottom - top) * sy;
  };
  return (x, y) => 0.67 * octave(x, y) + 0.33 * octave(2.03 * x + 17.1, 2.03 * y + 5.3);
}

/**
 * `noise(x, y)` over a width x height raster, evaluated every `step` pixels and bilinearly filled in
 * between: a texture whose features span many pixels loses nothing, and costs step^2 times less.
 */
export function noiseField(
  width: number,
  height: number,
  step: number,
  noise: (x: number, y: number) => number,
): Float32Array {
  const columns = Math.ceil((width - 1) / step) + 1;
  const rows = Math.ceil((height - 1) / step) + 1;
  const coarse = new Float32Array(columns * rows);
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < columns; i++) coarse[j * columns + i] = noise(i * step, j * step);
  const field = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const j = Math.min(rows - 2, Math.floor(y / step));
    const fy = y / step - j;
    const top = j * columns;
    const bottom = top + columns;
    for (let x = 0; x < width; x++) {
      const i = Math.min(columns - 2, Math.floor(x / step));
      const fx = x / step - i;
      const upper = (coarse[top + i] as number) * (1 - fx) + (coarse[top + i + 1] as number) * fx;
      const lower = (coarse[bottom + i] as number) * (1 - fx) + (coarse[bottom + i + 1] as number) * fx;
      field[y * width + x] = upper + (lower - upper) * fy;
    }
  }
  return field;
}
