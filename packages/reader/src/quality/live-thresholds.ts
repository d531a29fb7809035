/** The live check's own limits: readKit's gates as a preview frame can judge them (see live-gates). */
export const LIVE_THRESHOLDS = {
  /** Cassettes: pixels per mm at the window in the captured photo (provisional). */
  minCassettePixelsPerMm: 8,
  tiltMarginDeg: 2,
  /** The preview's own 20-80% rise, px (provisional). */
  previewRisePx: 1.2,
  blurMarginMm: 0,
  minWindowLevel: 60,
  maxWindowLevel: 245,
  maxGlareRowFraction: 0.1,
  maxGlareFraction: 0.004,
} as const;
