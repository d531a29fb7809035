import { erf } from '../image/statistics';

/** 20-80% rise of a step blurred by a Gaussian, in units of its sigma. */
const RISE_PER_SIGMA = 1.683;
/** Rim rise of the sharp photos on which the limit of detection was measured (fixtures: 0.30-0.53 mm). */
const SHARP_RISE_MM = 0.45;

/** The centre of a line `lineWidthMm` wide keeps this fraction of its depth after a blur with this rise. */
function peakKept(riseMm: number, lineWidthMm: number): number {
  const sigma = riseMm / RISE_PER_SIGMA;
  return erf(lineWidthMm / 2 / (sigma * Math.SQRT2));
}

/**
 * How much weaker a line looks in this photo than in the sharp photos the limit of detection was measured
 * on (1 = as sharp or sharper). Blur lowers a faint line's peak without raising the noise, so the noise
 * alone would let a blurred photo claim a NEGATIVE it cannot support.
 */
export function blurAttenuation(riseMm: number, lineWidthMm: number): number {
  if (!Number.isFinite(riseMm) || riseMm <= SHARP_RISE_MM) return 1;
  return peakKept(riseMm, lineWidthMm) / peakKept(SHARP_RISE_MM, lineWidthMm);
}

/**
 * Share of its depth the control line keeps in the sharp photos the limit of detection was measured on
 * (main renderer's good fixtures: median 0.89, range 0.79-1.00; the lines have soft edges).
 */
const SHARP_PEAK_KEPT = 0.89;

/**
 * The control line is as sharp as in the sharp photos (its peak kept at least their median): a rise at
 * the reading area's rim is then not blur on the lines (a shadow's edge or the rim's own bevel).
 */
export function controlLineSharp(controlPeakKept: number): boolean {
  return controlPeakKept >= SHARP_PEAK_KEPT;
}

/**
 * The blur loss of a faint line by the control line's own spread alone: its peak kept against the sharp
 * photos' (1 = as sharp or sharper, and where there is no control line to judge).
 */
export function controlLineAttenuation(controlPeakKept: number): number {
  if (!Number.isFinite(controlPeakKept)) return 1;
  return Math.min(1, controlPeakKept / SHARP_PEAK_KEPT);
}

/**
 * The blur loss of a faint line, the worse of two measures: the reading area's rim (any photo) and the
 * control line's own spread (`controlLineAttenuation`, when there is a control line). The rim saturates
 * beyond about 0.6 mm of Gaussian blur and misses motion along its sides; the control line sees every blur
 * across the lines, as the test lines do.
 */
export function lineBlurAttenuation(riseMm: number, lineWidthMm: number, controlPeakKept: number): number {
  return Math.min(blurAttenuation(riseMm, lineWidthMm), controlLineAttenuation(controlPeakKept));
}
