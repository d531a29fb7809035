import type { BodyCandidate } from '../src/locate/find-body';
import type { WorkingCopy } from '../src/image/working-copy';

/**
 * How far an outline (working-copy pixels) lies from the body: for each true body corner (full-size
 * pixels), the nearest of the outline's corners; the worst of those, in mm.
 */
export function outlineErrorMm(
  candidate: BodyCandidate,
  copy: WorkingCopy,
  bodyCorners: readonly { x: number; y: number }[],
  pixelsPerMm: number,
): number {
  const nearest = (actual: { x: number; y: number }) =>
    Math.min(
      ...candidate.corners.map((c) =>
        Math.hypot((c.x + 0.5) * copy.factor - 0.5 - actual.x, (c.y + 0.5) * copy.factor - 0.5 - actual.y),
      ),
    );
  return Math.max(...bodyCorners.map(nearest)) / pixelsPerMm;
}
