import sharp from 'sharp';
import { checkLiveFrame } from '../src/quality/live-frame-check';
import { covidAgTemplate } from '../templates';
import { renderPhoto } from '../tools/render/render-photo';
import { sampleScene } from '../tools/render/sample-scene';
import type { SceneCategory } from '../tools/render/scene-spec';
import { latencyLine } from './report';
import { percent } from './statistics';

/** Times the live-frame check on 640x480 frames and reports how often it says "ready". */
export async function benchLiveFrames(count = 60): Promise<string> {
  const times: number[] = [];
  const ready: Record<string, { yes: number; n: number }> = {};
  const categories: SceneCategory[] = ['good', 'blur', 'dark', 'framing', 'not-found', 'too-small'];
  for (const category of categories) {
    for (let i = 0; i < count; i++) {
      const spec = sampleScene(700_000 + i, covidAgTemplate, category, { megapixels: 0.3072 });
      const photo = await renderPhoto(spec, covidAgTemplate);
      const { data, info } = await sharp(photo.jpeg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const frame = { width: info.width, height: info.height, data };
      const started = performance.now();
      const quality = checkLiveFrame(frame, covidAgTemplate);
      times.push(performance.now() - started);
      const entry = (ready[category] ??= { yes: 0, n: 0 });
      entry.n++;
      if (quality.ready) entry.yes++;
    }
  }
  return [
    latencyLine('live-frame quality check, 640x480 frame', times),
    `- live check says ready: ${Object.entries(ready).map(([k, v]) => `${k} ${percent(v.yes / v.n, 0)}`).join(', ')} (n=${count} each; frames of the small 'too-small' kind are at 640x480 scale)`,
  ].join('\n');
}
