// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { READ_WINDOW_WARNING_SECONDS, readWindowPhase } from './read-window';
import { countdownAt } from './use-countdown';

const START = '2026-03-10T12:00:00.000Z';
const phaseAt = (seconds: number, wait: number, window: number | null) =>
  readWindowPhase(countdownAt(Date.parse(START) + seconds * 1000, START, 0, wait, window), window);

describe('readWindowPhase', () => {
  it('read at 15 min, not after 30 min: waiting, open, a warning before it closes, closed', () => {
    expect(phaseAt(0, 900, 900)).toBe('waiting');
    expect(phaseAt(899, 900, 900)).toBe('waiting');
    expect(phaseAt(900, 900, 900)).toBe('open');
    expect(phaseAt(1800 - READ_WINDOW_WARNING_SECONDS - 1, 900, 900)).toBe('open');
    expect(phaseAt(1800 - READ_WINDOW_WARNING_SECONDS, 900, 900)).toBe('closing');
    expect(phaseAt(1799, 900, 900)).toBe('closing');
    expect(phaseAt(1800, 900, 900)).toBe('closed');
    expect(phaseAt(86_400, 900, 900)).toBe('closed');
  });

  it('warns in the second half of a short window', () => {
    expect(phaseAt(10, 10, 20)).toBe('open');
    expect(phaseAt(19, 10, 20)).toBe('open');
    expect(phaseAt(20, 10, 20)).toBe('closing');
    expect(phaseAt(30, 10, 20)).toBe('closed');
  });

  it('is none for a kit without a read window', () => {
    expect(phaseAt(0, 10, null)).toBe('none');
    expect(phaseAt(10_000, 10, null)).toBe('none');
  });
});
