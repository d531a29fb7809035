/**
 * A code is accepted when two consecutive decoded frames agree: one misread frame never wins, and a frame
 * without a code (or with another code) starts over.
 */
export class FrameConsensus {
  private previous: string | null = null;

  /** Feeds one frame's decoded text (null when nothing was read); returns the code once two agree. */
  next(text: string | null): string | null {
    const agreed = text !== null && text === this.previous ? text : null;
    this.previous = agreed === null ? text : null;
    return agreed;
  }
}
