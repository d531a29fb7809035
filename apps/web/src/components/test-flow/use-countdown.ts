import { useEffect, useState } from 'react';

export interface Countdown {
  /** Whole seconds until the result may be read; 0 means Ready. */
  remaining: number;
  /** Seconds left in the read window after Ready; null when the kit sets none. */
  windowLeft: number | null;
  /** When reading opens, on this device's clock (epoch ms). */
  opensAt: number;
  /** When the read window closes, on this device's clock (epoch ms); null when the kit sets none. */
  closesAt: number | null;
}

/**
 * The countdown at device time `now`, from the wait's start as the server stored it. `clockOffsetMs`
 * (server clock minus ours) keeps a wrong device clock from shortening the wait.
 */
export function countdownAt(
  now: number,
  startedAt: string,
  clockOffsetMs: number,
  waitSeconds: number,
  readWindowSeconds: number | null,
): Countdown {
  const started = Date.parse(startedAt) - clockOffsetMs;
  const elapsed = (now - started) / 1000;
  return {
    // Clamped: a clock offset measured a few milliseconds late must not show more than the wait.
    remaining: Math.min(waitSeconds, Math.max(0, Math.ceil(waitSeconds - elapsed))),
    windowLeft:
      readWindowSeconds === null ? null : Math.max(0, Math.ceil(waitSeconds + readWindowSeconds - elapsed)),
    opensAt: started + waitSeconds * 1000,
    closesAt: readWindowSeconds === null ? null : started + (waitSeconds + readWindowSeconds) * 1000,
  };
}

/** Counts down, ticking 4 times a second; after a reload the count continues from the stored start. */
export function useCountdown(
  startedAt: string | null,
  clockOffsetMs: number,
  waitSeconds: number,
  readWindowSeconds: number | null,
): Countdown | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return undefined;
    const tick = setInterval(() => {
      setNow(Date.now());
    }, 250);
    return () => {
      clearInterval(tick);
    };
  }, [startedAt]);
  if (startedAt === null) return null;
  return countdownAt(now, startedAt, clockOffsetMs, waitSeconds, readWindowSeconds);
}
