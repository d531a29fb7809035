import { EventEmitter } from 'node:events';

/** How often a waiting request looks at the row when the result may come from another process. */
const POLL_MS = 200;

export interface AnalysisSignals {
  /** A reading finished in this process. */
  stored: (analysisId: string) => void;
  /**
   * Resolves when `isDone` says so or at `deadline` (epoch ms), whichever is first: woken at once by a
   * reading of this process, else it looks again every POLL_MS (a worker process writes only the row).
   */
  waitFor: (analysisId: string, deadline: number, isDone: () => Promise<boolean>) => Promise<boolean>;
}

export function createAnalysisSignals(): AnalysisSignals {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const nextSignal = (analysisId: string, ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        events.off(analysisId, done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      events.on(analysisId, done);
    });
  return {
    stored(analysisId) {
      events.emit(analysisId);
    },
    async waitFor(analysisId, deadline, isDone) {
      for (;;) {
        if (await isDone()) return true;
        const left = deadline - Date.now();
        if (left <= 0) return false;
        await nextSignal(analysisId, Math.min(POLL_MS, left));
      }
    },
  };
}
