import type { RgbaImage } from '../image/rgba-image';
import { sampleChannel } from '../image/sample';
import { median } from '../image/statistics';

type Point = { readonly x: number; readonly y: number };

/** Profiles are sampled every half pixel across the edge. */
const STEP = 0.5;
/** Each side is measured over its middle part (rounded corners excluded), in this many chunks. */
const SIDE_FROM = 0.2;
const SIDE_TO = 0.8;
const CHUNKS = 5;
/** Profiles averaged per chunk: enough to beat sensor noise, few enough to stay cheap on large devices. */
const ROWS_PER_CHUNK = 12;
/** A chunk whose two plateaus differ by less than this (0..255) is not judged. */
const MIN_CONTRAST = 12;

/** Luminance at (x, y), bilinear; a position past the border reads the border. */
function luminanceAt(image: RgbaImage, x: number, y: number): number {
  const cx = Math.min(Math.max(x, 0), image.width - 1);
  const cy = Math.min(Math.max(y, 0), image.height - 1);
  return sampleChannel(image, 3, cx, cy);
}

/**
 * 10-90% rise (px) of a profile that runs from inside the device (index 0) to outside, found by walking
 * out from the 50% crossing nearest the fitted edge: a drop shadow or a mark further out does not count.
 */
function riseWidth(profile: Float64Array): number {
  const n = profile.length;
  const plateau = Math.max(2, Math.round(n * 0.15));
  let inside = 0;
  let outside = 0;
  for (let k = 0; k < plateau; k++) {
    inside += profile[k] ?? 0;
    outside += profile[n - 1 - k] ?? 0;
  }
  inside /= plateau;
  outside /= plateau;
  const contrast = inside - outside;
  if (Math.abs(contrast) < MIN_CONTRAST) return Number.NaN;
  const level = (k: number) => ((profile[k] ?? 0) - outside) / contrast; // 1 inside, 0 outside
  const centre = (n - 1) / 2;
  let crossing = -1;
  for (let k = 0; k < n - 1; k++) {
    if ((level(k) - 0.5) * (level(k + 1) - 0.5) > 0) continue;
    if (crossing < 0 || Math.abs(k + 0.5 - centre) < Math.abs(crossing + 0.5 - centre)) crossing = k;
  }
  if (crossing < 0) return Number.NaN;
  // Sub-sample positions where the level passes 0.9 (walking in) and 0.1 (walking out).
  let high = 0;
  for (let k = crossing; k >= 1; k--) {
    if (level(k - 1) >= 0.9) {
      const a = level(k - 1);
      const b = level(k);
      high = k - 1 + (a - 0.9) / Math.max(a - b, 1e-9);
      break;
    }
  }
  let low = n - 1;
  for (let k = crossing + 1; k < n; k++) {
    if (level(k) <= 0.1) {
      const a = level(k - 1);
      const b = level(k);
      low = k - 1 + (a - 0.1) / Math.max(a - b, 1e-9);
      break;
    }
  }
  return (low - high) * STEP;
}

/** Median 10-90% rise (px) across the middle of the side from `from` to `to`, profiles reaching `reach` px each way. */
function sideRise(image: RgbaImage, from: Point, to: Point, centre: Point, reach: number): number {
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  if (length < 4) return Number.NaN;
  const tx = (to.x - from.x) / length;
  const ty = (to.y - from.y) / length;
  // Outward normal: pointing away from the device's centre.
  let nx = -ty;
  let ny = tx;
  if ((from.x - centre.x) * nx + (from.y - centre.y) * ny < 0) {
    nx = -nx;
    ny = -ny;
  }
  const samples = Math.round((2 * reach) / STEP) + 1;
  const start = length * SIDE_FROM;
  const chunkLength = (length * (SIDE_TO - SIDE_FROM)) / CHUNKS;
  const widths: number[] = [];
  const profile = new Float64Array(samples);
  for (let chunk = 0; chunk < CHUNKS; chunk++) {
    profile.fill(0);
    for (let row = 0; row < ROWS_PER_CHUNK; row++) {
      const s = start + (chunk + (row + 0.5) / ROWS_PER_CHUNK) * chunkLength;
      const bx = from.x + tx * s;
      const by = from.y + ty * s;
      for (let k = 0; k < samples; k++) {
        const d = -reach + k * STEP;
        profile[k] = (profile[k] ?? 0) + luminanceAt(image, bx + nx * d, by + ny * d);
      }
    }
    widths.push(riseWidth(profile));
  }
  return median(widths);
}

export type OutlineRise = {
  /** 10-90% rise (px) across the long sides and across the short sides; NaN where not measurable. */
  readonly acrossLong: number;
  readonly acrossShort: number;
};

/**
 * Edge rise across the device's outline in full-resolution pixels (slanted-edge style: profiles averaged
 * along each side). Corners in order around the body, long sides from corner 1 to 2 and 3 to 0. Of two
 * opposite sides the sharper counts (the drop shadow widens one of them); motion blur widens both.
 */
export function outlineRise(
  image: RgbaImage,
  corners: readonly [Point, Point, Point, Point],
  reach: number,
): OutlineRise {
  const [c0, c1, c2, c3] = corners;
  const centre = { x: (c0.x + c1.x + c2.x + c3.x) / 4, y: (c0.y + c1.y + c2.y + c3.y) / 4 };
  const sharper = (a: number, b: number) =>
    Number.isFinite(a) && Number.isFinite(b) ? Math.min(a, b) : Number.isFinite(a) ? a : b;
  return {
    acrossLong: sharper(sideRise(image, c1, c2, centre, reach), sideRise(image, c3, c0, centre, reach)),
    acrossShort: sharper(sideRise(image, c0, c1, centre, reach), sideRise(image, c2, c3, centre, reach)),
  };
}
