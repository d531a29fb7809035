/// <reference types="node" />
import bwipjs from 'bwip-js/node';
import sharp from 'sharp';
import { apply, invert, type Matrix3 } from '@portal/reader/camera-pose';

export type KitCodeSymbology = 'gs1-128' | 'datamatrix' | 'qr';

/** How a kit code is seen by a phone's camera: every length in frame pixels, every angle in degrees. */
export type KitCodeScene = {
  symbology: KitCodeSymbology;
  /** The bracketed GS1 form for GS1-128 and DataMatrix, a Digital Link URL for QR. */
  text: string;
  width: number;
  height: number;
  /** The code's module (narrowest bar) at the frame's centre. */
  modulePx: number;
  /** In-plane turn of the code. */
  turn: number;
  /** The box's tilt away from the camera, about an axis in the frame at `tiltAxis`. */
  tilt: number;
  tiltAxis: number;
  /** Grey levels between ink and paper at full light (the paper at 128 + contrast / 2). */
  contrast: number;
  /** Light falling off across the frame: the far side gets this fraction less. */
  lightFall: number;
  lightDirection: number;
  /** Gaussian blur sigma, sensor noise sigma (grey levels), JPEG quality (0: none). */
  blur: number;
  noise: number;
  jpegQuality: number;
  /** Lines of print-like blocks above and below the code, as on a kit's box. */
  clutter: boolean;
  seed: number;
};

type Grey = { width: number; height: number; data: Uint8Array };

async function symbolOf(scene: KitCodeScene): Promise<Grey> {
  const options =
    scene.symbology === 'gs1-128'
      ? { bcid: 'gs1-128', height: 10, paddingwidth: 12, paddingheight: 2 }
      : { bcid: scene.symbology === 'qr' ? 'qrcode' : 'gs1datamatrix', padding: 4 };
  const png = await bwipjs.toBuffer({ ...options, text: scene.text, scale: 1, backgroundcolor: 'FFFFFF' });
  const { data, info } = await sharp(png).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/** A small deterministic generator (mulberry32), so a seed always draws the same frame. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The homography from the box's plane (frame pixels at the centre's scale) to the frame. */
function planeToFrame(scene: KitCodeScene): Matrix3 {
  const f = 1.2 * Math.max(scene.width, scene.height);
  const phi = (scene.tiltAxis * Math.PI) / 180;
  const theta = (scene.tilt * Math.PI) / 180;
  const [ax, ay] = [Math.cos(phi), Math.sin(phi)];
  const c = Math.cos(theta);
  const s = Math.sin(theta);
  // Rodrigues' rotation about (ax, ay, 0): its first two columns carry the plane's axes.
  const r1 = [c + ax * ax * (1 - c), ay * ax * (1 - c), -ay * s];
  const r2 = [ax * ay * (1 - c), c + ay * ay * (1 - c), ax * s];
  const [cx, cy] = [scene.width / 2, scene.height / 2];
  const row = (k: number) => [r1[k] ?? 0, r2[k] ?? 0];
  const [x1, x2] = row(0);
  const [y1, y2] = row(1);
  const [z1, z2] = row(2);
  // K [r1 r2 t] with t = (0, 0, f): a point of the plane at depth f maps to itself at the centre.
  return [
    f * (x1 ?? 0) + cx * (z1 ?? 0),
    f * (x2 ?? 0) + cx * (z2 ?? 0),
    cx * f,
    f * (y1 ?? 0) + cy * (z1 ?? 0),
    f * (y2 ?? 0) + cy * (z2 ?? 0),
    cy * f,
    z1 ?? 0,
    z2 ?? 0,
    f,
  ];
}

/** Around the symbol, room for the print of a kit's box, in symbol pixels. */
const MARGIN = 30;

/**
 * The artwork: the symbol on a margin of paper, with, when asked, lines of print-like blocks (the words of
 * a box's text) above and below it.
 */
function artworkOf(symbol: Grey, clutter: boolean, random: () => number): Grey {
  const width = symbol.width + 2 * MARGIN;
  const height = symbol.height + 2 * MARGIN;
  const data = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < symbol.height; y++) {
    for (let x = 0; x < symbol.width; x++) {
      data[(y + MARGIN) * width + x + MARGIN] = symbol.data[y * symbol.width + x] ?? 255;
    }
  }
  if (!clutter) return { width, height, data };
  for (const top of [2, 10, 18, height - 24, height - 16, height - 8]) {
    let x = 2 + random() * 6;
    while (x < width - 20) {
      const w = 3 + random() * 14;
      for (let y = top; y < top + 4; y++) {
        for (let xx = Math.floor(x); xx < Math.min(width, x + w); xx++) data[y * width + xx] = 30;
      }
      x += w + 2 + random() * 3;
    }
  }
  return { width, height, data };
}

