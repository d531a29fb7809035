import { binomialSmooth } from '../image/binomial-smooth';
import type { RgbaImage } from '../image/rgba-image';

/**
 * A grey copy of a frame smoothed twice by the 3 x 3 binomial (a Gaussian of about one pixel): it keeps a
 * 2D code of two-pixel modules, and halves the sensor noise that breaks a dim, low-contrast one apart.
 */
export function smoothedFrame(image: RgbaImage): RgbaImage {
  const { width, height, data } = image;
  const grey = new Float32Array(width * height);
  for (let i = 0; i < width * height; i++) {
    grey[i] = 0.299 * (data[i * 4] ?? 0) + 0.587 * (data[i * 4 + 1] ?? 0) + 0.114 * (data[i * 4 + 2] ?? 0);
  }
  const smooth = binomialSmooth(binomialSmooth({ width, height, data: grey })).data;
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
