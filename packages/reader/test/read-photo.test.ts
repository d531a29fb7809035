import { describe, expect, it } from 'vitest';
import { readKit } from '../src/read-kit';
import { a1cAnalyzerTemplate } from '../templates';
import { decodeImage, readPhoto } from '../tools/decode-image';
import { renderPhoto } from '../tools/render/render-photo';
import { sampleScene } from '../tools/render/sample-scene';

describe('readPhoto', () => {
  it('reads a small device in a large photo at full size when the half-size decode is under the pixel floor', async () => {
    const spec = sampleScene(11, a1cAnalyzerTemplate, 'good', { megapixels: 7 });
    const small = { ...spec, pose: { ...spec.pose, pixelsPerMm: 6, tiltXDeg: 5, tiltYDeg: -5 } };
    const photo = await renderPhoto(small, a1cAnalyzerTemplate);
    const half = await decodeImage(photo.jpeg);
    expect(half.halved).toBe(true);
    expect(readKit(half, a1cAnalyzerTemplate).refusal?.flags).toEqual(['too-small']);
    const result = await readPhoto(photo.jpeg, a1cAnalyzerTemplate);
    expect(result.status).toBe('read');
    expect(result.a1c?.displayed).toBe(photo.truth.displayed);
  }, 30_000);
});
