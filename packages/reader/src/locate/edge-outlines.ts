import { minAreaRect, rectCorners } from '../geometry/min-area-rect';
import type { WorkingCopy } from '../image/working-copy';
import type { BodyCandidate } from './find-body';

/** Edge pixels are grown by this many working pixels so that a device's outline and print join up. */
const GROW = 2;
/** The device's long side spans at least this share of the frame's short side (15% with margin). */
const MIN_LONG_SIDE = 0.1;
/** Aspect of the candidate's rectangle against the template's: perspective and a drop shadow change it. */
const MAX_ASPECT_RATIO = 1.45;
const MAX_CANDIDATES = 4;

type Point = { x: number; y: number };

function grow(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  // Separable max filter: rows, then columns.
  const rows = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      for (let dx = Math.max(0, x - radius); dx <= Math.min(width - 1, x + radius); dx++)
        rows[y * width + dx] = 1;
    }
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (!rows[y * width + x]) continue;
      for (let dy = Math.max(0, y - radius); dy <= Math.min(height - 1, y + radius); dy++)
        out[dy * width + x] = 1;
    }
  return out;
}

/**
 * Device outlines found by edges alone, for a body on a surface of nearly its own colour (white or grey
 * table, paper), where no brightness threshold parts the two: the edge pixels (outline, drop shadow, window
 * rim, print) are grown until the device's join up, each connected group's smallest rotated rectangle is
 * a candidate when its shape fits the template. Ranked by how well the aspect fits, then by size.
 */
export function edgeOutlines(copy: WorkingCopy, edges: Uint8Array, expectedAspect: number): BodyCandidate[] {
  const { width, height } = copy;
  const mask = grow(edges, width, height, GROW);
  const labels = new Int32Array(width * height).fill(-1);
  const stack = new Int32Array(width * height);
  const minLong = MIN_LONG_SIDE * Math.min(width, height);
  const found: { candidate: BodyCandidate; rank: number }[] = [];
  let label = 0;
  for (let start = 0; start < width * height; start++) {
    if (!mask[start] || labels[start] !== -1) continue;
    // The group's boundary pixels (a pixel with an unmasked neighbour) are enough for its hull.
    const boundary: Point[] = [];
    let count = 0;
    let top = 0;
    stack[top++] = start;
    labels[start] = label;
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
        if (labels[next] === -1) {
          labels[next] = label;
          stack[top++] = next;
        }
      }
      if (edge) boundary.push({ x, y });
    }
    label++;
    if (count < 20) continue;
    const rect = minAreaRect(boundary);
    if (!rect) continue;
    // The grown edges lie GROW pixels outside the outline on each side.
    const halfLong = rect.halfLong - GROW;
    const halfShort = rect.halfShort - GROW;
    if (2 * halfLong < minLong || halfShort <= 1) continue;
    const aspect = halfLong / halfShort;
    const mismatch = Math.abs(Math.log(aspect / expectedAspect));
    if (mismatch > Math.log(MAX_ASPECT_RATIO)) continue;
    const corners = rectCorners({ ...rect, halfLong, halfShort });
    const touches = corners.some((c) => c.x < 0.5 || c.y < 0.5 || c.x > width - 1.5 || c.y > height - 1.5);
    found.push({
      candidate: {
        corners,
        centre: rect.centre,
        areaFraction: (4 * halfLong * halfShort) / (width * height),
        touchesBorder: touches,
        aspect,
        threshold: Number.NaN,
      },
      rank: mismatch - 0.1 * Math.log(halfLong),
    });
  }
  return found
    .sort((a, b) => a.rank - b.rank)
    .slice(0, MAX_CANDIDATES)
    .map((entry) => entry.candidate);
}
