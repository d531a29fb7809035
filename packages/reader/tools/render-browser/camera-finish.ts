import sharp from 'sharp';
import type { BrowserScene } from './browser-scene';
import { sfc32 } from './sfc32';

/**
 * The camera's part after the browser drew the scene: signal-dependent noise (a shared brightness part and
 * a smaller per-channel part), optional sharpening, then JPEG at 4:2:0 by libjpeg through sharp.
 */
export async function finishPhoto(png: Buffer, scene: BrowserScene): Promise<Buffer> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const draw = sfc32(scene.seed * 31 + 17);
  const { noiseFloor, noiseGain } = scene.camera;
  const out = Buffer.alloc(data.length);
  for (let i = 0; i < data.length; i += 3) {
    const shared = draw.normal();
    for (let c = 0; c < 3; c++) {
      const value = data[i + c] ?? 0;
      const sigma = Math.sqrt(noiseFloor * noiseFloor + noiseGain * value);
      const noisy = value + sigma * (0.8 * shared + 0.6 * draw.normal());
      out[i + c] = Math.max(0, Math.min(255, Math.round(noisy)));
    }
  }
  let image = sharp(out, { raw: { width: info.width, height: info.height, channels: 3 } });
  if (scene.camera.sharpen) image = image.sharpen({ sigma: 0.8 });
  return image.jpeg({ quality: scene.camera.jpegQuality, chromaSubsampling: '4:2:0' }).toBuffer();
}
