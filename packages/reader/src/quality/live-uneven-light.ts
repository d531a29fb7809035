import type { LineReading } from '../cassette/read-lines';
import { THRESHOLDS } from '../reader-thresholds';
import { LIVE_THRESHOLDS } from './live-thresholds';

/**
 * How far the light across a cassette's window, as the preview shows it, would keep the full read from
 * ruling out a faint line: the threshold a test line would be held to by the window's line-free noise on
 * the preview (readLines' own measure), less what the preview's own grain adds (in quadrature), over the
 * full read's limit for a NEGATIVE with the live check's margin. Over 1: a shadow's edge or uneven light
 * crosses the window, and the full read would refuse the photo as unevenly lit. NaN where the preview's
 * window has too few line-free positions to measure.
 */
export function windowUnevenness(
  lines: Pick<LineReading, 'lineFreeNoise'>,
  previewPixelsPerMm: number,
): number {
  const threshold = THRESHOLDS.testMinSnr * lines.lineFreeNoise;
  const grain = LIVE_THRESHOLDS.previewGrainThreshold / previewPixelsPerMm;
  const light = Math.sqrt(Math.max(0, threshold * threshold - grain * grain));
  return light / (LIVE_THRESHOLDS.unevenLightMargin * THRESHOLDS.maxNegativeThreshold);
}
