import type { CassetteTemplate, LineMeasurement } from '@portal/contract';
import type { RectifiedRegion } from '../image/rectify';
import { CHANNEL_OFFSET } from '../image/rgba-image';
import type { ControlLineSharpness } from '../quality/blur-attenuation';
import { highlightShare, rowHighlights, type RowHighlights } from '../quality/region-light';
import { THRESHOLDS } from '../reader-thresholds';
import { fitBaseline } from './baseline';
import { halvesScoreNoise } from './halves-noise';
import { controlSlant } from './control-slant';
import { absorbanceProfile, halfProfiles, type MeasuringChannels, type ProfileSlant } from './line-profile';
import { backgroundBendNoise, backgroundScoreNoise, whiteScoreNoise } from './background-noise';
import { bestLineScore, rawWorstSide, type LineScore } from './line-score';
import { lineEdgeRiseMm, linePeakKept } from './line-spread';
import { profileBend } from './profile-bend';
import { linePitch } from './line-pitch';
import { spreadLineScore } from './spread-line';

const CONTROL_SEARCH_MM = 1.5;
/**
 * A test line is sought this far either side of its place from C. Tune-hard lines of 3% or more were found
 * within 0.1 mm of it (452 of 477; 471 within 0.2 mm); absent lines' best lay at the ends of a 0.25 mm
 * search in 569 of 880, where the search only adds the noise's maxima to their score.
 */
const TEST_SEARCH_MM = 0.2;
const MASK_HALF_MM = 1.3;
/** Half width of a line zone for the background noise: line, soft edges and placement slack. */
const ZONE_HALF_MM = 0.9;
/** The membrane's edge shading reaches about a millimetre in (with the homography's error). */
const EDGE_EXCLUSION_MM = 1;

function confidence(score: number, threshold: number): number {
  return Math.max(0, Math.min(1, Math.abs(score - threshold) / threshold));
}

/** Measures every line of a rectified window: C first, then each test line at its fixed distance from C. */
export type LineReading = {
  lines: LineMeasurement[];
  controlFound: boolean;
  /** The highest threshold under which a test line was called absent: the faintest line this photo could have missed. */
  negativeThreshold: number;
  /**
   * The score's noise where the window has no line (its RMS), NaN where too few line-free positions
   * measure it (the live check's measure of the light across the window).
   */
  lineFreeNoise: number;
  /** The score the control line had to reach in this photo (its floor, or its noise times the SNR). */
  controlThreshold: number;
  /** The noise of the control line's score in this photo. */
  controlNoise: number;
  /**
   * The control line's sharpness: the share of its depth its centre keeps (its width over its effective
   * width, linePeakKept) and its own edge fall whatever its width (lineEdgeRiseMm); NaN without C.
   */
  controlSharpness: ControlLineSharpness;
  /** Without C: the strongest line of any spread near its place (see spreadLineScore); NaN with C. */
  controlSpread: number;
  /**
   * The largest share of highlight (highlightShare) over any 1 mm where an absence the verdict rests on
   * was looked for: the control's place and search without C (INVALID), else each absent test line's; 0
   * when there is none.
   */
  absentPlaceHighlight: number;
  /**
   * The largest score, as a share of its threshold, at the place of a test line called absent because one
   * of its sides did not dip (rawWorstSide): at 1 or more, a line's flank lies there, the line itself just
   * past the search (a placement a fraction of a millimetre off) or a shadow's step; 0 when there is none.
   */
  absentPlaceMark: number;
};

/**
 * Without a line at C's place, C's best row is noise: the line zones then follow the strongest line the
 * window has within the control's search of its own place (else they stay nominal), so that a strong
 * test line off its nominal place is not taken for line-free background.
 */
function strongestLineShift(template: CassetteTemplate, profile: Float64Array, rowsPerMm: number): number {
  let best: { score: number; shift: number } = { score: THRESHOLDS.controlMinScore, shift: 0 };
  for (const line of template.lines) {
    const found = bestLineScore(profile, Math.round(line.position * rowsPerMm), rowsPerMm, CONTROL_SEARCH_MM);
    if (found.score >= best.score)
      best = { score: found.score, shift: found.row - line.position * rowsPerMm };
  }
  return best.shift;
}

