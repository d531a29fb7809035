/**
 * Performance marks of a capture screen (opened, first camera frame, first quality hint), read by the
 * bench script (apps/web/bench/capture.bench.mjs); cleared each time a screen opens.
 */
export type CaptureMark = 'open' | 'first-frame' | 'first-hint';

export function markCapture(name: CaptureMark): void {
  if (name === 'open') {
    for (const mark of ['open', 'first-frame', 'first-hint']) performance.clearMarks(`capture:${mark}`);
  }
  performance.mark(`capture:${name}`);
}
