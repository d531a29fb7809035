import { DUPLICATE_UPLOAD_WINDOW_MS } from '../../lib/contract';

export type GateAnswer = 'accept' | 'busy' | 'duplicate';

/**
 * SPEC.md section 4: only one analysis runs at a time, and the same photo key again within
 * DUPLICATE_UPLOAD_WINDOW_MS is ignored (a frame that posts twice starts one analysis).
 */
export class UploadGate {
  private last: { key: string; at: number } | null = null;
  private running = false;

  admit(key: string, now: number): GateAnswer {
    if (this.last?.key === key && now - this.last.at < DUPLICATE_UPLOAD_WINDOW_MS) return 'duplicate';
    if (this.running) return 'busy';
    this.last = { key, at: now };
    this.running = true;
    return 'accept';
  }

  /** The analysis is over (its outcome shown and dismissed): the next photo may start one. */
  release(): void {
    this.running = false;
  }
}
