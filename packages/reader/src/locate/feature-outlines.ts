import type { KitTemplate, TemplateRect } from '@portal/contract';
import { projectToImage, type Homography } from '../geometry/homography';
import { templatePoint } from '../geometry/points';
import type { RgbaImage } from '../image/rgba-image';
import { sampleChannel } from '../image/sample';
import { profileDerivative } from './edge-search';

/** Profiles across each outline run this far (mm) to each side of it. */
const PROFILE_HALF_MM = 1.5;
const STEP_MM = 0.1;
/** The derivative's half-span (samples): 0.2 mm, as for the reading area's rim. */
const SPAN = 2;
/** A place shows the outline when a change of either sign lies this close (mm) to it... */
const MAX_OFFSET_MM = 0.5;
/** ...at least this high (grey levels over 0.4 mm, as the rim's own minimum)... */
const MIN_STEP = 6;
/** ...and at least this share of the strongest change along the profile. */
const MIN_SHARE_OF_STRONGEST = 0.6;
const PLACES_PER_ELLIPSE = 16;
const PLACES_PER_SIDE = 4;

type Place = { u: number; v: number; nu: number; nv: number };

function ellipsePlaces(rect: TemplateRect): Place[] {
  const cx = rect.x + rect.width / 2;
  const cy = rect.y + rect.height / 2;
  const places: Place[] = [];
  for (let i = 0; i < PLACES_PER_ELLIPSE; i++) {
    const angle = (2 * Math.PI * (i + 0.5)) / PLACES_PER_ELLIPSE;
    const nx = Math.cos(angle) / (rect.width / 2);
    const ny = Math.sin(angle) / (rect.height / 2);
    const norm = Math.hypot(nx, ny);
    places.push({
      u: cx + (Math.cos(angle) * rect.width) / 2,
      v: cy + (Math.sin(angle) * rect.height) / 2,
      nu: nx / norm,
      nv: ny / norm,
    });
  }
  return places;
}

function rectPlaces(rect: TemplateRect): Place[] {
  const places: Place[] = [];
  for (let i = 0; i < PLACES_PER_SIDE; i++) {
    const t = 0.2 + (0.6 * (i + 0.5)) / PLACES_PER_SIDE;
    const u = rect.x + t * rect.width;
    const v = rect.y + t * rect.height;
    places.push(
      { u, v: rect.y, nu: 0, nv: -1 },
      { u, v: rect.y + rect.height, nu: 0, nv: 1 },
      { u: rect.x, v, nu: -1, nv: 0 },
      { u: rect.x + rect.width, v, nu: 1, nv: 0 },
    );
  }
  return places;
}

/** A profile across an outline, outward from the feature, in luminance, with its derivative. */
function profileAcross(
  image: RgbaImage,
  homography: Homography,
  place: Place,
  halfMm = PROFILE_HALF_MM,
): Float64Array | undefined {
  const samples = Math.round((2 * halfMm) / STEP_MM) + 1;
  const centre = (samples - 1) / 2;
  const profile = new Float64Array(samples);
  for (let k = 0; k < samples; k++) {
    // Outward from the feature: sample k lies (k - centre) * STEP_MM mm outside its outline.
    const d = (k - centre) * STEP_MM;
    const at = projectToImage(homography, templatePoint(place.u + place.nu * d, place.v + place.nv * d));
    const value = sampleChannel(image, 3, at.x, at.y);
    if (!Number.isFinite(value)) return undefined;
    profile[k] = value;
  }
  return profileDerivative(profile, SPAN);
}

/**
 * The edge across the outline at one place: +1 when the feature is lighter than what surrounds it, -1
 * when darker, 0 when no edge shows there (none near it, or one weaker than a change farther off).
 */
