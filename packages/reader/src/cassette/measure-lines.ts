import type { LineMeasurement } from '@portal/contract';
import type { ControlLineSharpness } from '../quality/blur-attenuation';
import { THRESHOLDS } from '../reader-thresholds';
import { backgroundBendNoise, backgroundScoreNoise, whiteScoreNoise } from './background-noise';
import { fitBaseline } from './baseline';
import { halvesScoreNoise } from './halves-noise';
import { bestLineScore, rawWorstSide, type LineScore } from './line-score';
import { lineEdgeRiseMm, linePeakKept } from './line-spread';
import { profileBend } from './profile-bend';
import { spreadLineScore } from './spread-line';
import { CONTROL_SEARCH_MM, type RoughControl, type WindowProfiles } from './window-profiles';

/**
 * A test line is sought this far either side of its place from C. Tune-hard lines of 3% or more were found
 * within 0.1 mm of it (452 of 477; 471 within 0.2 mm); absent lines' best lay at the ends of a 0.25 mm
 * search in 569 of 880, where the search only adds the noise's maxima to their score.
 */
const TEST_SEARCH_MM = 0.2;
const MASK_HALF_MM = 1.3;
/** Half width of a line zone for the background noise: line, soft edges and placement slack. */
const ZONE_HALF_MM = 0.9;

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

/** One measurement of the window with its lines at a given spacing, and what a second one needs. */
export type LinesMeasured = { reading: LineReading; residual: Float64Array; controlRow: number };

function confidence(score: number, threshold: number): number {
  return Math.max(0, Math.min(1, Math.abs(score - threshold) / threshold));
}

/** The score a test line must reach: the floor, and the SNR times its noise. */
export function testThreshold(noise: number): number {
  return Math.max(THRESHOLDS.testMinScore, THRESHOLDS.testMinSnr * noise);
}

/**
 * Without a line at C's place, C's best row is noise: the line zones then follow the strongest line the
 * window has within the control's search of its own place (else they stay nominal), so that a strong
 * test line off its nominal place is not taken for line-free background.
 */
function strongestLineShift(w: WindowProfiles, along: Float64Array): number {
  let best: { score: number; shift: number } = { score: THRESHOLDS.controlMinScore, shift: 0 };
  for (const line of w.template.lines) {
    const found = bestLineScore(
      along,
      Math.round(line.position * w.rowsPerMm),
      w.rowsPerMm,
      CONTROL_SEARCH_MM,
    );
    if (found.score >= best.score)
      best = { score: found.score, shift: found.row - line.position * w.rowsPerMm };
  }
  return best.shift;
}

type LineZones = {
  /** Rows from the control's nominal place to where the zones are centred. */
  shift: number;
  masked: (row: number) => boolean;
  residual: Float64Array;
  controlScore: RoughControl;
};

/**
 * The line zones masked around the control (else the strongest line), the baseline under the rest, and
 * the control's best row on what is left; the lines `pitch` times the template's spacing apart from C.
 */
function lineZones(w: WindowProfiles, along: Float64Array, rough: RoughControl, pitch: number): LineZones {
  const { control, rowsPerMm } = w;
  const shift =
    rough.score >= THRESHOLDS.controlMinScore / 2
      ? rough.row - control.position * rowsPerMm
      : strongestLineShift(w, along);
  const controlRow = control.position * rowsPerMm + shift;
  const zones = w.template.lines.map(
    (line) => controlRow + (line.position - control.position) * rowsPerMm * pitch,
  );
  const masked = (row: number) => zones.some((zone) => Math.abs(row - zone) < MASK_HALF_MM * rowsPerMm);
  const baseline = fitBaseline(along, masked, rowsPerMm);
  const residual = along.map((value, row) => value - (baseline[row] ?? 0));
  const controlScore = bestLineScore(residual, Math.round(controlRow), rowsPerMm, 0.4);
  return { shift, masked, residual, controlScore };
}

/**
 * The noise of a line's score: the window's line-free stretches', floored by the white-noise model and by
 * the halves' disagreement (halvesNoiseFactor); with too few line-free positions, the floor raised.
 */
function scoreNoise(w: WindowProfiles, zones: LineZones, lineRows: readonly number[]) {
  const background = backgroundScoreNoise(zones.residual, lineRows, w.rowsPerMm, ZONE_HALF_MM);
  const white = whiteScoreNoise(zones.residual, zones.masked);
  const halvesNoise =
    THRESHOLDS.halvesNoiseFactor * halvesScoreNoise(w.halves, w.rowsPerMm, w.atEdge, zones.masked);
  const backgroundMeasured = background.positions >= THRESHOLDS.minBackgroundPositions * w.rowsPerMm;
  const noiseOf = (score: LineScore) => {
    const floor = THRESHOLDS.whiteNoiseFactor * white(score);
    const measured = backgroundMeasured
      ? Math.max(background.rms, floor)
      : THRESHOLDS.noBackgroundFactor * floor;
    return Number.isFinite(halvesNoise) ? Math.max(measured, halvesNoise) : measured;
  };
  return { noiseOf, lineFreeNoise: backgroundMeasured ? background.rms : Number.NaN };
}

