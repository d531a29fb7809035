import type { RgbaImage } from '../image/rgba-image';
import { alignedMean } from './aligned-bands';
import { findBarFields } from './bar-field';
import { readCode128Profile } from './code128/decode-profile';
import { bracketedKitCode } from './code128/gs1-text';
import { evenLight } from './even-light';
import { greyFrame } from './grey-frame';
import { unsharp } from './unsharp';
import { profilesImage, uprightProfiles, ZOOM } from './upright-bars';

export { smoothedFrame } from './smoothed-frame';
export type { RgbaImage } from '../image/rgba-image';

/** One upright copy of a band along a bar field's bars (bands are disjoint rows of the frame). */
export type LinearCodeView = { readonly band: number; readonly image: RgbaImage };

/** A bar field of a frame: upright views of it for a linear decoder, and its bars read by fitting. */
export type LinearCodeField = {
  readonly views: readonly LinearCodeView[];
  /**
   * The GS1-128 kit code (bracketed text) its bars fit, or null: for bars blurred into each other, which
   * a decoder binarising a row cannot read. Computed when called (tens of milliseconds).
   */
  readonly fitted: () => string | null;
};

/** How many bar fields a frame's linear-code views are made of: the code, and one strong look-alike. */
const MAX_FIELDS = 2;
/**
 * The blur each view undoes (Gaussian sigma, frame pixels) and how strongly. A decoder binarises a row
 * against its own level, so a one-module bar blurred by more than about 0.7 px is lost. A gentle one
 * serves grainy rows (sharpening lifts the grain too), the others a light and a heavy blur: chosen on the
 * bench's tuning seeds 0-29 (apps/web/bench/KIT-CODE.md).
 */
const UNSHARP: readonly { sigmaPx: number; amount: number }[] = [
  { sigmaPx: 1.5, amount: 1 },
  { sigmaPx: 1, amount: 2 },
  { sigmaPx: 2.5, amount: 2 },
];

/**
 * A frame's strongest patches of parallel bars, for when the frame itself did not read: linear decoders
 * read rows, and fail on a code turned past a few degrees, grainy or slightly blurred. Each patch is
 * turned upright, straightened and evenly lit. Its views are sharpened copies, one per band along its
 * bars and per sharpening (two bands are independent reads of one code, so a read can be held to another
 * band's agreement); its fitted read uses the mean of all bands, each aligned on the middle one.
 */
export function linearCodeFields(image: RgbaImage): LinearCodeField[] {
  const frame = greyFrame(image);
  return findBarFields(frame, MAX_FIELDS).map((field) => {
    const profiles = uprightProfiles(frame, field).map(evenLight);
    return {
      views: UNSHARP.flatMap(({ sigmaPx, amount }) =>
        profiles.map((profile, band) => ({
          band,
          image: profilesImage([unsharp(profile, sigmaPx * ZOOM, amount)]),
        })),
      ),
      fitted: () => {
        const elementString = readCode128Profile(alignedMean(profiles));
        return elementString === null ? null : bracketedKitCode(elementString);
      },
    };
  });
}
