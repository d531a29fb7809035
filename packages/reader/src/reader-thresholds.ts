/** Decision thresholds, set from the benchmark (see bench/RESULTS.md). Changing one is an algorithm change. */
export const ALGORITHM_VERSION = 'reader-1.45.0';

export const THRESHOLDS = {
  /** Below this normalised cross-correlation with the template, the match is not trusted. */
  minMatchScore: 0.6,
  /** Window sampling below this many pixels per mm cannot resolve a 1 mm line reliably. */
  minPixelsPerMm: 4,
  /**
   * Steepest viewing angle read (the foreshortening at the reading area, off-axis view included). Tilt
   * curve (bench/tilt-curve.ts, bench/RESULTS.md 1.38.0): no wrong verdict or A1C value among 361 tune
   * photos measured at 40-55 degrees, 2-4% lines found 91% there and 94% under 40; past 45 the locator's
   * verification fails on a fifth to two fifths of them, so 45 keeps a margin there. Seen off the frame's
   * centre, the browser renderer's 31-32 degree poses measure up to 43.
   */
  maxTiltDeg: 45,
  /**
   * An analyzer's verified body placement seen steeper than this gives way to its display found by itself
   * (where found), whatever it gave: on tune-hard, rims verified on other rectangles 80-85 mm off were
   * seen at 41-42 degrees (the tilt gate's 40 refused them until 1.38.0).
   */
  maxTrustedAnalyzerTiltDeg: 40,
  /** 20-80% edge rise of printed marks, in mm; wider is too blurred to judge faint lines. */
  maxEdgeWidthMm: 0.8,
  /**
   * 20-80% rise at the reading area's rim, in mm. 0.65 mm is a Gaussian blur of about 0.39 mm, which takes
   * about 20% off the peak of a 1 mm line. Fixtures: good photos 0.30-0.53, blurred 0.70-1.55.
   */
  maxRimEdgeWidthMm: 0.65,
  /**
   * Blur measured on the lines themselves: below this share of its sharp peak (the control line's width
   * over its effective width, against the sharp photos'), a line is too blurred to read. The rim misses
   * motion along its sides and saturates past its own width. Tune sweeps (cassettes read): 0.65-0.74 at
   * defocus 0.63-0.72 mm and motion 1.2-1.7 mm, two of the four missing 2.2-2.8% lines; 0.81 and above
   * read right; good tune photos 0.88 and above. At the rim gate's 0.65 mm the rim itself gives 0.86.
   */
  minBlurAttenuation: 0.8,
  /**
   * Cassette glare: the largest share of glare or clipped pixels in any 1 mm of the profile's rows. The
   * profile's 20%-trimmed mean discards up to 20% of bright outliers; 0.15 leaves room for the halo.
   * Tune highlight sweep: the photos refused for glare measure 0.22-1.0, the good ones read 0-0.06; two
   * tune-hard good photos (a clean membrane at 243, 3% of it clipped) measured 0.124 and 0.126 and were
   * refused at the earlier 0.1 (one now reads right, the other is refused as too noisy).
   */
  maxGlareRowFraction: 0.15,
  /**
   * Membrane brightness (0..255) in the measuring channel outside which exposure is refused. At 60 a line
   * at the 2% limit of detection still moves the pixels by 1.2 levels; darker, 8-bit steps and JPEG hide
   * it (good fixtures reach down to 71; the evaluation renderer's dark photos measure 25-44). At the top,
   * a clean membrane at 245-249 with nothing clipped still shows a 2% line as 5 levels: three tune-hard
   * good photos there (membrane and LCD) read right once 245 was raised to 250; clipping is the glare
   * gate's (the share of clipped pixels per millimetre of the profile).
   */
  minMembraneLevel: 60,
  maxMembraneLevel: 250,
  /** Absorbance of the control line below which it is called absent (about 4% brightness drop). */
  controlMinScore: 0.04,
  /**
   * A test line is positive when its score (absorbance; 0.007 is about a 0.7% brightness drop) reaches
   * both the floor and testMinSnr times the noise: the window's line-free stretches', floored by the
   * white-noise model and by the halves' (halvesNoiseFactor), the score sought within 0.2 mm of the line's
   * place (readLines). Tune-hard good photos (seeds 0-499 per cassette, 886 absent lines read): no absent
   * line is called present at 3.25 or above, one is at 3.0 (covid-ag); 3.5 keeps half a spread of margin,
   * and refuses 21 good photos where 4 with a 0.25 mm search (reader-1.28.0) refused 26. At 4 without the
   * halves' floor one absent line was called present (combo good-94 S), as at 4.01 in the 1.22.0 study.
   * The floor is 0.007 (1.44.0; 0.006 before): light quantised to 8 bits leaves plateaus one step high and
   * a millimetre or so wide, 0.0054 of absorbance on a membrane at 185, and with the grain on them two
   * reached 0.0063 at T's place (browser renderer held-out covid-ag good-8118 and 12078, read POSITIVE with
   * no line). The tuning sets lose lines of 0.5-1.24% to it (eval tune-hard 7 of 589, browser-look5 4 of 294).
   */
  testMinScore: 0.007,
  testMinSnr: 3.5,
  /** The white-noise model (row differences) underestimates correlated noise; it only floors the measured one. */
  whiteNoiseFactor: 1.5,
  /**
   * The share of the halves' noise (halvesScoreNoise) that floors the measured one. The halves' estimate
   * is measured over every row, so it holds where the few line-free millimetres measure the grain of a
   * small, resampled window too low (the photos it raises are at 4.5-7.5 px/mm). Tune-hard: 0.6 and 0.7
   * read alike; 1.0 (in a scratch version whose halves overlapped by a tenth of the width) refused 6 more
   * good photos and found fewer 1-2% lines.
   */
  halvesNoiseFactor: 0.7,
  /** Fewer line-free positions than this per mm of rows: the background is not measured, the floor is raised. */
  minBackgroundPositions: 1.5,
  noBackgroundFactor: 2.5,
  /**
   * A photo whose noise would hide a test line of this score (about a 2.4% brightness drop) is refused
   * rather than called negative: a strong shadow or a noisy, small window (about 2% of good photos).
   */
  maxNegativeThreshold: 0.02,
  /**
   * INVALID needs evidence too: a control line this strong (absorbance; about a 10% brightness drop, the
   * faintest control of a working test) must have been able to reach the control threshold in this photo.
   */
  faintestControlScore: 0.1,
  /**
   * INVALID needs the control's place empty at every spread: a line there of any width (spreadLineScore)
   * reaching this share of what the faintest control gives is a control smeared by blur, not an absent one.
   * Tune split: absent controls 0.010 at most on photos read (a dark one), faint controls (10-12%) at
   * least 0.031, that is 0.74 of the model's 0.042; smeared by 1.8-2.3 mm of motion 0.034-0.040.
   */
  maxAbsentControlSpreadShare: 0.5,
  /**
   * A profile bend beyond this many background spreads is a shadow edge, and so is one whose bendFactorMm
   * share alone would reach the line's threshold; bendFactorMm of it comes off the score.
   */
  bendSignificance: 3.5,
  bendFactorMm: 0.5,
} as const;
