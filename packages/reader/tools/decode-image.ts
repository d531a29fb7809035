import sharp from 'sharp';
import type { KitTemplate, ReaderResult } from '@portal/contract';
import type { RgbaImage } from '../src/image/rgba-image';
import { readKit } from '../src/read-kit';
import { locateDevice } from '../src/locate/locate-device';
import { scaleLocation } from '../src/locate/scale-location';

/** Above this a photo is first decoded at half size: 2x2 binning costs no line signal and lowers the noise. */
const FULL_DECODE_MAX_PIXELS = 6.5e6;

export type DecodedImage = RgbaImage & { readonly halved: boolean };

/** Decodes a JPEG/PNG to RGBA with sharp, honouring EXIF orientation (Node only: server, bench, CLI). */
export async function decodeImage(
  encoded: Buffer | Uint8Array,
  options: { fullResolution?: boolean } = {},
): Promise<DecodedImage> {
  const input = sharp(encoded, { failOn: 'error', limitInputPixels: 50e6 });
  const metadata = await input.metadata();
  const { width, height } = metadata.autoOrient;
  const halved = !options.fullResolution && width * height > FULL_DECODE_MAX_PIXELS;
  let pipeline = input.rotate();
  if (halved) pipeline = pipeline.resize({ width: Math.round(width / 2), kernel: 'linear' });
  const { data, info } = await pipeline.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    halved,
  };
}

/**
 * Decodes and reads a photo as the server does: a large photo at half size first, and again at full size
 * when the half-size reading area falls under the reader's pixel floor (a small device in a large photo).
 */
export async function readPhoto(encoded: Buffer | Uint8Array, template: KitTemplate): Promise<ReaderResult> {
  const image = await decodeImage(encoded);
  const location = locateDevice(image, template);
  const result = readKit(image, template, { location });
  if (!image.halved || !result.refusal?.flags.includes('too-small')) return result;
  // Found again among the full-size photo's sharper print and grain, the device is now and then lost
  // (4 of 300 tune-hard photos) or placed worse: then the place found in the half-size copy is read.
  const full = await decodeImage(encoded, { fullResolution: true });
  const again = readKit(full, template);
  if (again.status === 'read' || !location.found) return again;
  return readKit(full, template, { location: scaleLocation(location, full.width / image.width) });
}
