import type { CassetteTemplate } from '@portal/contract';
import { bestLineScore, rawWorstSide } from './line-score';

/** A strong test line is sought this far either side of where the control puts it. */
const PITCH_SEARCH_MM = 1;
/**
 * The spacing may differ from the template's by this share at most: a placement whose perspective is a
 * little wrong stretches one end of the window and squeezes the other, though its two ends sit on the rim
 * (browser renderer, tilted 27-40 degrees: combo S lines 0.6-0.7 mm past their place, 21 mm from C).
 */
const MAX_PITCH_ERROR = 0.05;
/** A line measures the spacing only at this many times the test threshold, and dark on both sides. */
const PITCH_LINE_STRENGTH = 3;
/**
 * The spacing is measured only where a strong line's best row lies further than this off its place: the
 * test search (read-lines' TEST_SEARCH_MM, 0.2 mm) reaches a line so far off, and a line's best row
 * wanders a few rows about its centre (browser-look3 combo good-5023: B's best row 0.3 mm off its place,
 * its centre 0.15 mm; a spacing taken from it moved a faint S's place onto its flank).
 */
const MIN_LINE_OFFSET_MM = 0.3;

/**
 * The spacing of the lines in this window as a share of the template's, measured from C to the strong
 * test lines (least squares through C); 1 where no strong line lies beyond its own search, or where the
 * spacing measured is further off than a placement leaves it.
 */
export function linePitch(
  template: CassetteTemplate,
  residual: Float64Array,
  profile: Float64Array,
  controlRow: number,
  rowsPerMm: number,
  testThreshold: number,
): number {
  const control = template.lines.find((line) => line.role === 'control');
  if (!control) return 1;
  let moment = 0;
  let weight = 0;
  let largestOffset = 0;
  for (const line of template.lines) {
    if (line.role !== 'test') continue;
    const distance = (line.position - control.position) * rowsPerMm;
    const place = Math.round(controlRow + distance);
    const found = bestLineScore(residual, place, rowsPerMm, PITCH_SEARCH_MM);
    if (!(found.score >= PITCH_LINE_STRENGTH * testThreshold)) continue;
    if (!(rawWorstSide(profile, found.row, rowsPerMm) >= found.score / 2)) continue;
    moment += distance * (found.row - controlRow);
    weight += distance * distance;
    largestOffset = Math.max(largestOffset, Math.abs(found.row - place) / rowsPerMm);
  }
  if (weight === 0 || !(largestOffset > MIN_LINE_OFFSET_MM)) return 1;
  const pitch = moment / weight;
  return Math.abs(pitch - 1) <= MAX_PITCH_ERROR ? pitch : 1;
}
