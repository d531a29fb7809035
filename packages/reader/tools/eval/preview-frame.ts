import sharp from 'sharp';
import type { RgbaImage } from '../../src/image/rgba-image';

/**
 * A photo scaled into a 640 x 480 preview frame, as the camera page sees it, and the photo's own size
 * (which the page tells the live check as the video's).
 */
export async function previewFrame(
  bytes: Buffer,
): Promise<{ frame: RgbaImage; capture: { captureWidth: number; captureHeight: number } }> {
  const { autoOrient } = await sharp(bytes).metadata();
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize(640, 480, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const frame = {
    width: info.width,
    height: info.height,
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
  };
  return { frame, capture: { captureWidth: autoOrient.width, captureHeight: autoOrient.height } };
}
