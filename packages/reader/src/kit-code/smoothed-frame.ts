import { binomialSmooth } from '../image/binomial-smooth';
import type { RgbaImage } from '../image/rgba-image';
import { greyFrame } from './grey-frame';

/**
 * A grey copy of a frame smoothed twice by the 3 x 3 binomial (a Gaussian of about one pixel): it keeps a
 * 2D code of two-pixel modules, and halves the sensor noise that breaks a dim, low-contrast one apart.
 */
export function smoothedFrame(image: RgbaImage): RgbaImage {
  const { width, height } = image;
  const smooth = binomialSmooth(binomialSmooth(greyFrame(image))).data;
  const out = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const value = smooth[i] ?? 0;
    out[i * 4] = value;
    out[i * 4 + 1] = value;
    out[i * 4 + 2] = value;
    out[i * 4 + 3] = 255;
  }
  return { width, height, data: out };
}
