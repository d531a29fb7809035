import { describe, expect, it } from 'vitest';
import { covidAgTemplate } from '../../templates';
import type { RectifiedRegion } from '../image/rectify';
import { covidAgWindow } from '../testing/cassette-window';
import { controlSlant } from './control-slant';
import { halfProfiles } from './line-profile';

const GREEN = { main: 1 } as const;
const controlRow = (covidAgTemplate.lines[0]?.position ?? Number.NaN) * 10;
const slantOf = (window: RectifiedRegion) => controlSlant(window, halfProfiles(window, GREEN), controlRow);

describe('controlSlant', () => {
  it('measures how far the control line runs along the strip across the window', () => {
    for (const slantMm of [0.4, -0.8]) {
      const window = covidAgWindow({ C: 0.3, T: 0 }, { slantMm });
      const slant = slantOf(window);
      // rows per column times the window's columns: the slant across the window, in rows (10 per mm).
      expect((slant?.rowsPerColumn ?? 0) * window.columns).toBeCloseTo(slantMm * 10, 0);
    }
  });

  it('leaves a straight control, and one slanted within the measure’s scatter, as they are', () => {
    for (const seed of [3, 7, 11]) {
      expect(slantOf(covidAgWindow({ C: 0.3, T: 0 }, { seed }))).toBeUndefined();
      expect(slantOf(covidAgWindow({ C: 0.3, T: 0 }, { seed, slantMm: 0.06 }))).toBeUndefined();
    }
  });
});
