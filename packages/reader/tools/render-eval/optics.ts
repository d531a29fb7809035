/** Lens and motion blur on float planes (box passes approximate a Gaussian; motion is a line average). */

function boxPassRows(plane: Float32Array, width: number, height: number, radius: number): void {
  const buffer = new Float32Array(width);
  const window = 2 * radius + 1;
  for (let y = 0; y < height; y++) {
    const start = y * width;
    buffer.set(plane.subarray(start, start + width));
    let sum = 0;
    for (let i = -radius; i <= radius; i++) sum += buffer[Math.min(width - 1, Math.max(0, i))] as number;
    for (let i = 0; i < width; i++) {
      plane[start + i] = sum / window;
      sum +=
        (buffer[Math.min(width - 1, i + radius + 1)] as number) - (buffer[Math.max(0, i - radius)] as number);
    }
  }
}

/** The vertical pass over whole rows at once (a column walk misses the cache on every pixel). */
function boxPassColumns(plane: Float32Array, width: number, height: number, radius: number): void {
  const source = plane.slice();
  const sum = new Float32Array(width);
  const window = 2 * radius + 1;
  const row = (y: number): number => Math.min(height - 1, Math.max(0, y)) * width;
  for (let i = -radius; i <= radius; i++) {
    const at = row(i);
    for (let x = 0; x < width; x++) sum[x] = (sum[x] as number) + (source[at + x] as number);
  }
  for (let y = 0; y < height; y++) {
    const out = y * width;
    const add = row(y + radius + 1);
    const drop = row(y - radius);
    for (let x = 0; x < width; x++) {
      const total = sum[x] as number;
      plane[out + x] = total / window;
      sum[x] = total + (source[add + x] as number) - (source[drop + x] as number);
    }
  }
}

function boxPass(
  plane: Float32Array,
  width: number,
  height: number,
  radius: number,
  horizontal: boolean,
): void {
  if (radius < 1) return;
  if (horizontal) boxPassRows(plane, width, height, radius);
  else boxPassColumns(plane, width, height, radius);
}

/** Gaussian of standard deviation `sigma` pixels by three box passes per axis. */
export function gaussianBlur(plane: Float32Array, width: number, height: number, sigma: number): void {
  if (sigma < 0.3) return;
  // Three boxes of width w give variance 3 (w^2 - 1) / 12.
  const radius = Math.max(1, Math.round((Math.sqrt(4 * sigma * sigma + 1) - 1) / 2));
  for (let pass = 0; pass < 3; pass++) {
    boxPass(plane, width, height, radius, true);
    boxPass(plane, width, height, radius, false);
  }
}

/** Straight-line motion of `length` pixels at `angle` radians: the mean of shifted copies. */
export function motionBlur(
  plane: Float32Array,
  width: number,
  height: number,
  length: number,
  angle: number,
): void {
  if (length < 1) return;
  const steps = Math.ceil(length) + 1;
  const source = plane.slice();
  plane.fill(0);
  for (let s = 0; s < steps; s++) {
    const t = (s / (steps - 1) - 0.5) * length;
    const dx = Math.round(t * Math.cos(angle));
    const dy = Math.round(t * Math.sin(angle));
    for (let y = 0; y < height; y++) {
      const sy = Math.min(height - 1, Math.max(0, y + dy));
      for (let x = 0; x < width; x++) {
        const sx = Math.min(width - 1, Math.max(0, x + dx));
        plane[y * width + x] = (plane[y * width + x] as number) + (source[sy * width + sx] as number) / steps;
      }
    }
  }
}