export function readLines(template: CassetteTemplate, window: RectifiedRegion): LineReading {
  const rowsPerMm = window.resolution;
  const { secondary } = template.dye;
  const channels: MeasuringChannels = {
    main: CHANNEL_OFFSET[template.dye.channel],
    ...(secondary
      ? { secondary: { channel: CHANNEL_OFFSET[secondary.channel], weight: secondary.weight } }
      : {}),
  };
  const control = template.lines.find((line) => line.role === 'control');
  if (!control) throw new Error('template without control line');
  const edgeRows = EDGE_EXCLUSION_MM * rowsPerMm;
  const atEdge = (row: number) => row < edgeRows || row >= window.rows - edgeRows;
  const profileAlong = (slant?: ProfileSlant) => {
    const along = absorbanceProfile(window, channels, undefined, slant);
    for (let row = 0; row < along.length; row++) if (atEdge(row)) along[row] = Number.NaN;
    return along;
  };
  // A rough control position on the raw profile sets where the line zones are masked for the baseline.
  const roughControl = (along: Float64Array) =>
    bestLineScore(along, Math.round(control.position * rowsPerMm), rowsPerMm, CONTROL_SEARCH_MM);
  const straight = profileAlong();
  const roughStraight = roughControl(straight);
  const straightHalves = halfProfiles(window, channels);
  // A clear control shows how the lines run across the window: the profile then follows them.
  const slant =
    roughStraight.score >= THRESHOLDS.controlMinScore
      ? controlSlant(window, straightHalves, roughStraight.row)
      : undefined;
  const profile = slant ? profileAlong(slant) : straight;
  const roughProfile = slant ? roughControl(profile) : roughStraight;
  const halves = slant ? halfProfiles(window, channels, slant) : straightHalves;
  // A highlight fills a line in, where it lies on a line's place: an absence there is not seen.
  let highlights: RowHighlights | undefined;
  const highlightAt = (row: number, searchMm: number) => {
    highlights ??= rowHighlights(window);
    const reach = (searchMm + template.lineWidth / 2) * rowsPerMm;
    return highlightShare(highlights, row - reach, row + reach);
  };
  const testThreshold = (noise: number) => Math.max(THRESHOLDS.testMinScore, THRESHOLDS.testMinSnr * noise);
  // Every measure of the window with the lines `pitch` times the template's spacing apart from C.
  const measureAt = (pitch: number) => {
    // The line zones masked around the control (else the strongest line), the baseline under the rest, and
    // the control's best row on what is left.
    const zonesOf = (along: Float64Array, rough: ReturnType<typeof roughControl>) => {
      const shift =
        rough.score >= THRESHOLDS.controlMinScore / 2
          ? rough.row - control.position * rowsPerMm
          : strongestLineShift(template, along, rowsPerMm);
      const controlRow = control.position * rowsPerMm + shift;
      const zones = template.lines.map(
        (line) => controlRow + (line.position - control.position) * rowsPerMm * pitch,
      );
      const masked = (row: number) => zones.some((zone) => Math.abs(row - zone) < MASK_HALF_MM * rowsPerMm);
      const baseline = fitBaseline(along, masked, rowsPerMm);
      const residual = along.map((value, row) => value - (baseline[row] ?? 0));
      const controlScore = bestLineScore(
        residual,
        Math.round(control.position * rowsPerMm + shift),
        rowsPerMm,
        0.4,
      );
      return { shift, masked, residual, controlScore };
    };
    const { shift, masked, residual, controlScore } = zonesOf(profile, roughProfile);
    const controlFound =
      controlScore.score >= THRESHOLDS.controlMinScore &&
      controlScore.worstSide >= THRESHOLDS.controlMinScore / 2;
    let absentPlaceHighlight = controlFound
      ? 0
      : highlightAt(control.position * rowsPerMm + shift, CONTROL_SEARCH_MM);
    const anchor = controlFound ? controlScore.row : control.position * rowsPerMm + shift;
    const lineRows = template.lines.map(
      (line) => anchor + (line.position - control.position) * rowsPerMm * pitch,
    );
    const background = backgroundScoreNoise(residual, lineRows, rowsPerMm, ZONE_HALF_MM);
    const white = whiteScoreNoise(residual, masked);
    const bendNoise = backgroundBendNoise(profile, lineRows, rowsPerMm, ZONE_HALF_MM);
    // A concave bend of the raw profile at a test line (a shadow's edge) is taken off its score where it is
    // significant against the window's other bends, or where it alone would reach the line's threshold: in
    // light that curves all along the window no bend stands out, and a knee at the line then looked like one
    // (tune-hard covid-ag good-882: bend 2.1 spreads, 0.0105 of score against a threshold of 0.007, read
    // POSITIVE with no line).
    const bendCorrection = (row: number, threshold: number) => {
      const bend = profileBend(profile, row, rowsPerMm);
      const significant =
        !(bendNoise.positions >= THRESHOLDS.minBackgroundPositions * rowsPerMm) ||
        bend < -THRESHOLDS.bendSignificance * bendNoise.spread ||
        THRESHOLDS.bendFactorMm * -bend >= threshold;
      return Number.isFinite(bend) && bend < 0 && significant ? THRESHOLDS.bendFactorMm * bend : 0;
    };
    const halvesNoise = THRESHOLDS.halvesNoiseFactor * halvesScoreNoise(halves, rowsPerMm, atEdge, masked);
    const noiseOf = (score: LineScore) => {
      const floor = THRESHOLDS.whiteNoiseFactor * white(score);
      const measured =
        background.positions >= THRESHOLDS.minBackgroundPositions * rowsPerMm
          ? Math.max(background.rms, floor)
          : THRESHOLDS.noBackgroundFactor * floor;
      return Number.isFinite(halvesNoise) ? Math.max(measured, halvesNoise) : measured;
    };

    const controlNoise = noiseOf(controlScore);
    const lines: LineMeasurement[] = [
      {
        name: control.name,
        intensity: 1 - Math.exp(-Math.max(0, controlScore.score)),
        snr: controlNoise > 0 ? controlScore.score / controlNoise : 0,
        confidence: confidence(controlScore.score, THRESHOLDS.controlMinScore),
        detected: controlFound,
      },
    ];
    let negativeThreshold = 0;
    let absentPlaceMark = 0;
    for (const line of template.lines) {
      if (line.role !== 'test') continue;
      const nominal = controlFound
        ? controlScore.row + (line.position - control.position) * rowsPerMm * pitch
        : line.position * rowsPerMm + shift;
      const measured = bestLineScore(residual, Math.round(nominal), rowsPerMm, TEST_SEARCH_MM);
      const noise = noiseOf(measured);
      const threshold = testThreshold(noise);
      const corrected = measured.score + bendCorrection(measured.row, threshold);
      const oneSideFlat = !(rawWorstSide(profile, measured.row, rowsPerMm) >= threshold / 2);
      const detected = Number.isFinite(corrected) && corrected >= threshold && !oneSideFlat;
      if (!detected) {
        negativeThreshold = Math.max(
          negativeThreshold,
          Number.isFinite(threshold) ? threshold : Number.POSITIVE_INFINITY,
        );
        if (controlFound)
          absentPlaceHighlight = Math.max(absentPlaceHighlight, highlightAt(nominal, TEST_SEARCH_MM));
        if (oneSideFlat && Number.isFinite(measured.score / threshold))
          absentPlaceMark = Math.max(absentPlaceMark, measured.score / threshold);
      }
      lines.push({
        name: line.name,
        intensity: 1 - Math.exp(-Math.max(0, measured.score)),
        snr: noise > 0 ? measured.score / noise : 0,
        confidence: confidence(measured.score, threshold),
        detected,
      });
    }
    const controlThreshold = Math.max(
      THRESHOLDS.controlMinScore,
      Number.isFinite(controlNoise) ? THRESHOLDS.testMinSnr * controlNoise : Number.POSITIVE_INFINITY,
    );
    // The blur gate judges the control across the window as it lies: read along its slant, a control
    // smeared by motion at an angle to the lines showed its whole peak (tune combo motion-50001, 2.7 mm).
    const asItLies = slant ? zonesOf(straight, roughStraight) : { residual, controlScore };
    const controlSharpness: ControlLineSharpness = controlFound
      ? {
          peakKept: linePeakKept(asItLies.residual, asItLies.controlScore.row, rowsPerMm, template.lineWidth),
          riseMm: lineEdgeRiseMm(asItLies.residual, asItLies.controlScore.row, rowsPerMm),
        }
      : { peakKept: Number.NaN, riseMm: Number.NaN };
    const controlSpread = controlFound
      ? Number.NaN
      : spreadLineScore(profile, Math.round(control.position * rowsPerMm), rowsPerMm, CONTROL_SEARCH_MM);
    const reading: LineReading = {
      lines,
      controlFound,
      negativeThreshold,
      lineFreeNoise:
        background.positions >= THRESHOLDS.minBackgroundPositions * rowsPerMm ? background.rms : Number.NaN,
      controlThreshold,
      controlNoise,
      controlSharpness,
      controlSpread,
      absentPlaceHighlight,
      absentPlaceMark,
    };
    return { reading, residual, controlRow: controlScore.row };
  };
  const first = measureAt(1);
  // A window whose strong test lines lie off their places by a stretch along it is read again with the
  // lines spaced as they show (linePitch); its control must still be found so.
  const pitch = first.reading.controlFound
    ? linePitch(
        template,
        first.residual,
        profile,
        first.controlRow,
        rowsPerMm,
        testThreshold(first.reading.controlNoise),
      )
    : 1;
  if (pitch === 1) return first.reading;
  const again = measureAt(pitch);
  return again.reading.controlFound ? again.reading : first.reading;
}
