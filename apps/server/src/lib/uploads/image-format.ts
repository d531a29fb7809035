import { PNG_SIGNATURE } from '../object-store/sniff';

/** What the first bytes say a file is. Only the first four are images we may accept. */
export type SniffedFormat = 'jpeg' | 'png' | 'webp' | 'heif' | 'other';

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);

export function sniffFormat(head: Buffer): SniffedFormat {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (
    head.length >= 12 &&
    head.toString('latin1', 0, 4) === 'RIFF' &&
    head.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  if (
    head.length >= 12 &&
    head.toString('latin1', 4, 8) === 'ftyp' &&
    HEIF_BRANDS.has(head.toString('latin1', 8, 12))
  )
    return 'heif';
  return 'other';
}

/** The stored formats: a HEIF photo is stored as JPEG. */
export type StoredFormat = 'jpeg' | 'png' | 'webp';

export const CONTENT_TYPES: Record<StoredFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
