import { describe, expect, it } from 'vitest';
import { LiveCheckSession } from '../src/quality/live-session';
import { searchLiveFrame } from '../src/quality/live-search';
import { covidAgTemplate as template, covidFluComboTemplate } from '../templates';
import { readPhoto } from '../tools/decode-image';
import { previewFrame } from '../tools/eval/preview-frame';
import { sampleEvalScene } from '../tools/render-eval/eval-scene';
import { renderEvalPhoto } from '../tools/render-eval/render-eval-photo';

/** A tune-hard covid-ag good photo (never a held-out one): the live check of its preview, and its full read. */
async function liveAndFull(seed: number) {
  const { jpeg } = await renderEvalPhoto(sampleEvalScene(seed, 'tune-hard', 'good', template), template);
  const { frame, capture } = await previewFrame(jpeg);
  const live = new LiveCheckSession(template, searchLiveFrame).check(frame, capture, 0).quality;
  return { live, full: await readPhoto(jpeg, template) };
}

describe('the live check on a window a shadow crosses', () => {
  it('holds back good-394, whose window a half-shadow’s edge crosses, as the full read refuses it', async () => {
    const { live, full } = await liveAndFull(394);
    expect(live.ready).toBe(false);
    expect(live.flags).toEqual(['exposure']);
    expect(live.metrics.windowUnevenness).toBeGreaterThan(1);
    expect(full.status).toBe('refused');
    expect(full.refusal?.message).toMatch(/unevenly lit/);
  }, 60_000);

  it('passes good-263, small in the preview (1.8 px/mm), whose grain alone is no shadow, as the full read reads it', async () => {
    const { live, full } = await liveAndFull(263);
    expect(live.ready).toBe(true);
    expect(live.metrics.windowUnevenness).toBeLessThan(1);
    expect(full.status).toBe('read');
  }, 60_000);

  it('keeps passing combo good-122 from frame to frame, where the coarse preview’s measure moves most', async () => {
    const combo = covidFluComboTemplate;
    const { jpeg } = await renderEvalPhoto(sampleEvalScene(122, 'tune-hard', 'good', combo), combo);
    const { frame, capture } = await previewFrame(jpeg);
    const session = new LiveCheckSession(combo, searchLiveFrame);
    const checks = [0, 1, 2, 3, 4, 5].map((i) => session.check(frame, capture, i * 33));
    expect(checks.map((check) => check.route)).toContain('followed');
    expect(checks.map((check) => check.quality.ready)).toEqual([true, true, true, true, true, true]);
    expect(Math.max(...checks.map((check) => check.quality.metrics.windowUnevenness))).toBeGreaterThan(0.5);
  }, 60_000);
});
