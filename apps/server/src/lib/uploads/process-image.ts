import sharp, { type Metadata, type Sharp } from 'sharp';
import { UPLOAD_MAX_PIXELS } from '@portal/contract';
import type { ScanResult } from './content-scan';
import { decodeSlots } from './decode-slots';
import { sniffFormat, type SniffedFormat, type StoredFormat } from './image-format';
import { uploadRefusal } from './upload-errors';

// No cache of decoded images between requests: memory stays flat under many uploads.
sharp.cache(false);

export interface ProcessedImage {
  body: Buffer;
  format: StoredFormat;
  width: number;
  height: number;
}

const STORED_AS: Record<Exclude<SniffedFormat, 'other'>, StoredFormat> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  heif: 'jpeg',
};

// 'error' also fails on a truncated file, which libvips would otherwise pad with grey.
const DECODE = { failOn: 'error', limitInputPixels: UPLOAD_MAX_PIXELS } as const;

function encode(image: Sharp, format: StoredFormat): Sharp {
  if (format === 'png') return image.png({ compressionLevel: 6 });
  if (format === 'webp') return image.webp({ quality: 85 });
  // No Huffman optimisation: it holds every DCT coefficient of the image until the end (about 80 MB for
  // 12 MP, against about 15 MB streamed) for files some 5% smaller; memory must stay flat under many uploads.
  return image.jpeg({ quality: 85, optimiseCoding: false });
}

/**
 * Judges a file by its bytes only (the client's name and type are never asked): the magic number says
 * which decoder may try it, the header gives the pixel size (a pixel bomb is refused before decoding),
 * then a full decode and a re-encode with the EXIF orientation applied and every metadata block (EXIF,
 * GPS, XMP, ICC) left behind. Throws an HttpError naming what is wrong.
 */
export async function processImage(input: string | Buffer, scan: ScanResult): Promise<ProcessedImage> {
  if (scan.bytes === 0) throw uploadRefusal.empty();
  const sniffed = sniffFormat(scan.head);
  if (sniffed === 'other') throw uploadRefusal.notAnImage();
  if (scan.foreign) throw uploadRefusal.foreign();
  const unreadable = () => (sniffed === 'heif' ? uploadRefusal.heif() : uploadRefusal.damaged());

  let meta: Metadata;
  try {
    meta = await sharp(input, { ...DECODE, limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (meta.format !== sniffed) throw uploadRefusal.notAnImage();
  if (!meta.width || !meta.height) throw unreadable();
  if (meta.width * meta.height > UPLOAD_MAX_PIXELS) throw uploadRefusal.tooManyPixels();

  const format = STORED_AS[sniffed];
  try {
    const { data, info } = await decodeSlots.run(() =>
      encode(sharp(input, DECODE).rotate(), format).toBuffer({ resolveWithObject: true }),
    );
    return { body: data, format, width: info.width, height: info.height };
  } catch {
    throw unreadable();
  }
}
