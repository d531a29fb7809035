import type { KitTemplate, QualityFlag } from '@portal/contract';
import { pixelsPerMillimetre, viewingTiltDegrees, type Homography } from '../geometry/homography';
import { templatePoint } from '../geometry/points';
import { rectify } from '../image/rectify';
import { CHANNEL_OFFSET, type RgbaImage } from '../image/rgba-image';
import { readLines } from '../cassette/read-lines';
import { bodyCornersInImage } from '../locate/body-corners';
import { THRESHOLDS } from '../reader-thresholds';
import { MAX_DISPLAY_RESOLUTION, readingAreaRect, WINDOW_RESOLUTION } from '../template/reading-area';
import { edgeWidthMm, rimEdgeWidthMm } from './edge-width';
import { previewLinesBlurred } from './live-line-blur';
import { LIVE_THRESHOLDS } from './live-thresholds';
import { windowUnevenness } from './live-uneven-light';
import { regionLight } from './region-light';

export type LiveGateMetrics = {
  /** Scale at the reading area in the captured photo (the preview's, times the capture's size over it). */
  pixelsPerMm: number;
  previewPixelsPerMm: number;
  tiltDeg: number;
  /** 20-80% rise at the reading area's rim as the preview shows it, mm (NaN: no contrast to judge). */
  rimEdgeWidthMm: number;
  /** ...less what the preview's own pixels add (the photo's rise as far as the preview can tell). */
  sharpEdgeWidthMm: number;
  /** readKit's reading-area light on the preview: level in the measuring channel, glare and clipped shares. */
  windowLevel: number;
  windowGlare: number;
  windowGlareRows: number;
  windowClipped: number;
  /** Cassettes, rim sharp and lit: the control line's peak kept on the preview (readLines; NaN without one). */
  controlPeakKept: number;
  /** ...and its lines sharp: windowUnevenness on the preview (over 1: held as unevenly lit, `exposure`). */
  windowUnevenness: number;
};

/** Every gate metric before (or without) its measurement. */
export const LIVE_GATES_NOT_MEASURED: Readonly<LiveGateMetrics> = {
  pixelsPerMm: Number.NaN,
  previewPixelsPerMm: Number.NaN,
  tiltDeg: Number.NaN,
  rimEdgeWidthMm: Number.NaN,
  sharpEdgeWidthMm: Number.NaN,
  windowLevel: Number.NaN,
  windowGlare: Number.NaN,
  windowGlareRows: Number.NaN,
  windowClipped: Number.NaN,
  controlPeakKept: Number.NaN,
  windowUnevenness: Number.NaN,
};

function sharpnessReference(template: KitTemplate) {
  const printed = template.features.find((feature) => feature.shape === 'rect');
  return printed ? printed.rect : readingAreaRect(template);
}

/**
 * The rise the photo itself has, as far as the preview tells: the preview's pixels (and its downscaling)
 * add a rise of their own, about LIVE_THRESHOLDS.previewRisePx pixels, in quadrature.
 */
function photoRiseMm(measuredMm: number, previewPixelsPerMm: number): number {
  const own = LIVE_THRESHOLDS.previewRisePx / previewPixelsPerMm;
  return Math.sqrt(Math.max(0, measuredMm * measuredMm - own * own));
}

/**
 * readKit's gates, measured on a preview frame located by locateLive: framing, too small (in the captured
 * photo's pixels), tilt, blur at the reading area's rim and (cassettes) on the control line, the reading
 * area's exposure, glare and (cassettes) evenness. Where the preview's coarser pixels blur a measure, the
 * limit keeps a margin on the side of holding back, or the measure waits for enough pixels. Flags in
 * the order the camera page hints them (the first is shown).
 */
