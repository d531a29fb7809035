import type { LiveFrameQuality } from '@portal/reader';

/** The plain-language hints of the camera page (the `camera.hints` texts). */
export type HintKey = 'fit' | 'closer' | 'straight' | 'still' | 'glare' | 'light' | 'even' | 'ready';

/** Device brightness (0..255) above which an exposure problem is too much light, not too little. */
const TOO_BRIGHT = 200;

/**
 * The one hint that helps most for a checked frame: the live check lists its flags most helpful first
 * (framing, size, angle, light, sharpness), so the first flag with a hint is shown.
 */
export function hintFor(quality: Pick<LiveFrameQuality, 'ready' | 'flags' | 'metrics'>): HintKey {
  if (quality.ready) return 'ready';
  for (const flag of quality.flags) {
    switch (flag) {
      case 'not-found':
      case 'framing':
        return 'fit';
      case 'too-small':
        return 'closer';
      case 'tilt':
        return 'straight';
      case 'glare':
        return 'glare';
      case 'exposure': {
        // Lit well enough, but a shadow's edge (or uneven light) crosses the window.
        if (quality.metrics.windowUnevenness > 1) return 'even';
        // The reading area's level where the device was verified, else the device's, else the frame's.
        const { windowLevel, deviceBrightness, brightness } = quality.metrics;
        const judged = [windowLevel, deviceBrightness].find(Number.isFinite) ?? brightness;
        return judged > TOO_BRIGHT ? 'glare' : 'light';
      }
      case 'blur':
        return 'still';
      default:
    }
  }
  return 'fit';
}

/** A hint is announced once it has held this long, so one odd frame never interrupts. */
export const HINT_SETTLE_MS = 600;
/** And never sooner than this after the previous announcement: screen readers are told, not flooded. */
export const HINT_GAP_MS = 1500;

/**
 * Decides when a new hint is shown and announced (politely, through a live region): not every frame, only
 * when a different hint has settled and the previous one has had time to be heard.
 */
export class HintAnnouncer {
  private candidate: HintKey | null = null;
  private candidateSince = 0;
  private announced: HintKey | null = null;
  private announcedAt = Number.NEGATIVE_INFINITY;

  /** Feeds the hint of one checked frame at time `now` (ms); returns the hint to announce, or null. */
  next(hint: HintKey, now: number): HintKey | null {
    if (hint !== this.candidate) {
      this.candidate = hint;
      this.candidateSince = now;
    }
    // The first hint is said at once: the patient needs to know what to do.
    const first = this.announced === null;
    const settled = first || now - this.candidateSince >= HINT_SETTLE_MS;
    if (hint === this.announced || !settled || now - this.announcedAt < HINT_GAP_MS) return null;
    this.announced = hint;
    this.announcedAt = now;
    return hint;
  }
}
