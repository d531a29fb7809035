import type { CardFlag } from '@portal/reader';

/** The hint a card check shows: the first problem, or ready. */
export type CardHint = CardFlag | 'ready';

/**
 * Keeps the shown hint steady: a new hint replaces the shown one only after it came `needed` checks in a
 * row, so the text (announced politely to screen readers) does not flicker with every frame.
 */
export class HintDebouncer {
  private candidate: CardHint | null = null;
  private count = 0;
  private shown: CardHint | null = null;

  constructor(private readonly needed = 3) {}

  /** Feeds one check's hint; returns the hint to show (null until one is steady). */
  push(hint: CardHint): CardHint | null {
    if (hint === this.candidate) this.count++;
    else {
      this.candidate = hint;
      this.count = 1;
    }
    // The first hint shows at once: a patient should not wait for guidance.
    if (this.shown === null || this.count >= this.needed) this.shown = hint;
    return this.shown;
  }
}

export const hintOf = (flags: readonly CardFlag[]): CardHint => flags[0] ?? 'ready';
