import type { KitTemplate } from '@portal/contract';
import { minAreaRect, type RotatedRect } from '../geometry/min-area-rect';
import { maskComponents } from '../image/mask-components';
import type { WorkingCopy } from '../image/working-copy';
import { readingAreaRect } from '../template/reading-area';
import { bodyFromWindow } from './body-from-window';
import type { BodyCandidate } from './find-body';
import { distinctFrom, ringHat } from './window-candidates';

/** Luminance thresholds tried, in grey levels: a membrane stands above the body around it at one of them. */
const FIRST_LEVEL = 60;
const LEVEL_STEP = 8;
/** The membrane's long side spans at least this many working pixels, its short side this many. */
const MIN_LONG_PX = 12;
const MIN_SHORT_PX = 3;
/** Aspect of the light rectangle against the reading area's (perspective and rounded corners change it). */
const MAX_ASPECT_RATIO = 1.35;
/** A membrane fills its rectangle: at least this share of it is above the threshold. */
const MIN_FILL = 0.85;
/** The band around the rectangle, as a share of its short side, must be darker than its inside... */
const BAND_SHARE = 0.35;
/** ...by at least this many grey levels on each of its four sides. */
const MIN_SIDE_STEP = 6;
/** Membranes tried, best first: each is refitted and verified at both half-turns on every pass. */
const MAX_MEMBRANES = 3;

type Membrane = { rect: RotatedRect; rank: number };

/**
 * Body outlines predicted from the reading area seen as a light rectangle of its aspect, darker all round:
 * a membrane in a recess whose edge shows no dark rim of its own (a step from the body to the membrane, a
 * soft shading inside it), which windowCandidates' black-hat does not see. The lines across it are taken
 * out first (the copy's closing: luminance plus its black-hat), so that they do not split it. Each
 * rectangle gives both half-turns; only outlines: the caller refits and verifies them as a ring's.
 */
export function membraneCandidates(
  copy: WorkingCopy,
  template: KitTemplate,
): [BodyCandidate, BodyCandidate][] {
  const { width, height } = copy;
  const hat = ringHat(copy, false);
  const closed = new Float32Array(width * height);
  for (let i = 0; i < closed.length; i++) closed[i] = (copy.luminance[i] ?? 0) + (hat.data[i] ?? 0);
  const area = readingAreaRect(template);
  const aspect = Math.max(area.width, area.height) / Math.min(area.width, area.height);
  const found: Membrane[] = [];
  const mask = new Uint8Array(width * height);
  for (let level = FIRST_LEVEL; level < 255; level += LEVEL_STEP) {
    for (let i = 0; i < mask.length; i++) mask[i] = (closed[i] ?? 0) >= level ? 1 : 0;
    for (const group of maskComponents(mask, width, height)) {
      const rect = minAreaRect(group.boundary);
      if (!rect || 2 * rect.halfLong < MIN_LONG_PX || 2 * rect.halfShort < MIN_SHORT_PX) continue;
      const mismatch = Math.abs(Math.log(rect.halfLong / rect.halfShort / aspect));
      if (mismatch > Math.log(MAX_ASPECT_RATIO)) continue;
      if (group.count < MIN_FILL * 4 * rect.halfLong * rect.halfShort) continue;
      const step = weakestSideStep(closed, width, height, rect);
      if (step < MIN_SIDE_STEP) continue;
      found.push({ rect, rank: mismatch - step / 255 });
    }
  }
  return distinctFrom(found, [])
    .slice(0, MAX_MEMBRANES)
    .map(({ rect }): [BodyCandidate, BodyCandidate] => [
      bodyFromWindow(rect, undefined, 1, template, width, height),
      bodyFromWindow(rect, undefined, -1, template, width, height),
    ]);
}

/** The smallest of the four sides' steps: the mean just inside the rectangle less the mean of the band outside. */
function weakestSideStep(map: Float32Array, width: number, height: number, rect: RotatedRect): number {
  const { centre, axis, halfLong, halfShort } = rect;
  const normal = { x: -axis.y, y: axis.x };
  const band = Math.max(1.5, BAND_SHARE * halfShort);
  const at = (a: number, b: number): number => {
    const x = Math.round(centre.x + a * axis.x + b * normal.x);
    const y = Math.round(centre.y + a * axis.y + b * normal.y);
    return x >= 0 && y >= 0 && x < width && y < height ? (map[y * width + x] ?? Number.NaN) : Number.NaN;
  };
  const samples = 16;
  let weakest = Number.POSITIVE_INFINITY;
  for (const [long, sign] of [
    [true, 1],
    [true, -1],
    [false, 1],
    [false, -1],
  ] as const) {
    let step = 0;
    let count = 0;
    for (let i = 0; i < samples; i++) {
      const t = -0.8 + (1.6 * (i + 0.5)) / samples;
      const [a, b, da, db] = long
        ? [t * halfLong, sign * halfShort, 0, sign]
        : [sign * halfLong, t * halfShort, sign, 0];
      const difference = at(a - da * band, b - db * band) - at(a + da * band, b + db * band);
      if (!Number.isFinite(difference)) continue;
      step += difference;
      count++;
    }
    // A side mostly beyond the copy's edge is not seen: no step.
    weakest = Math.min(weakest, count >= samples / 2 ? step / count : Number.NEGATIVE_INFINITY);
  }
  return weakest;
}
