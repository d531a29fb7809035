import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A plain photo-like JPEG (a gradient with a few shapes), made here so no fixture file is needed. */
export async function goodJpeg(width = 640, height = 480): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#2a6"/><stop offset="1" stop-color="#36c"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 4}" fill="#fc3"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

export const goodPng = (w = 300, h = 150) =>
  sharp({ create: { width: w, height: h, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png()
    .toBuffer();

export const goodWebp = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .webp()
    .toBuffer();

/** A JPEG carrying GPS coordinates, a camera name and orientation 6 (stored landscape, shown portrait). */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp(await goodJpeg(400, 200))
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/** True when a JPEG's EXIF block holds a GPS directory (tag 0x8825 in either byte order). */
export async function hasGpsExif(jpeg: Buffer): Promise<boolean> {
  const exif = (await sharp(jpeg).metadata()).exif;
  return !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header claiming 20000 x 20000 pixels (400 MP) with a tiny body: decoding it would explode. */
export function pixelBombPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20_000, 0);
  ihdr.writeUInt32BE(20_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface BadFile {
  name: string;
  body: Buffer;
  /** What the client claims: always a harmless photo name and type. */
  filename: string;
  contentType: string;
  status: number;
  message: RegExp;
}

/** Every file the pipeline must refuse, each dressed up as a photo, with the answer it must get. */
export async function badFiles(): Promise<BadFile[]> {
  const jpeg = await goodJpeg();
  const html = '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>';
  const asPhoto = { filename: 'photo.jpg', contentType: 'image/jpeg' };
  return [
    { name: 'renamed HTML', body: Buffer.from(html), ...asPhoto, status: 415, message: /not a photo/ },
    {
      name: 'SVG with script',
      body: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
      filename: 'photo.svg',
      contentType: 'image/svg+xml',
      status: 415,
      message: /not a photo/,
    },
    {
      name: 'truncated JPEG',
      body: jpeg.subarray(0, Math.floor(jpeg.length * 0.6)),
      ...asPhoto,
      status: 422,
      message: /damaged or incomplete/,
    },
    { name: 'zero bytes', body: Buffer.alloc(0), ...asPhoto, status: 400, message: /empty/ },
    {
      name: 'pixel bomb PNG header',
      body: pixelBombPng(),
      filename: 'photo.png',
      contentType: 'image/png',
      status: 413,
      message: /too many pixels/,
    },
    {
      name: '20 MB file',
      body: Buffer.concat([jpeg, Buffer.alloc(20 * 1024 * 1024 - jpeg.length, 0x5a)]),
      ...asPhoto,
      status: 413,
      message: /too large/,
    },
    {
      name: 'PDF',
      body: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
      status: 415,
      message: /not a photo/,
    },
    {
      name: 'polyglot JPEG+HTML',
      body: Buffer.concat([jpeg, Buffer.from(html)]),
      ...asPhoto,
      status: 415,
      message: /more than a photo/,
    },
    {
      name: 'HEIC (no HEVC decoder in the prebuilt libvips)',
      body: Buffer.concat([
        Buffer.from([0, 0, 0, 0x18]),
        Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
        Buffer.alloc(512, 1),
      ]),
      filename: 'IMG_0001.HEIC',
      contentType: 'image/heic',
      status: 415,
      message: /HEIC/,
    },
  ];
}
