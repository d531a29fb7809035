import type { TemplateRect } from '@portal/contract';
import { projectToImage, type Homography } from '../geometry/homography';
import { templatePoint } from '../geometry/points';
import type { RgbaImage } from '../image/rgba-image';
import { sampleChannel } from '../image/sample';
import { median } from '../image/statistics';
import { profileDerivative, strongestEdge } from './edge-search';

/** Profiles run this far (mm) beyond the search window on each side. */
const PROFILE_MARGIN_MM = 0.9;
const STEP_MM = 0.1;
/** Per side: chunks (each its own edge position, so a slightly rotated side still lines up) of profiles. */
const CHUNKS = 3;
const PROFILES_PER_CHUNK = 4;
const SIDE_FROM = 0.12;
const SIDE_TO = 0.88;
/** The derivative's half-span, mm: wide enough for a blurred rim, narrow beside a 0.3 mm rim. */
const DERIVATIVE_HALF_SPAN_MM = 0.2;
/** A straight change crosses a chunk's profiles within this of one place (mm): a side turned by a few degrees. */
const STRAIGHT_SLANT_MM = 0.3;
/** A window's recess is at most this wide (mm): its far side lies within it, outward of the edge. */
const MAX_RIM_WIDTH_MM = 2.5;

/** Which way the reading area's edge steps, going outward: `falling` = lighter inside (a membrane). */
export type RimPolarity = 'falling' | 'rising' | 'either';

/** What the rim of a kind of device looks like, in template geometry only. */
export type RimSpec = {
  readonly polarity: RimPolarity;
  /** The edge is searched from `searchInMm` inside the rectangle to `searchOutMm` outside it. */
  readonly searchInMm: number;
  readonly searchOutMm: number;
  /**
   * Prominence against changes of the edge's own sign only: a display's bezel has an edge of the other
   * sign at its outer side, at any width.
   */
  readonly sameSignProminence: boolean;
  /**
   * A change beside the edge counts against it only as strongly as it runs along the side
   * (straightCompetitor): letters printed beside a window (C, T) no longer outweigh its rim.
   */
  readonly lettersBeside?: boolean;
};

export type RimSide = {
  /** Where the edge was found, mm outward from the expected place (median of the chunks). */
  readonly offsetMm: number;
  /** Spread of the chunks' positions (mm): a straight edge has them together. */
  readonly spreadMm: number;
  /** The edge's height in grey levels (smallest over the chunks). */
  readonly step: number;
  /**
   * The edge over the profile's other changes (median over the chunks: a printed letter beside one chunk
   * does not count against the side): 1 when it is merely the largest.
   */
  readonly prominence: number;
  /** Weakest chunk's height over the strongest's: a rim runs the whole side, a chance edge does not. */
  readonly evenness: number;
  readonly rising: boolean;
};

type ChunkEdge = { offsetMm: number; step: number; prominence: number };

/** A chunk's mean profile across the side, and (for RimSpec.lettersBeside only) each of its profiles. */
type Chunk = { readonly mean: Float64Array; readonly profiles: readonly Float64Array[] };

function chunkEdge(chunk: Chunk, sign: 1 | -1, spec: RimSpec): ChunkEdge | undefined {
  const span = Math.max(1, Math.round(DERIVATIVE_HALF_SPAN_MM / STEP_MM));
  const derivative = profileDerivative(chunk.mean, span);
  // Sample k lies at (k * STEP_MM - PROFILE_MARGIN_MM - searchInMm) mm outward of the rectangle's side.
  const zero = Math.round((PROFILE_MARGIN_MM + spec.searchInMm) / STEP_MM);
  const last = zero + Math.round(spec.searchOutMm / STEP_MM);
  const hit = strongestEdge(derivative, sign, zero - Math.round(spec.searchInMm / STEP_MM), last);
  if (!hit) return undefined;
  // The next strongest change away from this edge: beyond its own slope and a narrow rim's far side
  // (1.2 mm), and, for a window, not the far side of a wider recess (the step back up to the body,
  // outward of the edge), which belongs to the rim.
  const keepOut = Math.round(1.2 / STEP_MM);
  const farSideEnd = hit.index + Math.round(MAX_RIM_WIDTH_MM / STEP_MM);
  const competing = (k: number, change: number): number => {
    if (k < span || k >= chunk.mean.length - span || Math.abs(k - hit.index) <= keepOut) return 0;
    if (spec.sameSignProminence) return Math.max(0, sign * change);
    return k > hit.index && k <= farSideEnd && sign * change < 0 ? 0 : Math.abs(change);
  };
  let other = 0;
  for (let k = 0; k < derivative.length; k++) other = Math.max(other, competing(k, derivative[k] ?? 0));
  return {
    offsetMm: (hit.index - zero) * STEP_MM,
    step: hit.step,
    prominence:
      hit.step /
      Math.max(spec.lettersBeside ? Math.min(other, straightCompetitor(chunk, span, competing)) : other, 1),
  };
}

