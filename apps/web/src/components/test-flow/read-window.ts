import type { Countdown } from './use-countdown';

/** The longest warning before a read window closes; a short window warns in its second half. */
export const READ_WINDOW_WARNING_SECONDS = 120;

export type ReadWindowPhase = 'none' | 'waiting' | 'open' | 'closing' | 'closed';

/** Where the test stands against its kit's read window (none: the kit sets no window). */
export function readWindowPhase(countdown: Countdown, readWindowSeconds: number | null): ReadWindowPhase {
  if (readWindowSeconds === null || countdown.windowLeft === null) return 'none';
  if (countdown.remaining > 0) return 'waiting';
  if (countdown.windowLeft === 0) return 'closed';
  const warnAt = Math.min(READ_WINDOW_WARNING_SECONDS, Math.floor(readWindowSeconds / 2));
  return countdown.windowLeft <= warnAt ? 'closing' : 'open';
}
