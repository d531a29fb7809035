/** Decision thresholds, set from the benchmark (see bench/RESULTS.md). Changing one is an algorithm change. */
export const ALGORITHM_VERSION = 'reader-1.0.0';

export const THRESHOLDS = {
  /** Below this normalised cross-correlation with the template, the match is not trusted. */
  minMatchScore: 0.6,
  /** Window sampling below this many pixels per mm cannot resolve a 1 mm line reliably. */
  minPixelsPerMm: 4,
  /** 20-80% edge rise of printed marks, in mm; wider is too blurred to judge faint lines. */
  maxEdgeWidthMm: 0.8,
  /** Fraction of window pixels far brighter than the membrane (specular glare). */
  maxGlareFraction: 0.004,
  /** Membrane brightness (0..255) in the measuring channel outside which exposure is refused. */
  minMembraneLevel: 35,
  maxMembraneLevel: 245,
  /** Absorbance of the control line below which it is called absent (about 4% brightness drop). */
  controlMinScore: 0.04,
  /** Test line absorbance threshold (0.01 is about a 1% brightness drop) and signal-to-noise floor. */
  testMinScore: 0.01,
  testMinSnr: 4.5,
  /** Correlated noise (blur, JPEG) makes neighbouring rows alike: inflate the white-noise estimate. */
  noiseInflation: 2,
  /** Seven-segment decisions relative to the strongest segment's contrast. */
  segmentOnFraction: 0.5,
  segmentOffFraction: 0.36,
  minSegmentContrast: 0.25,
} as const;
