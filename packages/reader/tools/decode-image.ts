import sharp from 'sharp';
import type { RgbaImage } from '../src/image/rgba-image';

/** Above this the photo is decoded at half size (JPEG shrink-on-load): the window keeps > 10 px/mm. */
const FULL_DECODE_MAX_PIXELS = 6.5e6;

/** Decodes a JPEG/PNG to RGBA with sharp, honouring EXIF orientation (Node only: server, bench, CLI). */
export async function decodeImage(encoded: Buffer | Uint8Array): Promise<RgbaImage> {
  const input = sharp(encoded, { failOn: 'error', limitInputPixels: 50e6 });
  const metadata = await input.metadata();
  const { width, height } = metadata.autoOrient;
  let pipeline = input.rotate();
  if (width * height > FULL_DECODE_MAX_PIXELS) pipeline = pipeline.resize({ width: Math.round(width / 2), kernel: 'linear' });
  const { data, info } = await pipeline.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length) };
}
