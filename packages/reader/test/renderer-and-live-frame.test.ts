import { describe, expect, it } from 'vitest';
import { checkLiveFrame } from '../src/quality/live-frame-check';
import { covidAgTemplate } from '../templates';
import { decodeImage } from '../tools/decode-image';
import { renderPhoto } from '../tools/render/render-photo';
import { sampleScene } from '../tools/render/sample-scene';
import type { SceneCategory } from '../tools/render/scene-spec';

const VGA_MEGAPIXELS = 0.3072;

async function frame(seed: number, category: SceneCategory) {
  const photo = await renderPhoto(sampleScene(seed, covidAgTemplate, category, { megapixels: VGA_MEGAPIXELS }), covidAgTemplate);
  return { photo, image: await decodeImage(photo.jpeg) };
}

describe('renderer', () => {
  it('is reproducible from its seed and varies between seeds', async () => {
    const first = await frame(3, 'good');
    const again = await frame(3, 'good');
    const other = await frame(4, 'good');
    expect(again.photo.jpeg.equals(first.photo.jpeg)).toBe(true);
    expect(other.photo.jpeg.equals(first.photo.jpeg)).toBe(false);
    expect(first.image.width).toBe(640);
    expect(first.image.height).toBe(480);
  });
});

describe('checkLiveFrame', () => {
  it('says ready for well-framed frames and names the problem otherwise', async () => {
    const readyCount = (await Promise.all([1, 2, 3, 5, 6].map((seed) => frame(seed, 'good')))).filter(
      ({ image }) => checkLiveFrame(image, covidAgTemplate).ready,
    ).length;
    expect(readyCount).toBeGreaterThanOrEqual(4);
    expect(checkLiveFrame((await frame(7, 'not-found')).image, covidAgTemplate).flags).toContain('not-found');
    expect(checkLiveFrame((await frame(8, 'dark')).image, covidAgTemplate).flags).toContain('exposure');
  });

  it('takes well under 15 ms per 640x480 frame', async () => {
    const { image } = await frame(9, 'good');
    checkLiveFrame(image, covidAgTemplate);
    const started = performance.now();
    for (let i = 0; i < 20; i++) checkLiveFrame(image, covidAgTemplate);
    expect((performance.now() - started) / 20).toBeLessThan(15);
  });
});
