import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdownAt, useCountdown } from './use-countdown';

const START = '2026-03-10T12:00:00.000Z';
const at = (seconds: number) => Date.parse(START) + seconds * 1000;

describe('countdownAt', () => {
  it('counts the wait, then the read window, from the stored start', () => {
    expect(countdownAt(at(0), START, 0, 900, 900)).toMatchObject({ remaining: 900, windowLeft: 1800 });
    expect(countdownAt(at(899.5), START, 0, 900, 900)).toMatchObject({ remaining: 1, windowLeft: 901 });
    expect(countdownAt(at(900), START, 0, 900, 900)).toMatchObject({ remaining: 0, windowLeft: 900 });
    expect(countdownAt(at(1800), START, 0, 900, 900)).toMatchObject({ remaining: 0, windowLeft: 0 });
    expect(countdownAt(at(5000), START, 0, 900, 900)).toMatchObject({ remaining: 0, windowLeft: 0 });
    expect(countdownAt(at(0), START, 0, 10, null)).toMatchObject({ windowLeft: null, closesAt: null });
  });

  it('says when reading opens and closes on the device clock, whatever that clock says', () => {
    // The device is 30 s behind the server (offset = server - device = +30 s).
    const offset = 30_000;
    const c = countdownAt(at(0) - offset, START, offset, 900, 900);
    expect(c.remaining).toBe(900);
    expect(c.opensAt).toBe(at(900) - offset);
    expect(c.closesAt).toBe(at(1800) - offset);
  });

  it('never shows more than the wait when the offset was measured late', () => {
    expect(countdownAt(at(-2), START, 0, 10, null).remaining).toBe(10);
  });
});

describe('useCountdown with a fake clock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: at(0) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks down to Ready and through the window; a new mount (a reload) continues, not restarts', () => {
    const first = renderHook(() => useCountdown(START, 0, 10, 20));
    expect(first.result.current).toMatchObject({ remaining: 10, windowLeft: 30 });
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    expect(first.result.current).toMatchObject({ remaining: 6, windowLeft: 26 });
    first.unmount();

    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    const reloaded = renderHook(() => useCountdown(START, 0, 10, 20));
    expect(reloaded.result.current).toMatchObject({ remaining: 0, windowLeft: 16 });
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(reloaded.result.current).toMatchObject({ remaining: 0, windowLeft: 0 });
  });

  it('is null until the wait has started', () => {
    expect(renderHook(() => useCountdown(null, 0, 10, 20)).result.current).toBeNull();
  });
});
