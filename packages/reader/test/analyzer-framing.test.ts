import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { a1cAnalyzerTemplate } from '../templates';
import { readPhoto } from '../tools/decode-image';
import { sampleEvalScene } from '../tools/render-eval/eval-scene';
import { renderEvalPhoto } from '../tools/render-eval/render-eval-photo';
import { truePose } from '../tools/render-eval/true-pose';

/**
 * Tune-hard a1c good-335 (never a held-out photo): an analyzer on a sheet of printed paper near its own
 * colour, found by its display alone. The homography fitted to the display's four corners puts a far body
 * corner 3 mm outside the photo; the analyzer is whole, 7 mm inside it.
 */
async function renderGood335() {
  const scene = sampleEvalScene(335, 'tune-hard', 'good', a1cAnalyzerTemplate);
  const { jpeg, truth } = await renderEvalPhoto(scene, a1cAnalyzerTemplate);
  const { width, height } = await sharp(jpeg).metadata();
  return {
    jpeg,
    width,
    height,
    displayed: truth.displayed,
    pose: truePose(scene, a1cAnalyzerTemplate, width),
  };
}
/** Rendered once, for both tests. */
const good335 = renderGood335();

const answer = async (jpeg: Buffer) => {
  const result = await readPhoto(jpeg, a1cAnalyzerTemplate);
  return result.status === 'read' ? result.a1c?.displayed : result.refusal?.flags;
};

describe('an analyzer placed by its display alone, framed by the affine map of its display', () => {
  it('is read when the whole analyzer is inside the photo', async () => {
    const { jpeg, displayed, pose } = await good335;
    expect(Math.min(...pose.corners.map((c) => c.x))).toBeGreaterThan(100);
    expect(await answer(jpeg)).toBe(displayed);
  }, 60_000);

  it('is refused for framing once the photo cuts its far end off, its display still inside', async () => {
    const { jpeg, width, height, pose } = await good335;
    const left = 250;
    // The premise: one body corner cut off (by about 6 mm), the display's side of the body inside.
    expect(pose.corners.filter((c) => c.x < left)).toHaveLength(1);
    expect(Math.min(...pose.corners.slice(0, 2).map((c) => c.x))).toBeGreaterThan(left + 1000);
    const cut = await sharp(jpeg)
      .extract({ left, top: 0, width: width - left, height })
      .jpeg({ quality: 92 })
      .toBuffer();
    expect(await answer(cut)).toEqual(['framing']);
  }, 60_000);
});
