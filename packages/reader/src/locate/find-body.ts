import type { WorkingCopy } from '../image/working-copy';
import { otsuThreshold } from '../image/statistics';
import { BARRIER_INSET } from './edge-barrier';
import { enclosingRectangle } from './enclosing-rectangle';
import { fitLine, pushAway, quadFromSides, type Line } from './fit-line';

type Point = { x: number; y: number };

export type BodyCandidate = {
  /** Corners in working-copy pixels: the ends of the long axis first (end A left, end A right, end B right, end B left). */
  readonly corners: readonly [Point, Point, Point, Point];
  readonly centre: Point;
  readonly areaFraction: number;
  readonly touchesBorder: boolean;
  readonly aspect: number;
  /** The whiteness (working copy) from which a pixel counted as light. */
  readonly threshold: number;
};

const ANGLE_BINS = 720;

export type BodySearch = {
  /** Added to the base threshold. */
  readonly shift?: number;
  /** Whiteness from which a pixel is light; by default Otsu's threshold of the whole copy (at least 40). */
  readonly base?: number;
  /** Edge pixels: blobs do not cross them, so a body on an equally light surface stays apart. */
  readonly barrier?: Uint8Array;
  /** How far a blob bounded by the barrier stops short of the outline (BARRIER_INSET by default). */
  readonly barrierInset?: number;
  /** Where the four sides cannot all be fitted, the smallest rectangle around the blob's outline. */
  readonly enclosingFallback?: boolean;
};

/** Otsu's threshold of the copy's whiteness, at least 40: the default base of the body search. */
export function defaultBodyThreshold(copy: WorkingCopy): number {
  return Math.max(otsuThreshold(copy.whiteness, -100, 255), 40);
}

/**
 * Otsu's threshold among the pixels lighter than `below`: on a light table the first split only parts the
 * dark print from everything light, and this one parts the body from the (slightly darker) table.
 */
export function lightSideThreshold(copy: WorkingCopy, below: number): number {
  const light = copy.whiteness.filter((value) => value >= below);
  return light.length < 16 ? below : otsuThreshold(light, below, 255);
}

type Blob = {
  pixels: Int32Array;
  score: number;
  aspect: number;
  touches: boolean;
  cx: number;
  cy: number;
  major: Point;
};

/** Labels the light, neutral blobs and returns the one shaped most like the device body. */
export function findBody(
  copy: WorkingCopy,
  expectedAspect: number,
  search: BodySearch = {},
): BodyCandidate | undefined {
  return findBodies(copy, expectedAspect, search, 1)[0];
}

/**
 * The fill's stack, and every labelled pixel in the order the fill reaches it (each blob's pixels are one
 * run of it): kept from call to call, as findBodies runs dozens of times per photo on copies of one size.
 */
let buffers = { stack: new Int32Array(0), visited: new Int32Array(0) };

function fillBuffers(size: number): { stack: Int32Array; visited: Int32Array } {
  if (buffers.stack.length < size) buffers = { stack: new Int32Array(size), visited: new Int32Array(size) };
  return buffers;
}

/**
 * Labels the light, neutral blobs and returns up to `limit` of those shaped like the device body, the
 * best first (size times aspect fit): on a light surface the largest may be a patch of the table.
 */
