import type { Homography } from '../geometry/homography';

/** Where locateDevice puts the device in a photo, and how far the placement is trusted. */
export type DeviceLocation =
  | { readonly found: false; readonly reason: 'not-found' }
  | {
      readonly found: true;
      /** Template millimetres to full-resolution pixels. */
      readonly homography: Homography;
      /** Normalised cross-correlation of the rectified photo with the template's appearance. */
      readonly matchScore: number;
      /** The match is trusted: the reading area's rim is where the template puts it, or the appearance matches. */
      readonly verified: boolean;
      readonly scores: Readonly<Record<string, number>>;
      readonly touchesBorder: boolean;
      readonly areaFraction: number;
    };

export type FoundLocation = Extract<DeviceLocation, { found: true }>;

/** A verified placement first, then a stronger rim all round, then a better appearance match. */
export function locationRanksAbove(a: FoundLocation, b: FoundLocation): boolean {
  if (a.verified !== b.verified) return a.verified;
  const rimStrength = (l: FoundLocation) =>
    (l.scores.rimSides ?? 0) === 4 ? (l.scores.rimStrength ?? 0) : 0;
  if (rimStrength(a) !== rimStrength(b)) return rimStrength(a) > rimStrength(b);
  return a.matchScore > b.matchScore;
}
