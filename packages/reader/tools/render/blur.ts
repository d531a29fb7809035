/** In-place box blur of one float plane along rows or columns (running sum, clamped edges). */
function boxBlur(
  plane: Float32Array,
  width: number,
  height: number,
  radius: number,
  alongRows: boolean,
): void {
  if (radius < 1) return;
  const length = alongRows ? width : height;
  const count = alongRows ? height : width;
  const step = alongRows ? 1 : width;
  const lineStride = alongRows ? width : 1;
  const buffer = new Float32Array(length);
  const windowSize = 2 * radius + 1;
  for (let line = 0; line < count; line++) {
    const base = line * lineStride;
    for (let i = 0; i < length; i++) buffer[i] = plane[base + i * step] ?? 0;
    let sum = 0;
    for (let i = -radius; i <= radius; i++) sum += buffer[Math.min(Math.max(i, 0), length - 1)] ?? 0;
    for (let i = 0; i < length; i++) {
      plane[base + i * step] = sum / windowSize;
      const leaving = buffer[Math.max(i - radius, 0)] ?? 0;
      const entering = buffer[Math.min(i + radius + 1, length - 1)] ?? 0;
      sum += entering - leaving;
    }
  }
}

/** Gaussian-like defocus: three box passes each way. */
export function defocus(plane: Float32Array, width: number, height: number, sigma: number): void {
  if (sigma < 0.4) return;
  const boxWidth = Math.sqrt((12 * sigma * sigma) / 3 + 1);
  const radius = Math.max(1, Math.round((boxWidth - 1) / 2));
  for (let pass = 0; pass < 3; pass++) {
    boxBlur(plane, width, height, radius, true);
    boxBlur(plane, width, height, radius, false);
  }
}

/** Linear motion blur of the given length along rows or columns. */
export function motionBlur(
  plane: Float32Array,
  width: number,
  height: number,
  length: number,
  vertical: boolean,
): void {
  const radius = Math.round(length / 2);
  if (radius >= 1) boxBlur(plane, width, height, radius, !vertical);
}
