import sharp from 'sharp';
import type { Planes } from './compose';

const NORMALS = (() => {
  const table = new Float32Array(1 << 16);
  let state = 0x2545f491;
  const uniform = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) + 0.5) / 4294967296;
  };
  for (let i = 0; i < table.length; i += 2) {
    const r = Math.sqrt(-2 * Math.log(uniform()));
    const theta = 2 * Math.PI * uniform();
    table[i] = r * Math.cos(theta);
    table[i + 1] = r * Math.sin(theta);
  }
  return table;
})();

const TONE_RANGE = 4;
const TONE_STEPS = 1 << 16;

export type SensorSettings = {
  width: number;
  height: number;
  toneGamma: number;
  readNoise: number;
  shotGain: number;
  sharpen: number;
  jpegQuality: number;
  seed: number;
};

/**
 * The phone's pipeline from radiance to JPEG: bilinear upscale to the sensor size, tone curve,
 * signal-dependent noise with coarser chroma noise (demosaicking), 8 bits, sharpening, JPEG.
 */
export async function captureJpeg(planes: Planes, settings: SensorSettings): Promise<Buffer> {
  const { width, height, toneGamma, readNoise, shotGain, seed } = settings;
  const out = new Uint8Array(width * height * 3);
  // Tone curve as a table over radiance 0..TONE_RANGE (pow per sample is the loop's cost otherwise),
  // applied at the drawing's resolution: the upscale interpolates the phone's output values.
  const toneTable = new Float32Array(TONE_STEPS + 2);
  for (let i = 0; i < toneTable.length; i++)
    toneTable[i] = 255 * ((i / TONE_STEPS) * TONE_RANGE) ** toneGamma;
  const toIndex = TONE_STEPS / TONE_RANGE;
  const pw = planes.width;
  const toned = planes.rgb.map((plane) => {
    const values = new Float32Array(plane.length);
    for (let i = 0; i < plane.length; i++) {
      const position = Math.min(TONE_STEPS, Math.max(0, (plane[i] as number) * toIndex));
      const index = Math.floor(position);
      const low = toneTable[index] as number;
      values[i] = low + ((toneTable[index + 1] as number) - low) * (position - index);
    }
    return values;
  });
  const sigmaTable = new Float32Array(256);
  for (let v = 0; v < 256; v++) sigmaTable[v] = Math.sqrt(readNoise * readNoise + shotGain * v);
  const columns = Int32Array.from({ length: width }, (_, x) =>
    Math.min(pw - 1, Math.floor((x * (pw - 1)) / Math.max(1, width - 1))),
  );
  const weights = Float32Array.from(
    { length: width },
    (_, x) => (x * (pw - 1)) / Math.max(1, width - 1) - (columns[x] as number),
  );
  let state = (seed * 2246822519 + 1) >>> 0 || 1;
  const chroma = new Float32Array(Math.ceil(width / 2) * 3);
  const luma = new Float32Array(width);
  // One source row per channel, interpolated between the two rows around the output row.
  const row = new Float32Array(pw + 1);
  const clamped = new Uint8ClampedArray(out.buffer);
  for (let y = 0; y < height; y++) {
    if (y % 2 === 0)
      for (let i = 0; i < chroma.length; i++) {
        state ^= state << 13;
        state ^= state >>> 17;
        state ^= state << 5;
        chroma[i] = 0.5 * (NORMALS[state & 0xffff] as number);
      }
    for (let x = 0; x < width; x++) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      luma[x] = NORMALS[state & 0xffff] as number;
    }
    const sy = (y * (planes.height - 1)) / Math.max(1, height - 1);
    const y0 = Math.floor(sy);
    const row0 = y0 * pw;
    const row1 = Math.min(y0 + 1, planes.height - 1) * pw;
    const fy = sy - y0;
    for (let c = 0; c < 3; c++) {
      const plane = toned[c] as Float32Array;
      for (let x = 0; x < pw; x++)
        row[x] = (plane[row0 + x] as number) * (1 - fy) + (plane[row1 + x] as number) * fy;
      row[pw] = row[pw - 1] as number;
      let at = y * width * 3 + c;
      for (let x = 0; x < width; x++, at += 3) {
        const x0 = columns[x] as number;
        const low = row[x0] as number;
        const value = low + ((row[x0 + 1] as number) - low) * (weights[x] as number);
        const sigma = sigmaTable[value >= 255 ? 255 : value <= 0 ? 0 : value | 0] as number;
        clamped[at] = value + sigma * ((luma[x] as number) + (chroma[(x >> 1) * 3 + c] as number));
      }
    }
  }
  let image = sharp(out, { raw: { width, height, channels: 3 } });
  if (settings.sharpen > 0) image = image.sharpen({ sigma: 1, m1: 0.5, m2: settings.sharpen * 2 });
  return image.jpeg({ quality: settings.jpegQuality, chromaSubsampling: '4:2:0' }).toBuffer();
}
