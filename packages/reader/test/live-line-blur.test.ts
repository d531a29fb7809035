import { describe, expect, it } from 'vitest';
import type { CassetteTemplate } from '@portal/contract';
import { previewLinesBlurred } from '../src/quality/live-line-blur';
import { LiveCheckSession } from '../src/quality/live-session';
import { searchLiveFrame } from '../src/quality/live-search';
import { covidAgTemplate, covidFluComboTemplate } from '../templates';
import { readPhoto } from '../tools/decode-image';
import { previewFrame } from '../tools/eval/preview-frame';
import { sampleEvalScene, type EvalCategory } from '../tools/render-eval/eval-scene';
import { renderEvalPhoto } from '../tools/render-eval/render-eval-photo';

describe('previewLinesBlurred', () => {
  it("holds a control line spread past the full read's limit, where the preview resolves a line", () => {
    // The full read's limit: 0.8 of the sharp photos' peak kept (0.89), 0.712.
    expect(previewLinesBlurred({ controlPeakKept: 0.7 }, 1, 3)).toBe(true);
    expect(previewLinesBlurred({ controlPeakKept: 0.72 }, 1, 3)).toBe(false);
    // Under 2 preview px/mm the preview's own pixels spread a sharp line as far: not judged.
    expect(previewLinesBlurred({ controlPeakKept: 0.6 }, 1, 1.9)).toBe(false);
    // No control line: nothing to judge.
    expect(previewLinesBlurred({ controlPeakKept: Number.NaN }, 1, 3)).toBe(false);
  });
});

/** A tune-hard photo (never a held-out one): six frames of a camera session on its preview, and its full read. */
async function sessionAndFull(template: CassetteTemplate, category: EvalCategory, seed: number) {
  const { jpeg } = await renderEvalPhoto(sampleEvalScene(seed, 'tune-hard', category, template), template);
  const { frame, capture } = await previewFrame(jpeg);
  const session = new LiveCheckSession(template, searchLiveFrame);
  const checks = [0, 1, 2, 3, 4, 5].map((i) => session.check(frame, capture, i * 33).quality);
  return { checks, full: await readPhoto(jpeg, template) };
}

describe('the live check on lines spread by motion', () => {
  it('holds back combo motion-50001 (1.6 mm), whose rim the preview shows sharp, as the full read refuses it', async () => {
    const { checks, full } = await sessionAndFull(covidFluComboTemplate, 'motion', 50_001);
    expect(checks[0]?.flags).toEqual(['blur']);
    expect(checks[0]?.metrics.sharpEdgeWidthMm).toBeLessThan(0.55);
    expect(checks.every((check) => !check.ready)).toBe(true);
    expect(full.refusal?.flags).toEqual(['blur']);
  }, 60_000);

  it('keeps passing covid-ag good-259 (2.05 preview px/mm, peak kept 0.75) from frame to frame', async () => {
    const { checks, full } = await sessionAndFull(covidAgTemplate, 'good', 259);
    expect(checks.map((check) => check.ready)).toEqual([true, true, true, true, true, true]);
    expect(Math.min(...checks.map((check) => check.metrics.controlPeakKept))).toBeLessThan(0.8);
    expect(full.status).toBe('read');
  }, 60_000);

  it("passes covid-ag good-175, whose line the preview's 1.2 px/mm spread, as the full read reads it", async () => {
    const { checks, full } = await sessionAndFull(covidAgTemplate, 'good', 175);
    expect(checks[0]?.ready).toBe(true);
    expect(checks[0]?.metrics.controlPeakKept).toBeLessThan(0.712);
    expect(full.status).toBe('read');
  }, 60_000);
});
