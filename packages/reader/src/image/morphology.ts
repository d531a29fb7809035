/**
 * Grey-level morphology with a square structuring element (separable: rows, then columns), in O(1) per
 * pixel whatever its size (van Herk / Gil-Werman running extremes). Pixels outside the image do not take
 * part: the window is clipped at the border.
 */
export type GreyMap = { readonly width: number; readonly height: number; readonly data: Float32Array };

/** Running extreme (max when `max`, else min) over a centred, clipped window of `size` along one line. */
function runLine(
  source: Float32Array,
  target: Float32Array,
  start: number,
  stride: number,
  count: number,
  size: number,
  max: boolean,
  forward: Float32Array,
  backward: Float32Array,
): void {
  // Blocks of `size` from 0: forward[i] is the extreme from i's block start to i, backward[i] from i to its
  // block's end (or the line's). A window of at most `size` spans two blocks, or starts a block, or ends the
  // line (a clipped window).
  const sign = max ? 1 : -1;
  let previous = 0;
  for (let i = 0, phase = 0; i < count; i++, phase = phase + 1 === size ? 0 : phase + 1) {
    const value = sign * (source[start + i * stride] as number);
    previous = phase === 0 || value > previous ? value : previous;
    forward[i] = previous;
  }
  let next = 0;
  for (let i = count - 1; i >= 0; i--) {
    const value = sign * (source[start + i * stride] as number);
    next = i === count - 1 || (i + 1) % size === 0 || value > next ? value : next;
    backward[i] = next;
  }
  const before = Math.floor((size - 1) / 2);
  const after = size - 1 - before;
  for (let i = 0; i < count; i++) {
    const lo = i - before < 0 ? 0 : i - before;
    const hi = i + after > count - 1 ? count - 1 : i + after;
    let value: number;
    if (Math.floor(lo / size) !== Math.floor(hi / size)) {
      const a = backward[lo] as number;
      const b = forward[hi] as number;
      value = a > b ? a : b;
    } else value = lo % size === 0 ? (forward[hi] as number) : (backward[lo] as number);
    target[start + i * stride] = sign * value;
  }
}

/**
 * runLine down every column at once, row by row: the same extremes as one column at a time, without
 * striding through the image once per column (the map no longer fits the cache in columns).
 */
function runColumns(
  source: Float32Array,
  target: Float32Array,
  width: number,
  height: number,
  size: number,
  max: boolean,
  forward: Float32Array,
  backward: Float32Array,
): void {
  const sign = max ? 1 : -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const restart = y % size === 0;
    for (let x = 0; x < width; x++) {
      const value = sign * (source[row + x] as number);
      const previous = restart ? value : (forward[row - width + x] as number);
      forward[row + x] = restart || value > previous ? value : previous;
    }
  }
  for (let y = height - 1; y >= 0; y--) {
    const row = y * width;
    const restart = y === height - 1 || (y + 1) % size === 0;
    for (let x = 0; x < width; x++) {
      const value = sign * (source[row + x] as number);
      const next = restart ? value : (backward[row + width + x] as number);
      backward[row + x] = restart || value > next ? value : next;
    }
  }
  const before = Math.floor((size - 1) / 2);
  const after = size - 1 - before;
  for (let y = 0; y < height; y++) {
    const lo = y - before < 0 ? 0 : y - before;
    const hi = y + after > height - 1 ? height - 1 : y + after;
    const row = y * width;
    const loRow = lo * width;
    const hiRow = hi * width;
    if (Math.floor(lo / size) !== Math.floor(hi / size)) {
      for (let x = 0; x < width; x++) {
        const a = backward[loRow + x] as number;
        const b = forward[hiRow + x] as number;
        target[row + x] = sign * (a > b ? a : b);
      }
    } else if (lo % size === 0) {
      for (let x = 0; x < width; x++) target[row + x] = sign * (forward[hiRow + x] as number);
    } else {
      for (let x = 0; x < width; x++) target[row + x] = sign * (backward[loRow + x] as number);
    }
  }
}

function filter(map: GreyMap, size: number, max: boolean): GreyMap {
  const { width, height, data } = map;
  const n = Math.max(1, Math.round(size));
  const rows = new Float32Array(data.length);
  const out = new Float32Array(data.length);
  const forward = new Float32Array(data.length);
  const backward = new Float32Array(data.length);
  for (let y = 0; y < height; y++) runLine(data, rows, y * width, 1, width, n, max, forward, backward);
  runColumns(rows, out, width, height, n, max, forward, backward);
  return { width, height, data: out };
}

export function erode(map: GreyMap, size: number): GreyMap {
  return filter(map, size, false);
}

export function dilate(map: GreyMap, size: number): GreyMap {
  return filter(map, size, true);
}

/** Erosion then dilation: light structures narrower than `size` are removed. */
export function opening(map: GreyMap, size: number): GreyMap {
  return dilate(erode(map, size), size);
}

/** Dilation then erosion: dark structures narrower than `size` are filled. */
export function closing(map: GreyMap, size: number): GreyMap {
  return erode(dilate(map, size), size);
}

/** How far each pixel stands out above (top-hat) or below (black-hat) its surroundings wider than `size`. */
export function topHat(map: GreyMap, size: number): GreyMap {
  const open = opening(map, size).data;
  const out = new Float32Array(map.data.length);
  for (let i = 0; i < out.length; i++) out[i] = (map.data[i] as number) - (open[i] as number);
  return { ...map, data: out };
}

export function blackHat(map: GreyMap, size: number): GreyMap {
  const close = closing(map, size).data;
  const out = new Float32Array(map.data.length);
  for (let i = 0; i < out.length; i++) out[i] = (close[i] as number) - (map.data[i] as number);
  return { ...map, data: out };
}
