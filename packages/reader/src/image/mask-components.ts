/** A 4-connected group of set mask pixels: its boundary pixels (those with an unset neighbour) and size. */
export type MaskComponent = { boundary: { x: number; y: number }[]; count: number };

/** The 4-connected groups of non-zero pixels of a mask, those of at least `minCount` pixels. */
export function maskComponents(
  mask: ArrayLike<number>,
  width: number,
  height: number,
  minCount = 20,
): MaskComponent[] {
  const seen = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  const found: MaskComponent[] = [];
  for (let start = 0; start < width * height; start++) {
    if (!mask[start] || seen[start]) continue;
    const boundary: MaskComponent['boundary'] = [];
    let count = 0;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    while (top > 0) {
      const index = stack[--top] ?? 0;
      count++;
      const x = index % width;
      const y = (index - x) / width;
      let edge = false;
      for (const next of [
        x > 0 ? index - 1 : -1,
        x < width - 1 ? index + 1 : -1,
        y > 0 ? index - width : -1,
        y < height - 1 ? index + width : -1,
      ]) {
        if (next < 0 || !mask[next]) {
          edge = true;
          continue;
        }
        if (!seen[next]) {
          seen[next] = 1;
          stack[top++] = next;
        }
      }
      if (edge) boundary.push({ x, y });
    }
    if (count >= minCount) found.push({ boundary, count });
  }
  return found;
}
