import type { KitTemplate } from '@portal/contract';
import { projectToImage, type Homography } from '../geometry/homography';
import { templatePoint } from '../geometry/points';
import type { RgbaImage } from '../image/rgba-image';
import { sampleChannel } from '../image/sample';
import { profileDerivative } from './edge-search';
import { rimRuleFor } from './verify-rim';

/** Profiles across each side of the body at this many places over its middle (rounded corners excluded). */
const PLACES = 12;
const SIDE_FROM = 0.2;
const SIDE_TO = 0.8;
/** Each profile runs this far (mm) inside and outside the side. */
const PROFILE_HALF_MM = 2.5;
const STEP_MM = 0.1;
/** The derivative's half-span (samples): 0.2 mm, as for the reading area's rim. */
const SPAN = 2;
/**
 * A place shows the side when a change of either sign lies this close (mm) to it, at least as high as the
 * reading area's rim must be (RimRule.minStep)...
 */
const MAX_OFFSET_MM = 1;
/**
 * ...and at least this share of the strongest change along the profile: the body's edge need not be the
 * strongest there (a sharp drop shadow's outer edge, printed text or a cable just beyond the body on a
 * light surface), but a side put on plain plastic or plain surface has only noise near it.
 */
const MIN_SHARE_OF_STRONGEST = 0.5;
/** A side shows when this share of its places do (a shadow's edge or a lit patch may hide a few). */
const MIN_SHARE = 0.6;
/** An end's slack (bodyEdgesShow's endSlackMm) is searched in steps of this (mm), under MAX_OFFSET_MM. */
const SLACK_STEP_MM = 0.5;

/**
 * Whether the body's own outline shows where the homography puts it: on each of its four sides, at most
 * places, a luminance change across the side lies on it, as strong as the changes around it. Each place
 * takes its own sign: a shadow across the body turns a side from darker than the surface to lighter along
 * its length. For an outline predicted from the reading area itself, this is the evidence the rim's place
 * cannot give: a body put 8 mm off (the other half-turn) has no edge where its ends are said to be.
 * With `endSlackMm`, each end (a short side) may show anywhere within that distance of its place along the
 * body, the long sides where they are: see RING_END_SLACK_MM.
 */
export function bodyEdgesShow(
  image: RgbaImage,
  homography: Homography,
  template: KitTemplate,
  { endSlackMm = 0 }: { endSlackMm?: number } = {},
): boolean {
  const { width, height } = template.body;
  const sides: BodySide[] = [
    { ox: 0, oy: 0, ax: 1, ay: 0, nx: 0, ny: -1, length: width },
    { ox: width, oy: 0, ax: 0, ay: 1, nx: 1, ny: 0, length: height },
    { ox: width, oy: height, ax: -1, ay: 0, nx: 0, ny: 1, length: width },
    { ox: 0, oy: height, ax: 0, ay: -1, nx: -1, ny: 0, length: height },
  ];
  const { minStep } = rimRuleFor(template);
  const endLength = Math.min(width, height);
  return sides.every((side) => {
    const slack = side.length === endLength && width !== height ? endSlackMm : 0;
    const steps = Math.round(slack / SLACK_STEP_MM);
    for (let s = -steps; s <= steps; s++)
      if (placesShown(image, homography, side, s * SLACK_STEP_MM, minStep) >= MIN_SHARE * PLACES) return true;
    return false;
  });
}

/** A side of the body: its start (template mm), direction along it, outward normal and length. */
type BodySide = {
  readonly ox: number;
  readonly oy: number;
  readonly ax: number;
  readonly ay: number;
  readonly nx: number;
  readonly ny: number;
  readonly length: number;
};

/** How many of a side's PLACES show its edge, the side moved `shiftMm` outward. */
function placesShown(
  image: RgbaImage,
  homography: Homography,
  side: BodySide,
  shiftMm: number,
  minStep: number,
): number {
  const samples = Math.round((2 * PROFILE_HALF_MM) / STEP_MM) + 1;
  const centre = (samples - 1) / 2;
  let shown = 0;
  for (let p = 0; p < PLACES; p++) {
    const along = side.length * (SIDE_FROM + ((SIDE_TO - SIDE_FROM) * (p + 0.5)) / PLACES);
    const profile = new Float64Array(samples);
    let missing = false;
    for (let k = 0; k < samples && !missing; k++) {
      const d = shiftMm + (k - centre) * STEP_MM;
      const at = projectToImage(
        homography,
        templatePoint(side.ox + side.ax * along + side.nx * d, side.oy + side.ay * along + side.ny * d),
      );
      const value = sampleChannel(image, 3, at.x, at.y);
      if (!Number.isFinite(value)) missing = true;
      profile[k] = value;
    }
    if (missing) continue;
    const derivative = profileDerivative(profile, SPAN);
    let strongest = 0;
    let nearSide = 0;
    for (let k = SPAN; k < samples - SPAN; k++) {
      const step = Math.abs(derivative[k] ?? 0);
      strongest = Math.max(strongest, step);
      if (Math.abs(k - centre) * STEP_MM <= MAX_OFFSET_MM) nearSide = Math.max(nearSide, step);
    }
    if (nearSide >= minStep && nearSide >= MIN_SHARE_OF_STRONGEST * strongest) shown++;
  }
  return shown;
}
