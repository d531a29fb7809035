/// <reference types="node" />
import { writeFile } from 'node:fs/promises';
import bwipjs, { type RenderOptions } from 'bwip-js/node';
import sharp from 'sharp';
import { rgbToI420 } from './fake-camera';

/** ID-1 card (ISO/IEC 7810): 85.60 x 53.98 mm. */
const CARD_ASPECT = 85.6 / 53.98;
const RS = String.fromCharCode(0x1e);

/** The text of an AAMVA (version 10) PDF417 with these elements, e.g. { DCS: 'MORGAN', DAQ: '...' }. */
export function aamvaText(elements: Record<string, string>): string {
  const body = `DL${Object.entries(elements)
    .map(([id, value]) => `${id}${value}`)
    .join('\n')}\r`;
  const header = `@\n${RS}\rANSI 636000100001`;
  const offset = header.length + 10;
  return `${header}DL${String(offset).padStart(4, '0')}${String(body.length).padStart(4, '0')}${body}`;
}

/**
 * Writes a .y4m clip of the back of an ID-1 card carrying a PDF417 (bwip-js) with `barcode`, lying on a
 * wooden table and filling most of the frame, for Chromium's --use-file-for-fake-video-capture. The card's
 * off-white (220) is seen near 237: Chromium stretches these clips from limited range.
 */
export async function writeIdBackClip(path: string, barcode: string, width = 640, height = 480, frames = 10) {
  const cardW = Math.round(width * 0.8);
  const cardH = Math.round(cardW / CARD_ASPECT);
  // columns is a PDF417 option bwip-js takes but does not type: 6 data columns keep the modules wide.
  const options: RenderOptions & { columns: number } = {
    bcid: 'pdf417',
    text: barcode,
    columns: 6,
    scale: 2,
    height: 3,
    padding: 4,
    backgroundcolor: 'DCDCD6',
  };
  const symbol = await bwipjs.toBuffer(options);
  const fitted = await sharp(symbol)
    .resize({
      width: Math.round(cardW * 0.9),
      height: Math.round(cardH * 0.8),
      fit: 'inside',
      kernel: 'nearest',
    })
    .toBuffer();
  const card = await sharp({ create: { width: cardW, height: cardH, channels: 3, background: '#dcdcd6' } })
    .composite([{ input: fitted, gravity: 'center' }])
    .png()
    .toBuffer();
  const table = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const grain = 12 * Math.sin(y / 7 + Math.sin(x / 40) * 2);
      const i = (y * width + x) * 3;
      table[i] = Math.round(120 + grain + (x / width) * 30);
      table[i + 1] = Math.round(84 + grain);
      table[i + 2] = Math.round(52 + grain / 2);
    }
  const rgb = await sharp(table, { raw: { width, height, channels: 3 } })
    .composite([{ input: card, gravity: 'center' }])
    .removeAlpha()
    .raw()
    .toBuffer();
  const frame = Buffer.concat([Buffer.from('FRAME\n'), rgbToI420(rgb, width, height)]);
  const header = Buffer.from(`YUV4MPEG2 W${String(width)} H${String(height)} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
