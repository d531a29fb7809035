import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { EMPTY_SIGNATURE_MESSAGE, SIGNATURE_AREA_HEIGHT, SIGNATURE_AREA_WIDTH } from '@portal/contract';
import { badRequest } from '../../lib/errors';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The pad is 400x200 CSS pixels drawn at the screen's density; 4x covers every phone. */
const MAX_DENSITY = 4;
const MAX_WIDTH = SIGNATURE_AREA_WIDTH * MAX_DENSITY;
const MAX_HEIGHT = SIGNATURE_AREA_HEIGHT * MAX_DENSITY;

export interface SignatureImage {
  png: Buffer;
  sha256: string;
}

const DATA_URL_PREFIX = 'data:image/png;base64,';

/**
 * Checks a signature PNG like every upload (magic bytes, pixel count from the header before decoding, a
 * full decode) and re-encodes it without metadata. A blank image (every pixel the same) is an empty
 * signature.
 */
export async function reencodeSignature(dataUrl: string): Promise<SignatureImage> {
  if (!dataUrl.startsWith(DATA_URL_PREFIX)) throw badRequest('Signature must be a PNG image.');
  const bytes = Buffer.from(dataUrl.slice(DATA_URL_PREFIX.length), 'base64');
  if (bytes.length < PNG_MAGIC.length || !bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) {
    throw badRequest('Signature must be a PNG image.');
  }
  const decoded = await decode(bytes);
  const stats = await sharp(decoded.data, { raw: decoded.info }).stats();
  if (stats.channels.every((c) => c.min === c.max)) throw badRequest(EMPTY_SIGNATURE_MESSAGE);
  const png = await sharp(decoded.data, { raw: decoded.info }).png({ compressionLevel: 9 }).toBuffer();
  return { png, sha256: createHash('sha256').update(png).digest('hex') };
}

async function decode(bytes: Buffer) {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_WIDTH * MAX_HEIGHT, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== 'png' || !meta.width || !meta.height) throw new Error('not a png');
    if (meta.width > MAX_WIDTH || meta.height > MAX_HEIGHT) throw new Error('too large');
    return await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  } catch {
    throw badRequest('Signature must be a PNG image of the signature area.');
  }
}
