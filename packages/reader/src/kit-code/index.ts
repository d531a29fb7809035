import type { RgbaImage } from '../image/rgba-image';
import { findBarFields } from './bar-field';
import { evenLight } from './even-light';
import { greyFrame } from './grey-frame';
import { unsharp } from './unsharp';
import { profilesImage, uprightProfiles, ZOOM } from './upright-bars';

export { smoothedFrame } from './smoothed-frame';
export type { RgbaImage } from '../image/rgba-image';

/** One upright copy of a band along a bar field's bars (bands are disjoint rows of the frame). */
export type LinearCodeView = { readonly band: number; readonly image: RgbaImage };

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
 * Copies of a frame's strongest patches of parallel bars, for a linear decoder (GS1-128) to read when the
 * frame itself did not read: such decoders read rows, and fail on a code turned past a few degrees,
 * grainy or slightly blurred. Each patch is turned upright, straightened, evenly lit and sharpened, one
 * view per band along its bars and per sharpening; two bands are independent reads of one code, so a read
 * can be held to another band's agreement.
 */
export function linearCodeViews(image: RgbaImage): LinearCodeView[][] {
  const frame = greyFrame(image);
  return findBarFields(frame, MAX_FIELDS).map((field) => {
    const profiles = uprightProfiles(frame, field).map(evenLight);
    return UNSHARP.flatMap(({ sigmaPx, amount }) =>
      profiles.map((profile, band) => ({
        band,
        image: profilesImage([unsharp(profile, sigmaPx * ZOOM, amount)]),
      })),
    );
  });
}
