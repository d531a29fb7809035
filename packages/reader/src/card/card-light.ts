import type { RgbaImage } from '../image/rgba-image';

type Point = { readonly x: number; readonly y: number };

export type CardLight = {
  /** Mean luminance (0..255) of the card, its outer 8% left out. */
  readonly brightness: number;
  /** Share of its pixels with a clipped channel that stand well above its median: a specular spot. */
  readonly glare: number;
  /** Share of its pixels clipped in every channel, spot or not (a washed-out card). */
  readonly clipped: number;
};

const CLIPPED = 250;
/** A glare pixel is at least this much brighter than the card's median luminance. */
const ABOVE_MEDIAN = 8;
const GRID = 48;

/** Brightness and glare over a GRID x GRID sample of the card's quad (corners in order around it). */
export function cardLight(frame: RgbaImage, corners: readonly [Point, Point, Point, Point]): CardLight {
  const [c0, c1, c2, c3] = corners;
  const { width, height, data } = frame;
  const lum: number[] = [];
  const clipped: boolean[] = [];
  for (let i = 0; i < GRID; i++) {
    const a = 0.08 + (0.84 * (i + 0.5)) / GRID;
    for (let j = 0; j < GRID; j++) {
      const b = 0.08 + (0.84 * (j + 0.5)) / GRID;
      const x = Math.round((1 - a) * ((1 - b) * c0.x + b * c1.x) + a * ((1 - b) * c3.x + b * c2.x));
      const y = Math.round((1 - a) * ((1 - b) * c0.y + b * c1.y) + a * ((1 - b) * c3.y + b * c2.y));
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const k = (y * width + x) * 4;
      const r = data[k] ?? 0;
      const g = data[k + 1] ?? 0;
      const bl = data[k + 2] ?? 0;
      lum.push(0.299 * r + 0.587 * g + 0.114 * bl);
      clipped.push(r >= CLIPPED && g >= CLIPPED && bl >= CLIPPED);
    }
  }
  if (lum.length === 0) return { brightness: Number.NaN, glare: 0, clipped: 0 };
  const sorted = lum.slice().sort((p, q) => p - q);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  let sum = 0;
  let spots = 0;
  let allClipped = 0;
  lum.forEach((value, index) => {
    sum += value;
    if (!clipped[index]) return;
    allClipped++;
    if (value >= median + ABOVE_MEDIAN) spots++;
  });
  return { brightness: sum / lum.length, glare: spots / lum.length, clipped: allClipped / lum.length };
}
