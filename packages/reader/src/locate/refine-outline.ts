import { imagePoint, type ImagePoint } from '../geometry/points';
import type { RgbaImage } from '../image/rgba-image';
import { sampleChannel } from '../image/sample';
import { median } from '../image/statistics';
import { profileDerivative, strongestEdge } from './edge-search';
import { fitLine, intersect, type Line } from './fit-line';

export type Quad = readonly [ImagePoint, ImagePoint, ImagePoint, ImagePoint];

/** Each side is searched over its middle (rounded corners excluded) at this many places. */
const PROFILES_PER_SIDE = 20;
const SIDE_FROM = 0.18;
const SIDE_TO = 0.82;
const SAMPLES_PER_PROFILE = 48;
/** A profile's edge counts when at least this share of the side's median step (a pen across it does not). */
const MIN_SHARE_OF_MEDIAN = 0.5;
const MIN_POINTS = 6;

function luminanceAt(image: RgbaImage, x: number, y: number): number {
  return sampleChannel(
    image,
    3,
    Math.min(Math.max(x, 0), image.width - 1),
    Math.min(Math.max(y, 0), image.height - 1),
  );
}

/**
 * The side from `a` to `b` refitted to the photo's own edge: across the side at evenly spaced places, the
 * strongest luminance step within `reach` pixels, of the polarity the side shows most strongly (body
 * lighter or darker than what lies outside), then a robust line through them. Undefined when too few
 * places show an edge.
 */
function refineSide(
  image: RgbaImage,
  a: ImagePoint,
  b: ImagePoint,
  centre: ImagePoint,
  reach: number,
): Line | undefined {
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  if (length < 1) return undefined;
  const tx = (b.x - a.x) / length;
  const ty = (b.y - a.y) / length;
  let nx = -ty;
  let ny = tx;
  if ((a.x - centre.x) * nx + (a.y - centre.y) * ny < 0) {
    nx = -nx;
    ny = -ny;
  }
  const step = (2 * reach) / (SAMPLES_PER_PROFILE - 1);
  const across = Math.max(0.5, step);
  const span = Math.max(1, Math.round(0.75 / Math.min(1, step)));
  const hits: {
    x: number;
    y: number;
    rising: number;
    falling: number;
    risingAt: number;
    fallingAt: number;
  }[] = [];
  for (let p = 0; p < PROFILES_PER_SIDE; p++) {
    const along = length * (SIDE_FROM + ((SIDE_TO - SIDE_FROM) * p) / (PROFILES_PER_SIDE - 1));
    const ox = a.x + tx * along;
    const oy = a.y + ty * along;
    const profile = new Float64Array(SAMPLES_PER_PROFILE);
    for (let k = 0; k < SAMPLES_PER_PROFILE; k++) {
      const d = -reach + k * step;
      const x = ox + nx * d;
      const y = oy + ny * d;
      profile[k] =
        (luminanceAt(image, x - tx * across, y - ty * across) +
          luminanceAt(image, x, y) +
          luminanceAt(image, x + tx * across, y + ty * across)) /
        3;
    }
    const derivative = profileDerivative(profile, span);
    const rising = strongestEdge(derivative, 1);
    const falling = strongestEdge(derivative, -1);
    hits.push({
      x: ox,
      y: oy,
      rising: rising?.step ?? 0,
      falling: falling?.step ?? 0,
      risingAt: -reach + (rising?.index ?? 0) * step,
      fallingAt: -reach + (falling?.index ?? 0) * step,
    });
  }
  // Outward, a lighter body falls to a darker surface; a darker body rises to a lighter one.
  const falling = hits.reduce((sum, h) => sum + h.falling, 0) >= hits.reduce((sum, h) => sum + h.rising, 0);
  const steps = hits.map((h) => (falling ? h.falling : h.rising));
  const floor = MIN_SHARE_OF_MEDIAN * median(steps);
  const points = hits
    .filter((_, i) => (steps[i] ?? 0) >= floor && (steps[i] ?? 0) > 0)
    .map((h) => {
      const d = falling ? h.fallingAt : h.risingAt;
      return { x: h.x + nx * d, y: h.y + ny * d };
    });
  return points.length >= MIN_POINTS ? fitLine(points) : undefined;
}

/**
 * The body's quadrilateral refined on the full-resolution photo: each side refitted to the luminance edge
 * within `reach` pixels of it (the working copy's threshold, its edge walls and its coarse pixels leave the
 * outline off by a pixel or more of that copy, and askew on a surface of nearly the body's colour). A side
 * without a clear edge keeps its place; a corner that would move further than twice `reach` keeps its own.
 */
export function refineOutline(image: RgbaImage, quad: Quad, reach: number): Quad {
  const centre = imagePoint(
    (quad[0].x + quad[1].x + quad[2].x + quad[3].x) / 4,
    (quad[0].y + quad[1].y + quad[2].y + quad[3].y) / 4,
  );
  const sides = quad.map((a, i) => {
    const b = quad[(i + 1) % 4] as ImagePoint;
    const fallback: Line = { px: a.x, py: a.y, dx: b.x - a.x, dy: b.y - a.y };
    return refineSide(image, a, b, centre, reach) ?? fallback;
  });
  const corners = quad.map((original, i) => {
    const before = sides[(i + 3) % 4] as Line;
    const after = sides[i] as Line;
    const corner = intersect(before, after);
    if (!corner || Math.hypot(corner.x - original.x, corner.y - original.y) > 2 * reach) return original;
    return imagePoint(corner.x, corner.y);
  });
  return corners as unknown as Quad;
}
