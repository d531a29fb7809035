/** The photo is taken by itself once the live check has stayed good for this long. */
export const STEADY_MS = 1000;

/** Fires once when frames have been good without a break for STEADY_MS; a bad frame starts over. */
export class SteadyCapture {
  private goodSince: number | null = null;

  /** Feeds one checked frame at time `now` (ms); true when the photo should be taken now. */
  next(ready: boolean, now: number): boolean {
    if (!ready) {
      this.goodSince = null;
      return false;
    }
    this.goodSince ??= now;
    if (now - this.goodSince < STEADY_MS) return false;
    this.goodSince = null;
    return true;
  }

  reset(): void {
    this.goodSince = null;
  }
}
