import type { KitTemplate } from '@portal/contract';
import type { RgbaImage } from '../image/rgba-image';
import type { WorkingCopy } from '../image/working-copy';
import { cornerWithinPx } from './body-corners';
import { locationRanksAbove, type DeviceLocation, type FoundLocation } from './device-location';
import { clearHalfTurn, halfTurnedView } from './half-turn';

/** A ring's two half-turns, when both verify, only when the photo clearly shows one (else neither). */
export function oneHalfTurn(
  image: RgbaImage,
  template: KitTemplate,
  one: FoundLocation[],
  other: FoundLocation[],
): FoundLocation[] {
  if (one.length === 0 || other.length === 0) return [...one, ...other];
  const strongest = (candidates: FoundLocation[]) =>
    candidates.reduce((a, b) => (locationRanksAbove(b, a) ? b : a));
  const shown = clearHalfTurn(image, template, strongest(one), strongest(other));
  return shown === 'a' ? one : shown === 'b' ? other : [];
}

/**
 * A verified placement turned half a turn when the photo clearly shows the other way round: an outline
 * cut short or grown by a shadow can put the body's ends either way round the reading area, and its rim
 * verifies both ways.
 */
export function settleHalfTurn(
  image: RgbaImage,
  copy: WorkingCopy,
  template: KitTemplate,
  location: DeviceLocation,
): DeviceLocation {
  if (!location.found || location.scores.rimVerified !== 1) return location;
  const turned = halfTurnedView(copy, template, location);
  if (!turned || clearHalfTurn(image, template, location, turned) !== 'b') return location;
  // The rim's evidence is the same at both: it was judged where it lies. The outline's blob, which may
  // have touched the photo's border, was not this body's: its corners tell.
  return {
    ...location,
    homography: turned.homography,
    matchScore: turned.matchScore,
    scores: { ...location.scores, ncc: turned.matchScore },
    touchesBorder: cornerWithinPx(image, turned.homography, template, 1),
  };
}