/**
 * The strongest change, other than the edge, that runs along the chunk as the side does: one that every
 * profile of the chunk crosses, within STRAIGHT_SLANT_MM. A printed letter beside the window (C, T) is
 * crossed by one or two of its profiles only; another straight edge near the rim (a true rim beside a
 * placement a millimetre off) by all of them.
 */
function straightCompetitor(
  chunk: Chunk,
  span: number,
  competing: (k: number, change: number) => number,
): number {
  const slant = Math.round(STRAIGHT_SLANT_MM / STEP_MM);
  const crossings = chunk.profiles.map((profile) => {
    const derivative = profileDerivative(profile, span);
    return Array.from(derivative, (change, k) => competing(k, change));
  });
  let strongest = 0;
  for (let k = 0; k < chunk.mean.length; k++) {
    let along = Infinity;
    for (const crossing of crossings) {
      let near = 0;
      for (let j = Math.max(0, k - slant); j <= Math.min(crossing.length - 1, k + slant); j++)
        near = Math.max(near, crossing[j] ?? 0);
      along = Math.min(along, near);
    }
    if (Number.isFinite(along)) strongest = Math.max(strongest, along);
  }
  return strongest;
}

/**
 * The rim of a rectangle the template prints (a cassette's window, an analyzer's display), looked for
 * where the homography puts it: across each side, luminance profiles in template millimetres and the
 * strongest edge of the given polarity near the side. Works whatever the colours, the label or the
 * lettering: only the geometry is the template's.
 */
export function rimEvidence(
  image: RgbaImage,
  homography: Homography,
  rect: TemplateRect,
  spec: RimSpec,
): RimSide[] | undefined {
  const { x, y, width, height } = rect;
  // Sides as (start, direction along, outward normal, length).
  const sides = [
    { ox: x, oy: y, ax: 1, ay: 0, nx: 0, ny: -1, length: width },
    { ox: x + width, oy: y, ax: 0, ay: 1, nx: 1, ny: 0, length: height },
    { ox: x + width, oy: y + height, ax: -1, ay: 0, nx: 0, ny: 1, length: width },
    { ox: x, oy: y + height, ax: 0, ay: -1, nx: -1, ny: 0, length: height },
  ];
  const samples = Math.round((2 * PROFILE_MARGIN_MM + spec.searchInMm + spec.searchOutMm) / STEP_MM) + 1;
  const profiles = sides.map((side) => {
    const chunks: Chunk[] = [];
    for (let c = 0; c < CHUNKS; c++) {
      const mean = new Float64Array(samples);
      const each: Float64Array[] = [];
      for (let p = 0; p < PROFILES_PER_CHUNK; p++) {
        const fraction =
          SIDE_FROM +
          ((SIDE_TO - SIDE_FROM) * (c * PROFILES_PER_CHUNK + p + 0.5)) / (CHUNKS * PROFILES_PER_CHUNK);
        const along = side.length * fraction;
        // Each profile is kept only where the letters' rule asks how far a change runs along the side.
        const profile = spec.lettersBeside ? new Float64Array(samples) : undefined;
        for (let k = 0; k < samples; k++) {
          const d = k * STEP_MM - PROFILE_MARGIN_MM - spec.searchInMm;
          const at = projectToImage(
            homography,
            templatePoint(side.ox + side.ax * along + side.nx * d, side.oy + side.ay * along + side.ny * d),
          );
          const value = sampleChannel(image, 3, at.x, at.y);
          if (!Number.isFinite(value)) return undefined;
          if (profile) profile[k] = value;
          mean[k] = (mean[k] ?? 0) + value / PROFILES_PER_CHUNK;
        }
        if (profile) each.push(profile);
      }
      chunks.push({ mean, profiles: each });
    }
    return chunks;
  });
  if (profiles.some((chunks) => !chunks)) return undefined;
  const measure = (sign: 1 | -1): RimSide[] | undefined => {
    const result: RimSide[] = [];
    for (const chunks of profiles) {
      const edges = (chunks ?? []).map((chunk) => chunkEdge(chunk, sign, spec));
      if (edges.some((edge) => !edge)) return undefined;
      const found = edges as ChunkEdge[];
      const offsets = found.map((edge) => edge.offsetMm);
      result.push({
        offsetMm: median(offsets),
        spreadMm: Math.max(...offsets) - Math.min(...offsets),
        step: Math.min(...found.map((edge) => edge.step)),
        evenness:
          Math.min(...found.map((edge) => edge.step)) / Math.max(...found.map((edge) => edge.step), 1e-9),
        prominence: median(found.map((edge) => edge.prominence)),
        rising: sign === 1,
      });
    }
    return result;
  };
  if (spec.polarity === 'falling') return measure(-1);
  if (spec.polarity === 'rising') return measure(1);
  const falling = measure(-1);
  const rising = measure(1);
  const total = (sides?: RimSide[]) => (sides ?? []).reduce((sum, side) => sum + side.step, 0);
  return total(falling) >= total(rising) ? falling : rising;
}
