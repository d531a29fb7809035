/**
 * Grey-level morphology with a square structuring element (separable: rows, then columns), in O(1) per
 * pixel whatever its size (van Herk / Gil-Werman running extremes). Pixels outside the image do not take
 * part: the window is clipped at the border.
 */
export type GreyMap = { readonly width: number; readonly height: number; readonly data: Float32Array };

type Pick = (a: number, b: number) => number;

/** Running extreme over a window of `size` (centred, clipped) along one line of `count` values. */
function runLine(
  source: Float32Array,
  target: Float32Array,
  start: number,
  stride: number,
  count: number,
  size: number,
  pick: Pick,
  forward: Float32Array,
  backward: Float32Array,
): void {
  // Blocks of `size` from 0: forward[i] is the extreme from i's block start to i, backward[i] from i to its
  // block's end (or the line's). A window of at most `size` spans two blocks, or starts a block, or ends the
  // line (a clipped window).
  for (let i = 0; i < count; i++) {
    const value = source[start + i * stride] ?? 0;
    forward[i] = i % size === 0 ? value : pick(forward[i - 1] ?? value, value);
  }
  for (let i = count - 1; i >= 0; i--) {
    const value = source[start + i * stride] ?? 0;
    backward[i] = i === count - 1 || (i + 1) % size === 0 ? value : pick(backward[i + 1] ?? value, value);
  }
  const before = Math.floor((size - 1) / 2);
  const after = size - 1 - before;
  for (let i = 0; i < count; i++) {
    const lo = Math.max(0, i - before);
    const hi = Math.min(count - 1, i + after);
    let value: number;
    if (Math.floor(lo / size) !== Math.floor(hi / size)) value = pick(backward[lo] ?? 0, forward[hi] ?? 0);
    else if (lo % size === 0) value = forward[hi] ?? 0;
    else value = backward[lo] ?? 0;
    target[start + i * stride] = value;
  }
}

function filter(map: GreyMap, size: number, pick: Pick): GreyMap {
  const { width, height, data } = map;
  const n = Math.max(1, Math.round(size));
  const rows = new Float32Array(data.length);
  const out = new Float32Array(data.length);
  const forward = new Float32Array(Math.max(width, height));
  const backward = new Float32Array(Math.max(width, height));
  for (let y = 0; y < height; y++) runLine(data, rows, y * width, 1, width, n, pick, forward, backward);
  for (let x = 0; x < width; x++) runLine(rows, out, x, width, height, n, pick, forward, backward);
  return { width, height, data: out };
}

export function erode(map: GreyMap, size: number): GreyMap {
  return filter(map, size, Math.min);
}

export function dilate(map: GreyMap, size: number): GreyMap {
  return filter(map, size, Math.max);
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
  const open = opening(map, size);
  return { ...map, data: map.data.map((value, i) => value - (open.data[i] ?? value)) };
}

export function blackHat(map: GreyMap, size: number): GreyMap {
  const close = closing(map, size);
  return { ...map, data: map.data.map((value, i) => (close.data[i] ?? value) - value) };
}
