import type { CassetteTemplate } from '@portal/contract';
import { LiveCheckSession } from '../src/quality/live-session';
import { searchLiveFrame } from '../src/quality/live-search';
import { readPhoto } from '../tools/decode-image';
import { previewFrame } from '../tools/eval/preview-frame';
import { sampleEvalScene, type EvalCategory } from '../tools/render-eval/eval-scene';
import { renderEvalPhoto } from '../tools/render-eval/render-eval-photo';

/**
 * A tune-hard photo (never a held-out one): `frames` checks of one camera session on its 640 x 480 preview
 * (the first a session's first frame, the rest followed), and its full read as the server reads it.
 */
export async function tuneHardSession(
  template: CassetteTemplate,
  category: EvalCategory,
  seed: number,
  frames = 6,
) {
  const { jpeg } = await renderEvalPhoto(sampleEvalScene(seed, 'tune-hard', category, template), template);
  const { frame, capture } = await previewFrame(jpeg);
  const session = new LiveCheckSession(template, searchLiveFrame);
  const checks = Array.from({ length: frames }, (_, i) => session.check(frame, capture, i * 33));
  return { checks, fullRead: () => readPhoto(jpeg, template) };
}
