import { describe, expect, it } from 'vitest';
import { a1cAnalyzerTemplate } from '../templates';
import { readPhoto } from '../tools/decode-image';
import { sampleEvalScene } from '../tools/render-eval/eval-scene';
import { renderEvalPhoto } from '../tools/render-eval/render-eval-photo';

/**
 * Tune-hard a1c good-269 (never a held-out photo): an LCD lit at 236-249, its % sign's light clipped
 * (250-251) and the sign reading lit at 0.72 of the display's 0.78. A highlight only takes contrast away,
 * so a mark that still reads lit was not hidden: the photo is read, not refused as glare.
 */
describe('an analyzer display lit near clipping', () => {
  it('is read where only a mark that reads lit lies under the clipped light', async () => {
    const scene = sampleEvalScene(269, 'tune-hard', 'good', a1cAnalyzerTemplate);
    const { jpeg, truth } = await renderEvalPhoto(scene, a1cAnalyzerTemplate);
    const result = await readPhoto(jpeg, a1cAnalyzerTemplate);
    expect(truth.displayed).toBe('11.5');
    expect(result.status === 'read' ? result.a1c?.displayed : result.refusal?.flags).toBe('11.5');
  }, 60_000);
});