export function findBodies(
  copy: WorkingCopy,
  expectedAspect: number,
  search: BodySearch = {},
  limit = 1,
): BodyCandidate[] {
  const { width, height } = copy;
  const { barrier } = search;
  const threshold = (search.base ?? defaultBodyThreshold(copy)) + (search.shift ?? 0);
  let whiteness = copy.whiteness;
  if (barrier) {
    whiteness = copy.whiteness.slice();
    for (let i = 0; i < whiteness.length; i++) if (barrier[i]) whiteness[i] = -Infinity;
  }
  // 1: light and not yet labelled; 2: may start a blob but is no neighbour's (NaN is neither below nor at
  // the threshold); 0: dark or labelled.
  const open = new Uint8Array(width * height);
  for (let i = 0; i < open.length; i++) {
    const value = whiteness[i] ?? 0;
    open[i] = value >= threshold ? 1 : value < threshold ? 0 : 2;
  }
  const { stack, visited } = fillBuffers(width * height);
  let visitedCount = 0;
  const kept: Blob[] = [];
  for (let start = 0; start < width * height; start++) {
    if (open[start] === 0) continue;
    const first = visitedCount;
    let top = 0;
    stack[top++] = start;
    open[start] = 0;
    let sx = 0;
    let sy = 0;
    let touches = false;
    while (top > 0) {
      const index = stack[--top] ?? 0;
      visited[visitedCount++] = index;
      const x = index % width;
      const y = (index - x) / width;
      sx += x;
      sy += y;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) touches = true;
      // Neighbours left, right, up, down, as they are pushed.
      if (x > 0 && open[index - 1] === 1) {
        open[index - 1] = 0;
        stack[top++] = index - 1;
      }
      if (x < width - 1 && open[index + 1] === 1) {
        open[index + 1] = 0;
        stack[top++] = index + 1;
      }
      if (y > 0 && open[index - width] === 1) {
        open[index - width] = 0;
        stack[top++] = index - width;
      }
      if (y < height - 1 && open[index + width] === 1) {
        open[index + width] = 0;
        stack[top++] = index + width;
      }
    }
    const pixels = visited.subarray(first, visitedCount);
    if (pixels.length < width * height * 0.003) continue;
    const cx = sx / pixels.length;
    const cy = sy / pixels.length;
    let sxx = 0;
    let syy = 0;
    let sxy = 0;
    // Indexed, not for-of: V8 iterates a typed array with for-of several times slower.
    for (let k = 0; k < pixels.length; k++) {
      const index = pixels[k] ?? 0;
      const x = (index % width) - cx;
      const y = (index - (index % width)) / width - cy;
      sxx += x * x;
      syy += y * y;
      sxy += x * y;
    }
    const trace = (sxx + syy) / pixels.length;
    const det = (sxx * syy - sxy * sxy) / (pixels.length * pixels.length);
    const root = Math.sqrt(Math.max(0, (trace * trace) / 4 - det));
    const major = trace / 2 + root;
    const minor = Math.max(trace / 2 - root, 1e-6);
    const aspect = Math.sqrt(major / minor);
    const aspectMismatch = Math.abs(Math.log(aspect / expectedAspect));
    if (aspectMismatch > Math.log(1.45)) continue;
    const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
    const score = pixels.length * (1 - aspectMismatch);
    if (kept.length === limit && score <= (kept[limit - 1]?.score ?? 0)) continue;
    kept.push({ pixels, score, aspect, touches, cx, cy, major: { x: Math.cos(angle), y: Math.sin(angle) } });
    kept.sort((a, b) => b.score - a.score);
    if (kept.length > limit) kept.pop();
  }
  return kept
    .map((blob) =>
      outlineOf(
        copy,
        blob,
        threshold,
        barrier ? (search.barrierInset ?? BARRIER_INSET) : 0,
        search.enclosingFallback,
      ),
    )
    .filter((body): body is BodyCandidate => body !== undefined);
}

function outlineOf(
  copy: WorkingCopy,
  best: Blob,
  threshold: number,
  inset: number,
  enclosingFallback = false,
): BodyCandidate | undefined {
  const { width, height } = copy;

  // Outer contour: the farthest pixel of the blob in each direction from its centre.
  const farthest = new Float64Array(ANGLE_BINS).fill(-1);
  const farthestPoint = new Int32Array(ANGLE_BINS);
  for (let k = 0; k < best.pixels.length; k++) {
    const index = best.pixels[k] ?? 0;
    const x = (index % width) - best.cx;
    const y = Math.floor(index / width) - best.cy;
    const bin = Math.floor(((Math.atan2(y, x) + Math.PI) / (2 * Math.PI)) * ANGLE_BINS) % ANGLE_BINS;
    const distance = x * x + y * y;
    if (distance > (farthest[bin] ?? 0)) {
      farthest[bin] = distance;
      farthestPoint[bin] = index;
    }
  }
  const contour: { x: number; y: number; p: number; q: number }[] = [];
  for (let bin = 0; bin < ANGLE_BINS; bin++) {
    if ((farthest[bin] ?? -1) < 0) continue;
    const index = farthestPoint[bin] ?? 0;
    const x = index % width;
    const y = Math.floor(index / width);
    const dx = x - best.cx;
    const dy = y - best.cy;
    contour.push({
      x,
      y,
      p: dx * best.major.x + dy * best.major.y,
      q: -dx * best.major.y + dy * best.major.x,
    });
  }
  const halfP = Math.max(...contour.map((c) => Math.abs(c.p)));
  const halfQ = Math.max(...contour.map((c) => Math.abs(c.q)));
  const pick = (test: (c: { p: number; q: number }) => boolean) => contour.filter(test);
  const centre = { x: best.cx, y: best.cy };
  const fit = (points: Point[]): Line | undefined => {
    const line = fitLine(points);
    // The edge lies half a pixel beyond the last body pixel (and beyond the barrier's width with one).
    return line && pushAway(line, centre, 0.5 + inset);
  };
  const endA = fit(pick((c) => c.p < -0.75 * halfP && Math.abs(c.q) < 0.5 * halfQ));
  const endB = fit(pick((c) => c.p > 0.75 * halfP && Math.abs(c.q) < 0.5 * halfQ));
  const sideLeft = fit(pick((c) => c.q < -0.7 * halfQ && Math.abs(c.p) < 0.7 * halfP));
  const sideRight = fit(pick((c) => c.q > 0.7 * halfQ && Math.abs(c.p) < 0.7 * halfP));
  const corners =
    quadFromSides(endA, endB, sideLeft, sideRight) ??
    (enclosingFallback ? enclosingRectangle(contour, 0.5 + inset) : undefined);
  if (!corners) return undefined;
  return {
    corners,
    centre,
    areaFraction: best.pixels.length / (width * height),
    touchesBorder: best.touches,
    aspect: best.aspect,
    threshold,
  };
}
