// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { STEADY_MS, SteadyCapture } from './steady-capture';

describe('SteadyCapture', () => {
  it('fires once the check has stayed good for about a second, then starts over', () => {
    const s = new SteadyCapture();
    expect(s.next(true, 0)).toBe(false);
    expect(s.next(true, STEADY_MS - 1)).toBe(false);
    expect(s.next(true, STEADY_MS)).toBe(true);
    expect(s.next(true, STEADY_MS + 10)).toBe(false);
  });

  it('starts over after one bad frame, and after reset', () => {
    const s = new SteadyCapture();
    s.next(true, 0);
    expect(s.next(false, 900)).toBe(false);
    expect(s.next(true, 1000)).toBe(false);
    expect(s.next(true, 1500)).toBe(false);
    s.reset();
    expect(s.next(true, 2100)).toBe(false);
    expect(s.next(true, 2100 + STEADY_MS)).toBe(true);
  });
});
