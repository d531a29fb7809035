/// <reference types="node" />
import { writeFileSync } from 'node:fs';

/** ID-1 card (ISO/IEC 7810): 85.60 x 53.98 mm. */
const CARD_ASPECT = 85.6 / 53.98;

interface Rgb {
  r: number;
  g: number;
  b: number;
}

// BT.601 full-range RGB to YCbCr, as the C420jpeg chroma siting expects.
const yOf = (c: Rgb) => 0.299 * c.r + 0.587 * c.g + 0.114 * c.b;
const uOf = (c: Rgb) => 128 - 0.168736 * c.r - 0.331264 * c.g + 0.5 * c.b;
const vOf = (c: Rgb) => 128 + 0.5 * c.r - 0.418688 * c.g - 0.081312 * c.b;

/** The colour of one pixel: a wooden-table gradient with an ID-1 card (white, blue band, photo box) on it. */
function pixel(x: number, y: number, w: number, h: number): Rgb {
  const cardW = w * 0.62;
  const cardH = cardW / CARD_ASPECT;
  const left = (w - cardW) / 2;
  const top = (h - cardH) / 2;
  const cx = (x - left) / cardW;
  const cy = (y - top) / cardH;
  if (cx < 0 || cx > 1 || cy < 0 || cy > 1) {
    const grain = 12 * Math.sin(y / 7 + Math.sin(x / 40) * 2);
    return { r: 120 + grain + (x / w) * 30, g: 84 + grain, b: 52 + grain / 2 };
  }
  if (cy < 0.2) return { r: 30, g: 80, b: 170 };
  if (cx > 0.06 && cx < 0.32 && cy > 0.3 && cy < 0.88) return { r: 150, g: 160, b: 175 };
  if (cx > 0.4 && cx < 0.92 && Math.floor(cy * 12) % 2 === 0 && cy > 0.32) return { r: 60, g: 60, b: 70 };
  // Chromium shows these clips as limited-range video (16-235 stretched to 0-255): a card white of 222 is
  // seen near 240, where 240 would be clipped to 255 and read as a washed-out card by the live check.
  return { r: 222, g: 222, b: 217 };
}

/**
 * Writes a short Y4M clip (4:2:0) of a card on a table, for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`); Chromium loops it.
 */
export function writeCardClip(file: string, width = 640, height = 480, frames = 3): void {
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  const ySize = width * height;
  const cSize = (width / 2) * (height / 2);
  const frame = Buffer.alloc(ySize + 2 * cSize);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) frame[y * width + x] = clamp(yOf(pixel(x, y, width, height)));
  for (let y = 0; y < height / 2; y++)
    for (let x = 0; x < width / 2; x++) {
      const c = pixel(x * 2 + 1, y * 2 + 1, width, height);
      frame[ySize + y * (width / 2) + x] = clamp(uOf(c));
      frame[ySize + cSize + y * (width / 2) + x] = clamp(vOf(c));
    }
  const header = Buffer.from(`YUV4MPEG2 W${String(width)} H${String(height)} F10:1 Ip A1:1 C420jpeg\n`);
  const marker = Buffer.from('FRAME\n');
  const parts: Buffer[] = [header];
  for (let i = 0; i < frames; i++) parts.push(marker, frame);
  writeFileSync(file, Buffer.concat(parts));
}
