import { describe, expect, it } from 'vitest';
import { previewLinesBlurred } from '../src/quality/live-line-blur';
import { covidAgTemplate, covidFluComboTemplate } from '../templates';
import { tuneHardSession } from './tune-hard-session';

describe('previewLinesBlurred', () => {
  it("holds a control line spread past the full read's limit, where the preview resolves a line", () => {
    // The full read's limit: 0.8 of the sharp photos' peak kept (0.89), 0.712.
    const blurredEdges = 0.7;
    expect(previewLinesBlurred({ controlSharpness: { peakKept: 0.7, riseMm: blurredEdges } }, 3)).toBe(true);
    expect(previewLinesBlurred({ controlSharpness: { peakKept: 0.72, riseMm: blurredEdges } }, 3)).toBe(
      false,
    );
    // Under 2 preview px/mm the preview's own pixels spread a sharp line as far: not judged.
    expect(previewLinesBlurred({ controlSharpness: { peakKept: 0.6, riseMm: blurredEdges } }, 1.9)).toBe(
      false,
    );
    // No control line: nothing to judge.
    expect(previewLinesBlurred({ controlSharpness: { peakKept: Number.NaN, riseMm: Number.NaN } }, 3)).toBe(
      false,
    );
  });

  it('passes a wide line with steep edges: its peak kept is low against the template width, its blur none', () => {
    expect(previewLinesBlurred({ controlSharpness: { peakKept: 0.69, riseMm: 0.2 } }, 3)).toBe(false);
  });
});

describe('the live check on lines spread by motion', () => {
  it('holds back combo motion-50001 (1.6 mm), whose rim the preview shows sharp, as the full read refuses it', async () => {
    const { checks, fullRead } = await tuneHardSession(covidFluComboTemplate, 'motion', 50_001);
    const first = checks[0]?.quality;
    expect(first?.flags).toEqual(['blur']);
    expect(first?.metrics.sharpEdgeWidthMm).toBeLessThan(0.55);
    expect(checks.every((check) => !check.quality.ready)).toBe(true);
    expect((await fullRead()).refusal?.flags).toEqual(['blur']);
  }, 60_000);

  it('keeps passing covid-ag good-259 (2.05 preview px/mm, peak kept 0.75) from frame to frame', async () => {
    const { checks, fullRead } = await tuneHardSession(covidAgTemplate, 'good', 259);
    expect(checks.map((check) => check.quality.ready)).toEqual([true, true, true, true, true, true]);
    expect(Math.min(...checks.map((check) => check.quality.metrics.controlPeakKept))).toBeLessThan(0.8);
    expect((await fullRead()).status).toBe('read');
  }, 60_000);

  it("passes covid-ag good-175, whose line the preview's 1.2 px/mm spread, as the full read reads it", async () => {
    const { checks, fullRead } = await tuneHardSession(covidAgTemplate, 'good', 175, 1);
    expect(checks[0]?.quality.ready).toBe(true);
    expect(checks[0]?.quality.metrics.controlPeakKept).toBeLessThan(0.712);
    expect((await fullRead()).status).toBe('read');
  }, 60_000);
});