function edgeSign(image: RgbaImage, homography: Homography, place: Place): number | undefined {
  const derivative = profileAcross(image, homography, place);
  if (!derivative) return undefined;
  const centre = (derivative.length - 1) / 2;
  let strongest = 0;
  let near = 0;
  for (let k = SPAN; k < derivative.length - SPAN; k++) {
    const step = derivative[k] ?? 0;
    strongest = Math.max(strongest, Math.abs(step));
    if (Math.abs(k - centre) * STEP_MM <= MAX_OFFSET_MM && Math.abs(step) > Math.abs(near)) near = step;
  }
  const shows = Math.abs(near) >= MIN_STEP && Math.abs(near) >= MIN_SHARE_OF_STRONGEST * strongest;
  // Falling outward: lighter inside.
  return shows ? -Math.sign(near) : 0;
}

/** Where a feature's outline shows in the photo at one place: its sign (as edgeSign's) and offset (mm, outward). */
export type OutlineEdge = {
  readonly u: number;
  readonly v: number;
  readonly nu: number;
  readonly nv: number;
  readonly sign: number;
  readonly offsetMm: number;
};

/**
 * Per place along a feature's outline (`places` of them), the strongest edge anywhere across it
 * (`reachMm` either way), where one at least MIN_STEP high shows: where the placement puts the outline
 * a millimetre or two off, where it is.
 */
export function featureOutlineEdges(
  image: RgbaImage,
  homography: Homography,
  feature: KitTemplate['features'][number],
  reachMm: number,
): { places: number; edges: OutlineEdge[] } {
  const places = feature.shape === 'ellipse' ? ellipsePlaces(feature.rect) : rectPlaces(feature.rect);
  const edges = places.flatMap((place) => {
    const derivative = profileAcross(image, homography, place, reachMm);
    if (!derivative) return [];
    const centre = (derivative.length - 1) / 2;
    let best = SPAN;
    for (let k = SPAN; k < derivative.length - SPAN; k++)
      if (Math.abs(derivative[k] ?? 0) > Math.abs(derivative[best] ?? 0)) best = k;
    const step = derivative[best] ?? 0;
    if (Math.abs(step) < MIN_STEP) return [];
    return [{ ...place, sign: -Math.sign(step), offsetMm: (best - centre) * STEP_MM }];
  });
  return { places: places.length, edges };
}

/**
 * The share of places along the outlines of the template's printed and moulded features (a sample well,
 * a label, a button) where the photo shows an edge on the outline, of the one sign the feature shows most
 * (it is one colour against the body all round): geometry only, whatever their colours.
 * Tells the body's two half-turns apart where the reading area alone cannot (it looks the same both ways).
 */
export function featureOutlineShare(image: RgbaImage, homography: Homography, template: KitTemplate): number {
  const counts = template.features.map((feature) => featureCounts(image, homography, feature));
  const measured = counts.reduce((sum, count) => sum + count.measured, 0);
  const shown = counts.reduce((sum, count) => sum + count.shown, 0);
  return measured === 0 ? 0 : shown / measured;
}

/**
 * The largest share of one feature's outline places where the photo shows its edge (see
 * featureOutlineShare): at the device, at least one of its features shows nearly all round.
 */
export function clearestFeatureShare(
  image: RgbaImage,
  homography: Homography,
  template: KitTemplate,
): number {
  return Math.max(
    0,
    ...template.features.map((feature) => {
      const { measured, shown } = featureCounts(image, homography, feature);
      return measured === 0 ? 0 : shown / measured;
    }),
  );
}

function featureCounts(
  image: RgbaImage,
  homography: Homography,
  feature: KitTemplate['features'][number],
): { measured: number; shown: number } {
  const places = feature.shape === 'ellipse' ? ellipsePlaces(feature.rect) : rectPlaces(feature.rect);
  let measured = 0;
  let lighter = 0;
  let darker = 0;
  for (const place of places) {
    const sign = edgeSign(image, homography, place);
    if (sign === undefined) continue;
    measured++;
    if (sign > 0) lighter++;
    if (sign < 0) darker++;
  }
  // One feature is one colour against the body all round: edges of the other sign are something else.
  return { measured, shown: Math.max(lighter, darker) };
}
