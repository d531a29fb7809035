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

/** The control line's own measures of its sharpness (readLines): its peak kept and its edges' fall. */
export type ControlLineSharpness = { readonly peakKept: number; readonly riseMm: number };

/**
 * A control line whose edges fall within this (mm, 80-20%, lineEdgeRiseMm) is sharp whatever its width: a
 * line wider than the template's keeps less of its peak against the template's width, yet loses nothing
 * to blur. A 1 mm line keeps 96% of its peak under the Gaussian that gives this fall (sigma 0.24 mm).
 * Tune-hard good photos read: median 0.27, 90% under 0.41; fault photos refused for blur by the control
 * line: 0.50 and above (motion 1.75 mm), and the tune sweeps' 0.46 and above. Browser renderer (seeds
 * 0-149), lines 0.8-1.2 mm with soft edges: good photos read 0.48 at most, peak kept 0.69-0.71 on the
 * ten refused as blurred at 0.16-0.34; its blur faults 0.62-0.74.
 */
const SHARP_LINE_RISE_MM = 0.4;

function steepEdged(control: ControlLineSharpness): boolean {
  return control.riseMm <= SHARP_LINE_RISE_MM;
}

/**
 * The control line is as sharp as in the sharp photos (its peak kept at least their median, or its edges
 * steep): a rise at the reading area's rim is then not blur on the lines (a shadow's edge or the rim's
 * own bevel).
 */
export function controlLineSharp(control: ControlLineSharpness): boolean {
  return control.peakKept >= SHARP_PEAK_KEPT || steepEdged(control);
}

/**
 * A control line whose edges fall within this (mm, 80-20%) carries a NEGATIVE even where its peak is not
 * kept: the fall of a sharp edge under a Gaussian blur of 0.3 mm, which takes about 10% off a 1 mm
 * line's peak. Evaluation renderer tune-hard (`write-eval-set.ts --split tune-hard --templates
 * covid-ag,covid-flu-combo`): of 345 good photos read with a control line, 3 fall over 0.5 mm, 1 of them
 * (read with a NEGATIVE) with its peak under the sharp photos' median; of the 27 defocused or moved fault
 * photos (0.3-1 mm, 0.8-3 mm; 400 drawn) read with a NEGATIVE, 14 show both. Browser renderer
 * (browser-look, seeds 0-149): none of 278 good photos read with a control line falls over 0.5 mm.
 */
const NEGATIVE_MAX_LINE_RISE_MM = 0.5;

/**
 * A NEGATIVE rests on the control line showing the photo sharp: its peak kept as in the sharp photos, or
 * its edges falling steeply. Where neither, the blur's loss is not known well enough to scale the
 * threshold by: the attenuation divides the peak kept by the sharp photos' median (0.89), yet sharp lines
 * keep 0.79-1.0, so a line of its own 1.0 blurred to 0.80 loses 20% and is taken to lose 10%. A line
 * with no measure (NaN) is left to the other gates.
 */
export function controlCarriesNegative(control: ControlLineSharpness): boolean {
  return !(control.riseMm > NEGATIVE_MAX_LINE_RISE_MM && control.peakKept < SHARP_PEAK_KEPT);
}

/**
 * The blur loss of a faint line by the control line's own spread alone: its peak kept against the sharp
 * photos' (1 = as sharp or sharper, where its edges are steep, and where there is no control line to
 * judge).
 */
export function controlLineAttenuation(control: ControlLineSharpness): number {
  if (!Number.isFinite(control.peakKept) || steepEdged(control)) return 1;
  return Math.min(1, control.peakKept / SHARP_PEAK_KEPT);
}

/**
 * The blur loss of a faint line, the worse of two measures: the reading area's rim (any photo) and the
 * control line's own spread (`controlLineAttenuation`, when there is a control line). The rim saturates
 * beyond about 0.6 mm of Gaussian blur and misses motion along its sides; the control line sees every blur
 * across the lines, as the test lines do.
 */
export function lineBlurAttenuation(
  riseMm: number,
  lineWidthMm: number,
  control: ControlLineSharpness,
): number {
  return Math.min(blurAttenuation(riseMm, lineWidthMm), controlLineAttenuation(control));
}