function sampleArtwork(symbol: Grey, x: number, y: number): number {
  if (x < 0 || y < 0 || x >= symbol.width - 1 || y >= symbol.height - 1) return 255;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const at = (xx: number, yy: number) => symbol.data[yy * symbol.width + xx] ?? 255;
  const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
  const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
  return top * (1 - fy) + bottom * fy;
}

/** Where the symbol's corners land in the frame (to keep a drawn code inside it). */
export async function symbolCorners(scene: KitCodeScene): Promise<{ x: number; y: number }[]> {
  const symbol = await symbolOf(scene);
  const toFrame = planeToFrame(scene);
  const turn = (scene.turn * Math.PI) / 180;
  return [
    [0, 0],
    [symbol.width, 0],
    [symbol.width, symbol.height],
    [0, symbol.height],
  ].map(([sx = 0, sy = 0]) => {
    const dx = (sx - symbol.width / 2) * scene.modulePx;
    const dy = (sy - symbol.height / 2) * scene.modulePx;
    return apply(
      toFrame,
      dx * Math.cos(turn) - dy * Math.sin(turn),
      dx * Math.sin(turn) + dy * Math.cos(turn),
    );
  });
}

/** Draws the scene as RGBA pixels (ImageData's layout), as a camera frame would hand them to the decoder. */
export async function drawKitCodeFrame(
  scene: KitCodeScene,
): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  const random = seededRandom(scene.seed);
  const artwork = artworkOf(await symbolOf(scene), scene.clutter, random);
  const toPlane = invert(planeToFrame(scene));
  const turn = (scene.turn * Math.PI) / 180;
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  const light = (scene.lightDirection * Math.PI) / 180;
  const paper = 128 + scene.contrast / 2;
  const { width, height } = scene;
  const grey = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const { x: px, y: py } = apply(toPlane, x + 0.5, y + 0.5);
      // The plane's point, turned back and scaled to artwork pixels.
      const sx = (cos * px + sin * py) / scene.modulePx + artwork.width / 2;
      const sy = (-sin * px + cos * py) / scene.modulePx + artwork.height / 2;
      const ink = 1 - sampleArtwork(artwork, sx, sy) / 255;
      const along =
        ((x - width / 2) * Math.cos(light) + (y - height / 2) * Math.sin(light)) / Math.max(width, height);
      const lit = 1 - scene.lightFall * (0.5 + along);
      grey[y * width + x] = Math.max(0, Math.min(255, (paper - ink * scene.contrast) * lit));
    }
  }
  let image = sharp(grey, { raw: { width, height, channels: 1 } });
  if (scene.blur >= 0.3) image = image.blur(scene.blur);
  let blurred = await image.toColourspace('b-w').raw().toBuffer();
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    // Sum of three uniforms: near-Gaussian noise of sigma `noise`.
    const n = (random() + random() + random() - 1.5) * 2 * scene.noise;
    const v = (blurred[i] ?? 0) + n;
    data[i * 4] = v;
    data[i * 4 + 1] = v;
    data[i * 4 + 2] = v;
    data[i * 4 + 3] = 255;
  }
  if (scene.jpegQuality <= 0) return { width, height, data };
  const jpeg = await sharp(Buffer.from(data), { raw: { width, height, channels: 4 } })
    .jpeg({ quality: scene.jpegQuality })
    .toBuffer();
  blurred = await sharp(jpeg).ensureAlpha().raw().toBuffer();
  return { width, height, data: new Uint8ClampedArray(blurred) };
}
