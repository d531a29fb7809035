// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_VALUE, LoadingBarStore, RESET_DELAY_MS, TICK_MS, incrementFor } from './loading-bar-store';

describe('incrementFor (SPEC.md section 9 ranges)', () => {
  it('gives 3 to 6 below 25', () => {
    expect(incrementFor(0, () => 0)).toBe(3);
    expect(incrementFor(24.9, () => 0.999999)).toBeCloseTo(6, 4);
  });
  it('gives 0 to 3 from 25 to 65', () => {
    expect(incrementFor(25, () => 0)).toBe(0);
    expect(incrementFor(64, () => 0.999999)).toBeCloseTo(3, 4);
  });
  it('gives 0 to 2 from 65 to 90', () => {
    expect(incrementFor(65, () => 0.5)).toBe(1);
    expect(incrementFor(89.9, () => 0.999999)).toBeCloseTo(2, 4);
  });
  it('gives 0.5 from 90 to 99 and nothing from 99', () => {
    expect(incrementFor(90, () => 0.7)).toBe(0.5);
    expect(incrementFor(98.9, () => 0.7)).toBe(0.5);
    expect(incrementFor(99, () => 0.7)).toBe(0);
    expect(incrementFor(100, () => 0.7)).toBe(0);
  });
});

describe('LoadingBarStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at once (threshold 0) at the initial value 2 and ticks every 250 ms', () => {
    const bar = new LoadingBarStore(() => 0); // lowest increment of each range
    bar.start();
    expect(bar.getValue()).toBe(INITIAL_VALUE);
    vi.advanceTimersByTime(TICK_MS - 1);
    expect(bar.getValue()).toBe(2);
    vi.advanceTimersByTime(1);
    expect(bar.getValue()).toBe(5); // 2 + 3
    vi.advanceTimersByTime(TICK_MS);
    expect(bar.getValue()).toBe(8);
  });

  it('never goes beyond 99 while running', () => {
    const bar = new LoadingBarStore(() => 0.999);
    bar.start();
    vi.advanceTimersByTime(TICK_MS * 2000);
    expect(bar.getValue()).toBe(99);
  });

  it('completes to 100 and resets to 0 about 500 ms later', () => {
    const bar = new LoadingBarStore(() => 0.5);
    const seen: number[] = [];
    bar.subscribe((v) => seen.push(v));
    bar.start();
    vi.advanceTimersByTime(TICK_MS * 3);
    bar.complete();
    expect(bar.getValue()).toBe(100);
    vi.advanceTimersByTime(RESET_DELAY_MS - 1);
    expect(bar.getValue()).toBe(100);
    vi.advanceTimersByTime(1);
    expect(bar.getValue()).toBe(0);
    // no more ticks after completion
    vi.advanceTimersByTime(TICK_MS * 10);
    expect(bar.getValue()).toBe(0);
    expect(seen[0]).toBe(2);
    expect(seen.at(-2)).toBe(100);
    expect(seen.at(-1)).toBe(0);
  });

  it('counts concurrent requests and completes only when the count reaches 0', () => {
    const bar = new LoadingBarStore(() => 0);
    bar.start();
    bar.start();
    bar.start();
    expect(bar.getCount()).toBe(3);
    vi.advanceTimersByTime(TICK_MS);
    bar.complete();
    bar.complete();
    expect(bar.getCount()).toBe(1);
    expect(bar.getValue()).toBeLessThan(100);
    vi.advanceTimersByTime(TICK_MS);
    expect(bar.getValue()).toBe(8); // still ticking: 2 + 3 + 3
    bar.complete();
    expect(bar.getCount()).toBe(0);
    expect(bar.getValue()).toBe(100);
    bar.complete(); // an extra completion does not go negative
    expect(bar.getCount()).toBe(0);
    vi.advanceTimersByTime(RESET_DELAY_MS);
    expect(bar.getValue()).toBe(0);
  });

  it('a request starting during the reset delay restarts the bar instead of dropping to 0', () => {
    const bar = new LoadingBarStore(() => 0);
    bar.start();
    bar.complete();
    vi.advanceTimersByTime(RESET_DELAY_MS / 2);
    bar.start();
    expect(bar.getValue()).toBe(INITIAL_VALUE);
    vi.advanceTimersByTime(RESET_DELAY_MS);
    expect(bar.getValue()).toBeGreaterThan(INITIAL_VALUE);
    expect(bar.getValue()).toBeLessThan(100);
  });

  it('stop resets every running request', () => {
    const bar = new LoadingBarStore(() => 0);
    bar.start();
    bar.start();
    vi.advanceTimersByTime(TICK_MS);
    bar.stop();
    expect(bar.getCount()).toBe(0);
    vi.advanceTimersByTime(RESET_DELAY_MS);
    expect(bar.getValue()).toBe(0);
  });
});
