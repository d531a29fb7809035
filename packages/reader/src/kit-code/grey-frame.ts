import type { GreyImage, RgbaImage } from '../image/rgba-image';
import { makeWorkingCopy } from '../image/working-copy';

/** A frame's luminance at full size (a working copy of factor 1), made once for all its kit-code steps. */
export function greyFrame(image: RgbaImage): GreyImage {
  const copy = makeWorkingCopy(image, Math.max(image.width, image.height));
  return { width: copy.width, height: copy.height, data: copy.luminance };
}
