import type { LineReading } from '../cassette/read-lines';
import { THRESHOLDS } from '../reader-thresholds';
import { controlLineAttenuation } from './blur-attenuation';
import { LIVE_THRESHOLDS } from './live-thresholds';

/**
 * Whether the control line, as the preview shows it, is spread past the full read's own limit (its gate
 * on the lines' blur: the control's peak kept against the sharp photos'). Motion across the lines can
 * leave the rim's sides nearly sharp, and the coarse preview's rim cannot tell it, while the full read
 * refuses the photo by the control line's spread. The preview's pixels only spread a line further, so it
 * is judged only where the preview resolves a line (LIVE_THRESHOLDS.minLineBlurPreviewPixelsPerMm).
 */
export function previewLinesBlurred(
  lines: Pick<LineReading, 'controlSharpness'>,
  previewPixelsPerMm: number,
): boolean {
  if (!(previewPixelsPerMm >= LIVE_THRESHOLDS.minLineBlurPreviewPixelsPerMm)) return false;
  return controlLineAttenuation(lines.controlSharpness) < THRESHOLDS.minBlurAttenuation;
}