export function liveGates(
  frame: RgbaImage,
  template: KitTemplate,
  homography: Homography,
  captureScale: number,
  touchesBorder: boolean,
): { flags: QualityFlag[]; metrics: LiveGateMetrics } {
  const flags: QualityFlag[] = [];
  const metrics: LiveGateMetrics = { ...LIVE_GATES_NOT_MEASURED };
  // readKit's rule (a body corner more than 2 px before or 1 px past the photo's edge) in the photo's pixels.
  const inPhoto = (value: number) => (value + 0.5) * captureScale - 0.5;
  const outside = bodyCornersInImage(homography, template).some(
    (c) =>
      inPhoto(c.x) < -2 ||
      inPhoto(c.y) < -2 ||
      inPhoto(c.x) > frame.width * captureScale + 1 ||
      inPhoto(c.y) > frame.height * captureScale + 1,
  );
  if (outside || touchesBorder) flags.push('framing');
  const rect = readingAreaRect(template);
  const centre = templatePoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
  const previewPixelsPerMm = pixelsPerMillimetre(homography, centre);
  metrics.previewPixelsPerMm = previewPixelsPerMm;
  metrics.pixelsPerMm = previewPixelsPerMm * captureScale;
  const minPixelsPerMm =
    template.kind === 'cassette' ? LIVE_THRESHOLDS.minCassettePixelsPerMm : THRESHOLDS.minPixelsPerMm;
  if (metrics.pixelsPerMm < minPixelsPerMm) flags.push('too-small');
  metrics.tiltDeg = viewingTiltDegrees(homography, centre);
  if (metrics.tiltDeg > THRESHOLDS.maxTiltDeg - LIVE_THRESHOLDS.tiltMarginDeg) flags.push('tilt');
  if (flags.length > 0) return { flags, metrics };

  const maxResolution = template.kind === 'cassette' ? WINDOW_RESOLUTION : MAX_DISPLAY_RESOLUTION;
  const region = rectify(frame, homography, rect, Math.min(maxResolution, previewPixelsPerMm));
  const channel = template.kind === 'cassette' ? CHANNEL_OFFSET[template.dye.channel] : 1;
  const light = regionLight(region, channel);
  metrics.windowLevel = light.level;
  metrics.windowGlare = light.glareFraction;
  metrics.windowGlareRows = light.glareRowFraction;
  metrics.windowClipped = light.clippedFraction;
  const { maxWindowLevel } = LIVE_THRESHOLDS;
  const minWindowLevel =
    template.kind === 'cassette' ? LIVE_THRESHOLDS.minCassetteWindowLevel : LIVE_THRESHOLDS.minWindowLevel;
  const glaring =
    template.kind === 'cassette'
      ? light.glareRowFraction > LIVE_THRESHOLDS.maxGlareRowFraction
      : light.glareFraction > LIVE_THRESHOLDS.maxGlareFraction ||
        light.clippedFraction > LIVE_THRESHOLDS.maxGlareFraction;
  if (glaring) flags.push('glare');
  else if (light.level < minWindowLevel || light.level > maxWindowLevel) flags.push('exposure');

  const rim = rimEdgeWidthMm(frame, homography, rect);
  metrics.rimEdgeWidthMm = rim;
  const measured = Number.isFinite(rim) ? rim : edgeWidthMm(frame, homography, sharpnessReference(template));
  const limit = Number.isFinite(rim) ? THRESHOLDS.maxRimEdgeWidthMm : THRESHOLDS.maxEdgeWidthMm;
  metrics.sharpEdgeWidthMm = photoRiseMm(measured, previewPixelsPerMm);
  if (!(metrics.sharpEdgeWidthMm <= limit - LIVE_THRESHOLDS.blurMarginMm)) flags.push('blur');
  if (template.kind === 'cassette' && flags.length === 0) {
    const lines = readLines(template, region);
    metrics.controlPeakKept = lines.controlSharpness.peakKept;
    // A rim sharp enough, but the control line spread as the full read refuses (motion across the lines).
    if (previewLinesBlurred(lines, previewPixelsPerMm)) flags.push('blur');
    else {
      // Sharp and lit well enough, but a shadow's edge across the window would leave the full read unable
      // to rule out a faint line (refused as unevenly lit). A blur spreads the rim and lines into the
      // line-free rows, so a blurred window is held for its blur alone.
      metrics.windowUnevenness = windowUnevenness(lines, previewPixelsPerMm);
      if (metrics.windowUnevenness > 1) flags.push('exposure');
    }
  }
  return { flags, metrics };
}