/**
 * A concave bend of the raw profile at a test line (a shadow's edge) is taken off its score where it is
 * significant against the window's other bends, or where it alone would reach the line's threshold: in
 * light that curves all along the window no bend stands out, and a knee at the line then looked like one
 * (tune-hard covid-ag good-882: bend 2.1 spreads, 0.0105 of score against a threshold of 0.007, read
 * POSITIVE with no line).
 */
function bendCorrector(w: WindowProfiles, lineRows: readonly number[]) {
  const bendNoise = backgroundBendNoise(w.profile, lineRows, w.rowsPerMm, ZONE_HALF_MM);
  const spreadMeasured = bendNoise.positions >= THRESHOLDS.minBackgroundPositions * w.rowsPerMm;
  return (row: number, threshold: number) => {
    const bend = profileBend(w.profile, row, w.rowsPerMm);
    const significant =
      !spreadMeasured ||
      bend < -THRESHOLDS.bendSignificance * bendNoise.spread ||
      THRESHOLDS.bendFactorMm * -bend >= threshold;
    return Number.isFinite(bend) && bend < 0 && significant ? THRESHOLDS.bendFactorMm * bend : 0;
  };
}

/** The control line's sharpness across the window as it lies (NaN without C). */
function controlLineSharpness(
  w: WindowProfiles,
  zones: LineZones,
  pitch: number,
  controlFound: boolean,
): ControlLineSharpness {
  if (!controlFound) return { peakKept: Number.NaN, riseMm: Number.NaN };
  // The blur gate judges the control across the window as it lies: read along its slant, a control
  // smeared by motion at an angle to the lines showed its whole peak (tune combo motion-50001, 2.7 mm).
  const asItLies = w.slanted ? lineZones(w, w.straight, w.roughStraight, pitch) : zones;
  return {
    peakKept: linePeakKept(asItLies.residual, asItLies.controlScore.row, w.rowsPerMm, w.template.lineWidth),
    riseMm: lineEdgeRiseMm(asItLies.residual, asItLies.controlScore.row, w.rowsPerMm),
  };
}

/** Every measure of the window with the lines `pitch` times the template's spacing apart from C. */
export function measureLines(w: WindowProfiles, pitch: number): LinesMeasured {
  const { control, rowsPerMm } = w;
  const zones = lineZones(w, w.profile, w.roughProfile, pitch);
  const { shift, residual, controlScore } = zones;
  const controlFound =
    controlScore.score >= THRESHOLDS.controlMinScore &&
    controlScore.worstSide >= THRESHOLDS.controlMinScore / 2;
  const anchor = controlFound ? controlScore.row : control.position * rowsPerMm + shift;
  const lineRows = w.template.lines.map(
    (line) => anchor + (line.position - control.position) * rowsPerMm * pitch,
  );
  const { noiseOf, lineFreeNoise } = scoreNoise(w, zones, lineRows);
  const bendCorrection = bendCorrector(w, lineRows);

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
  let absentPlaceHighlight = controlFound
    ? 0
    : w.highlightAt(control.position * rowsPerMm + shift, CONTROL_SEARCH_MM);
  let negativeThreshold = 0;
  let absentPlaceMark = 0;
  for (const line of w.template.lines) {
    if (line.role !== 'test') continue;
    const nominal = controlFound
      ? controlScore.row + (line.position - control.position) * rowsPerMm * pitch
      : line.position * rowsPerMm + shift;
    const measured = bestLineScore(residual, Math.round(nominal), rowsPerMm, TEST_SEARCH_MM);
    const noise = noiseOf(measured);
    const threshold = testThreshold(noise);
    const corrected = measured.score + bendCorrection(measured.row, threshold);
    const oneSideFlat = !(rawWorstSide(w.profile, measured.row, rowsPerMm) >= threshold / 2);
    const detected = Number.isFinite(corrected) && corrected >= threshold && !oneSideFlat;
    if (!detected) {
      negativeThreshold = Math.max(
        negativeThreshold,
        Number.isFinite(threshold) ? threshold : Number.POSITIVE_INFINITY,
      );
      if (controlFound)
        absentPlaceHighlight = Math.max(absentPlaceHighlight, w.highlightAt(nominal, TEST_SEARCH_MM));
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
  const reading: LineReading = {
    lines,
    controlFound,
    negativeThreshold,
    lineFreeNoise,
    controlThreshold,
    controlNoise,
    controlSharpness: controlLineSharpness(w, zones, pitch, controlFound),
    controlSpread: controlFound
      ? Number.NaN
      : spreadLineScore(w.profile, Math.round(control.position * rowsPerMm), rowsPerMm, CONTROL_SEARCH_MM),
    absentPlaceHighlight,
    absentPlaceMark,
  };
  return { reading, residual, controlRow: controlScore.row };
}
