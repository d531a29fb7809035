import { describe, expect, it } from 'vitest';
import { covidAgTemplate, covidFluComboTemplate } from '../templates';
import { tuneHardSession } from './tune-hard-session';

describe('the live check on a window a shadow crosses', () => {
  it('holds back good-394, whose window a half-shadow’s edge crosses, as the full read refuses it', async () => {
    const { checks, fullRead } = await tuneHardSession(covidAgTemplate, 'good', 394, 1);
    const live = checks[0]?.quality;
    expect(live?.ready).toBe(false);
    expect(live?.flags).toEqual(['exposure']);
    expect(live?.metrics.windowUnevenness).toBeGreaterThan(1);
    const full = await fullRead();
    expect(full.status).toBe('refused');
    expect(full.refusal?.message).toMatch(/unevenly lit/);
  }, 60_000);

  it('passes good-263, small in the preview (1.8 px/mm), whose grain alone is no shadow, as the full read reads it', async () => {
    const { checks, fullRead } = await tuneHardSession(covidAgTemplate, 'good', 263, 1);
    expect(checks[0]?.quality.ready).toBe(true);
    expect(checks[0]?.quality.metrics.windowUnevenness).toBeLessThan(1);
    expect((await fullRead()).status).toBe('read');
  }, 60_000);

  it('keeps passing combo good-122 from frame to frame, where the coarse preview’s measure moves most', async () => {
    const { checks } = await tuneHardSession(covidFluComboTemplate, 'good', 122);
    expect(checks.map((check) => check.route)).toContain('followed');
    expect(checks.map((check) => check.quality.ready)).toEqual([true, true, true, true, true, true]);
    // Under the limit on every frame: 0 at 3.5 noise spreads (1.29.0), where the preview's grain accounts
    // for the whole threshold; 0.21 at most at 4 (1.28.0), 0.5-1 at 5.
    expect(Math.max(...checks.map((check) => check.quality.metrics.windowUnevenness))).toBeLessThan(1);
  }, 60_000);
});
