import { describe, expect, it } from 'vitest';
import { glareHidesSegment, partVisibility } from './display-glare';
import type { ElementContrast } from './measure-display';

/** Twenty elements of three parts on an LCD at level 100; `light` overrides some parts' light. */
function display(light: Record<number, number> = {}): ElementContrast[] {
  return Array.from({ length: 20 }, (_, element) => ({
    parts: [0.6, 0.6, 0.6],
    light: [0, 1, 2].map((part) => light[element * 3 + part] ?? 100),
  }));
}

describe('display glare per segment part', () => {
  it('keeps a clean display, even a bright one with a lighting gradient', () => {
    expect(glareHidesSegment(display())).toBe(false);
    const gradient = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [i, 80 + i]));
    expect(glareHidesSegment(display(gradient))).toBe(false);
  });

  it('gives the share of the lit contrast a highlight leaves', () => {
    const visibility = partVisibility(display({ 4: 160, 7: 240 }));
    expect(visibility[1]?.[1]).toBeCloseTo(100 / 160, 5);
    expect(visibility[0]?.[0]).toBe(1);
  });

  it('refuses a highlight that would leave a lit part under half of its contrast, or is clipped', () => {
    expect(glareHidesSegment(display({ 10: 190 }))).toBe(false);
    expect(glareHidesSegment(display({ 10: 210 }))).toBe(true);
    const bright = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [i, 200]));
    expect(glareHidesSegment(display(bright))).toBe(false);
    expect(glareHidesSegment(display({ ...bright, 10: 254 }))).toBe(true);
  });

  it('keeps an LCD lit evenly just short of clipping, whose light is measured (tune-hard good-1541)', () => {
    const nearClipping = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [i, 248 + (i % 5)]));
    expect(glareHidesSegment(display(nearClipping))).toBe(false);
    expect(glareHidesSegment(display({ ...nearClipping, 10: 255 }))).toBe(true);
  });

  it('lets a mark that reads lit stand under a clipped light, and only such a mark', () => {
    const bright = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [i, 240]));
    const elements = display({ ...bright, 57: 255, 58: 254 });
    expect(glareHidesSegment(elements)).toBe(true);
    expect(glareHidesSegment(elements, elements.slice(19))).toBe(false);
    expect(glareHidesSegment(elements, elements.slice(18, 19))).toBe(true);
  });
});
