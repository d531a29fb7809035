/** Lens and motion blur on float planes (box passes approximate a Gaussian; motion is a line average). */

function boxPass(
  plane: Float32Array,
  width: number,
  height: number,
  radius: number,
  horizontal: boolean,
): void {
  if (radius < 1) return;
  const length = horizontal ? width : height;
  const lines = horizontal ? height : width;
  const stride = horizontal ? 1 : width;
  const lineStride = horizontal ? width : 1;
  const buffer = new Float32Array(length);
  const window = 2 * radius + 1;
  for (let line = 0; line < lines; line++) {
    const start = line * lineStride;
    for (let i = 0; i < length; i++) buffer[i] = plane[start + i * stride] as number;
    let sum = 0;
    for (let i = -radius; i <= radius; i++) sum += buffer[Math.min(length - 1, Math.max(0, i))] as number;
    for (let i = 0; i < length; i++) {
      plane[start + i * stride] = sum / window;
      sum +=
        (buffer[Math.min(length - 1, i + radius + 1)] as number) -
        (buffer[Math.max(0, i - radius)] as number);
    }
  }
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
