/// <reference types="node" />
import { writeFile } from 'node:fs/promises';
import bwipjs from 'bwip-js/node';
import sharp from 'sharp';
import { drawKitCodeFrame, type KitCodeScene } from './kit-code-frame';

export interface ClipOptions {
  width?: number;
  height?: number;
  frames?: number;
  fps?: number;
}

/** Full-range BT.601 (the "C420jpeg" colour space of the header), chroma averaged over each 2x2 block. */
export function rgbToI420(rgb: Buffer, width: number, height: number): Buffer {
  const out = Buffer.alloc(width * height * 1.5);
  const quarter = (width / 2) * (height / 2);
  for (let i = 0; i < width * height; i++) {
    const r = rgb[i * 3] ?? 0;
    const g = rgb[i * 3 + 1] ?? 0;
    const b = rgb[i * 3 + 2] ?? 0;
    out[i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  }
  for (let y = 0; y < height / 2; y++) {
    for (let x = 0; x < width / 2; x++) {
      let u = 0;
      let v = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const p = ((2 * y + dy) * width + 2 * x + dx) * 3;
        const r = rgb[p] ?? 0;
        const g = rgb[p + 1] ?? 0;
        const b = rgb[p + 2] ?? 0;
        u += -0.168736 * r - 0.331264 * g + 0.5 * b + 128;
        v += 0.5 * r - 0.418688 * g - 0.081312 * b + 128;
      }
      out[width * height + y * (width / 2) + x] = Math.round(u / 4);
      out[width * height + quarter + y * (width / 2) + x] = Math.round(v / 4);
    }
  }
  return out;
}

/**
 * Writes a .y4m clip of a GS1 DataMatrix (bwip-js, with padding on white, or nothing decodes) centred in
 * the frame, for Chromium's --use-file-for-fake-video-capture. `bracketed` is the code in (AI) form.
 */
export async function writeDataMatrixClip(path: string, bracketed: string, options: ClipOptions = {}) {
  const symbol = await bwipjs.toBuffer({
    bcid: 'gs1datamatrix',
    text: bracketed,
    scale: 6,
    padding: 12,
    backgroundcolor: 'FFFFFF',
  });
  await writeSymbolClip(path, symbol, options);
}

/** Writes a .y4m clip of a QR code (bwip-js) carrying `text`, e.g. a GS1 Digital Link URL. */
export async function writeQrClip(path: string, text: string, options: ClipOptions = {}) {
  const symbol = await bwipjs.toBuffer({
    bcid: 'qrcode',
    text,
    scale: 4,
    padding: 16,
    backgroundcolor: 'FFFFFF',
  });
  await writeSymbolClip(path, symbol, options);
}

/**
 * Writes a .y4m clip of a GS1-128 barcode (Code 128 with FNC1, bwip-js) of `bracketed`. One pixel per module
 * keeps a kit's code (about 420 modules) inside a 640-pixel frame with its quiet zones.
 */
export async function writeGs1128Clip(path: string, bracketed: string, options: ClipOptions = {}) {
  const symbol = await bwipjs.toBuffer({
    bcid: 'gs1-128',
    text: bracketed,
    scale: 1,
    height: 20,
    paddingwidth: 20,
    paddingheight: 10,
    backgroundcolor: 'FFFFFF',
  });
  await writeSymbolClip(path, symbol, options);
}

/** Writes a .y4m clip of a drawn camera frame of a kit code (see kit-code-frame.ts), the same in each frame. */
export async function writeKitCodeClip(
  path: string,
  scene: KitCodeScene,
  options: Pick<ClipOptions, 'frames' | 'fps'> = {},
) {
  const { frames = 30, fps = 15 } = options;
  const rgba = await drawKitCodeFrame(scene);
  const rgb = Buffer.alloc(scene.width * scene.height * 3);
  for (let i = 0; i < scene.width * scene.height; i++) {
    rgb[i * 3] = rgba.data[i * 4] ?? 0;
    rgb[i * 3 + 1] = rgba.data[i * 4 + 1] ?? 0;
    rgb[i * 3 + 2] = rgba.data[i * 4 + 2] ?? 0;
  }
  await writeY4m(
    path,
    scene.width,
    scene.height,
    fps,
    Array.from({ length: frames }, () => rgb),
  );
}

/** Writes a .y4m clip of an image of a code (PNG, with its quiet zone) centred on white. */
export async function writeSymbolClip(path: string, symbol: Buffer, options: ClipOptions = {}) {
  const { width = 640, height = 480, frames = 30, fps = 15 } = options;
  const rgb = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([{ input: symbol, gravity: 'center' }])
    .removeAlpha()
    .raw()
    .toBuffer();
  await writeY4m(
    path,
    width,
    height,
    fps,
    Array.from({ length: frames }, () => rgb),
  );
}

/** Writes RGB frames (each width x height x 3) as a .y4m clip that Chromium's fake camera loops. */
export async function writeY4m(path: string, width: number, height: number, fps: number, frames: Buffer[]) {
  const header = Buffer.from(
    `YUV4MPEG2 W${String(width)} H${String(height)} F${String(fps)}:1 Ip A1:1 C420jpeg\n`,
  );
  const marker = Buffer.from('FRAME\n');
  const encoded = new Map<Buffer, Buffer>();
  const parts = frames.map((rgb) => {
    let yuv = encoded.get(rgb);
    if (!yuv) {
      yuv = rgbToI420(rgb, width, height);
      encoded.set(rgb, yuv);
    }
    return Buffer.concat([marker, yuv]);
  });
  await writeFile(path, Buffer.concat([header, ...parts]));
}
