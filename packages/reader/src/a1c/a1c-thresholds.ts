/**
 * Decision constants of the A1C display reader, set from the benchmark (see bench/RESULTS.md).
 * Changing one is an algorithm change. Contrast is 1 - part luminance / local LCD background luminance,
 * expressed as a fraction of the display's lit-segment contrast. Measured on 1041 good photos (2-12 MP):
 * the weakest lit part reached 0.90 of it, the strongest unlit part 0.13.
 */
export const A1C_THRESHOLDS = {
  /** A segment part is lit at or above this fraction of the display's lit-segment contrast. */
  segmentOnFraction: 0.75,
  /** A segment part is unlit at or below this fraction; between the two fractions it is a doubt (refusal). */
  segmentOffFraction: 0.25,
  /** A display whose lit segments reach less than this contrast is too faint to read (good photos: >= 0.6). */
  minSegmentContrast: 0.25,
  /** Largest error (mm) of the located display that the whole-display alignment search corrects (seen: 0.9). */
  alignRangeMm: 1.2,
  /** Largest further shift (mm) of one digit cell or the % sign relative to the whole display. */
  cellRangeMm: 0.4,
  /**
   * An analyzer whose printed appearance does not match (another label, brand or bezel) is accepted only
   * when its display reads with every segment part of its digits at least this far (fraction of the lit
   * contrast) outside the undecided band, the decimal point and % sign decided (see DisplayRead's
   * digitMargin). Good photos: weakest lit part 0.90 (0.15 clear), strongest unlit 0.13 (0.12 clear).
   */
  minGeometryMargin: 0.1,
  /**
   * Glare is judged per segment part: where a highlight leaves a lit segment less than this fraction of
   * the lit contrast (LCD level / light there; a clipped part 0) the photo is refused. At 0.25 a lit part
   * would read as unlit; 0.5 keeps a margin, and a part between 0.5 and 0.75 that is lit is a doubt anyway.
   */
  minLitVisibility: 0.5,
  /**
   * Dark ink (at least half the lit contrast) on the LCD away from every segment, the decimal point and
   * the % sign, in mm²: the display is misplaced or turned (a half-turned 6.8 puts its ink off the
   * segment places). Good photos: under 1 mm² (JPEG noise, the LCD's edge at the border).
   */
  maxStrayInkMm2: 3,
} as const;
