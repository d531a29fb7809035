import { THRESHOLDS } from '../reader-thresholds';

/**
 * The live check's own limits: readKit's gates as a 640 x 480 preview can judge them (see live-gates).
 * Measured on the evaluation renderer's tune split and tune sweeps (each photo's preview against the full
 * read of the photo).
 */
export const LIVE_THRESHOLDS = {
  /**
   * Cassettes: pixels per mm at the window in the captured photo. Below about 6 the full read's evidence
   * rule refuses many as too far (tune: 4 of 11 good photos at 5.7-6.0 px/mm; none above 6.0 of 20); 8
   * leaves room for noisier photos. Analyzers keep readKit's minimum.
   */
  minCassettePixelsPerMm: 8,
  /** The preview's homography puts the tilt within about 1 degree of the photo's (a few up to 10). */
  tiltMarginDeg: 2,
  /**
   * The preview's pixels add a 20-80% rise of their own, about this many preview pixels (in quadrature),
   * which is taken off the rim's measure before readKit's limit is applied, with a margin: tune and
   * sweeps, every photo the full read refused as blurred measures over 0.55 mm so; sharp ones mostly
   * under 0.5 (a few good analyzer photos at 1.3-1.8 preview px/mm up to 0.58).
   */
  previewRisePx: 0.5,
  blurMarginMm: 0.1,
  /**
   * readKit's window exposure limits; a cassette's window under 100 (the evidence rule's "too dark"
   * level: there noise that hides a faint line is put down to darkness) is held back too: the full read
   * refuses some of those as too dark, and the preview cannot measure the noise.
   */
  minWindowLevel: THRESHOLDS.minMembraneLevel,
  minCassetteWindowLevel: 100,
  maxWindowLevel: THRESHOLDS.maxMembraneLevel,
  maxGlareRowFraction: THRESHOLDS.maxGlareRowFraction,
  /**
   * Cassettes: the preview's own grain holds a test line on its window to a threshold of about this
   * over the preview's pixels per mm (absorbance x px/mm), whatever the light; what the threshold holds
   * beyond it is the light's (windowUnevenness). Tune-hard covid-ag and combo good photos the live check
   * passes and the full read reads: threshold x preview px/mm up to 0.11; those it refuses as unevenly
   * lit (a shadow's edge across the window): 0.15-0.28.
   */
  previewGrainThreshold: 0.1,
  /**
   * Cassettes: the control line's spread is judged on the preview (live-line-blur) from this many preview
   * pixels per mm at the window. Fewer, the preview's own pixels take a sharp 1 mm line's peak down as far
   * as the full read's limit allows a blurred one (tune-hard good photos the full read reads and the live
   * check passes: peak kept at least 0.61 at 1-2 preview px/mm, 0.75 at 2-2.5, 0.8 from 2.5).
   */
  minLineBlurPreviewPixelsPerMm: 2,
  /**
   * The light's threshold may reach this times the full read's limit for a NEGATIVE: from frame to frame
   * of a still scene the coarse preview's measure moves (tune-hard good photos the full read reads: up to
   * 1.06 times it in a followed frame, 0.46 at the first; those it refuses as unevenly lit, 1.4-3.7).
   */
  unevenLightMargin: 1.25,
  /**
   * Analyzers: near-white or clipped pixels over 0.4% of the display. The full read judges glare per
   * segment part, which the preview's 1-3 px/mm cannot resolve; any spot on the display is a hint to tilt.
   */
  maxGlareFraction: 0.004,
} as const;
