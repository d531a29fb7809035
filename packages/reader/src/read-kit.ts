import type { AnalyteReading, KitTemplate, QualityFlag, ReaderResult, TemplateRect } from '@portal/contract';
import { A1C_THRESHOLDS } from './a1c/a1c-thresholds';
import { readDisplay } from './a1c/read-display';
import { findByDisplay } from './a1c/display-first';
import { bodyHypotheses } from './a1c/verify-display';
import { readLines } from './cassette/read-lines';
import { EVIDENCE_MESSAGES, evidenceRefusal } from './cassette/verdict-evidence';
import { rectifyWindow } from './cassette/window-alignment';
import { pixelsPerMillimetre, viewingTiltDegrees, type Homography } from './geometry/homography';
import { templatePoint } from './geometry/points';
import { rectify } from './image/rectify';
import { CHANNEL_OFFSET, type RgbaImage } from './image/rgba-image';
import type { DeviceLocation } from './locate/device-location';
import { locateDevice } from './locate/locate-device';
import { placedByOutline } from './locate/outline-placement';
import { controlLineSharp, lineBlurAttenuation } from './quality/blur-attenuation';
import { edgeWidthMm, rimEdgeWidthMm } from './quality/edge-width';
import { cornersOutsidePhoto, framingCorners } from './quality/framing';
import { regionLight, type RegionLight } from './quality/region-light';
import { ALGORITHM_VERSION, THRESHOLDS } from './reader-thresholds';
import { MAX_DISPLAY_RESOLUTION, readingAreaRect, WINDOW_RESOLUTION } from './template/reading-area';

const REFUSAL_MESSAGES: Record<QualityFlag, string> = {
  'not-found': 'The test could not be found in the photo. Place it inside the frame on a plain surface.',
  'unverified-match': 'The photo does not look like this test. Check that the right test is in the frame.',
  'too-small': 'The test is too small in the photo. Move the camera closer.',
  framing: 'Part of the test is outside the photo. Fit the whole test inside the frame.',
  blur: 'The photo is blurred. Hold the camera still and let it focus.',
  glare: 'Light is reflecting off the result window. Tilt the test or move away from direct light.',
  exposure: 'The photo is too dark or too bright. Find even, indirect light.',
  tilt: 'The test is photographed at too steep an angle. Hold the camera straight above it.',
  'display-unclear':
    'The display could not be read with certainty. Retake the photo straight on, without reflections on the screen.',
};

/** Every English refusal text readKit can give; the server's message catalogue translates each one. */
export const READER_REFUSAL_MESSAGES: readonly string[] = [
  ...Object.values(REFUSAL_MESSAGES),
  ...EVIDENCE_MESSAGES,
];

type Metrics = Record<string, number>;

function refused(
  template: KitTemplate,
  flags: QualityFlag[],
  metrics: Metrics,
  message?: string,
): ReaderResult {
  return {
    algorithmVersion: ALGORITHM_VERSION,
    templateId: template.id,
    status: 'refused',
    refusal: { flags, message: message ?? REFUSAL_MESSAGES[flags[0] ?? 'not-found'] },
    quality: { flags, metrics },
    results: [],
    lines: [],
    a1c: null,
  };
}

function read(
  template: KitTemplate,
  metrics: Metrics,
  reading: Pick<ReaderResult, 'results' | 'lines' | 'a1c'>,
): ReaderResult {
  return {
    algorithmVersion: ALGORITHM_VERSION,
    templateId: template.id,
    status: 'read',
    refusal: null,
    quality: { flags: [], metrics },
    ...reading,
  };
}

/**
 * Glare that harms the reading: on a cassette, a highlight that changes the line profile (a share of some
 * millimetre of rows the trimmed mean cannot discard), not a few clipped pixels on a bright membrane. On
 * an LCD it is judged per segment part by readDisplay (a highlight that could hide a segment), not by the
 * share of clipped pixels: an evenly overexposed display keeps its segments' contrast (tune-hard: 6 good
 * photos with 4-29% of the display clipped, lit segments at 0.68-0.80, every one read exactly; one tune-hard
 * glare photo with 3.5% clipped now reads its value, a highlight dimming one segment part to 0.81 of the rest).
 */
function glaring(template: KitTemplate, light: RegionLight): boolean {
  return template.kind === 'cassette' && light.glareRowFraction > THRESHOLDS.maxGlareRowFraction;
}

function sharpnessReference(template: KitTemplate): TemplateRect {
  const printed = template.features.find((feature) => feature.shape === 'rect');
  return printed ? printed.rect : readingAreaRect(template);
}

/**
 * The match's homography once verified by the template's printed appearance. An analyzer whose body was
 * not found or not verified (another label or bezel, a body on a surface of its own colour) is found by
 * its display: LCD-shaped rectangles in the photo, and the body outline's own hypotheses, must all read
 * the same value (see findByDisplay).
 */
function verifiedHomography(
  image: RgbaImage,
  template: KitTemplate,
  location: DeviceLocation,
  metrics: Metrics,
): Homography | null {
  if (location.found && location.verified) return location.homography;
  if (template.kind !== 'a1c-analyzer') return null;
  const outline = location.found ? bodyHypotheses(location.homography, template) : [];
  const check = findByDisplay(image, template, MAX_DISPLAY_RESOLUTION, outline);
  metrics.displayGeometryMargin = check.margin;
  return check.homography;
}

/**
 * An analyzer's refusals that may come from a rim verified on another rectangle: its display does not
 * read there, or the placement is seen steeper than the reader reads, smaller than it reads, or cut by
 * the photo's edge (a sheet of paper's rim, tune-hard good-960 and 1287). The display found by itself is
 * held to every gate again (a device truly tilted, small or cut is refused for it again).
 */
const PLACEMENT_DOUBTED_BY: readonly QualityFlag[] = ['display-unclear', 'tilt', 'too-small', 'framing'];

/**
 * Reads a kit photo against its template. Pure and deterministic: the same pixels give the same result.
 * A photo that cannot be read reliably is refused with its quality reason, never guessed. `location`:
 * the device as already located in this photo (by a read of a smaller copy of it).
 */
export function readKit(
  image: RgbaImage,
  template: KitTemplate,
  options: { readonly location?: DeviceLocation } = {},
): ReaderResult {
  const metrics: Metrics = {};
  const location = options.location ?? locateDevice(image, template);
  if (location.found) {
    metrics.matchScore = location.matchScore;
    metrics.rimSides = location.scores.rimSides ?? 0;
  } else if (template.kind !== 'a1c-analyzer') return refused(template, ['not-found'], metrics);
  // A cassette whose window shows no rim, placed by its body's outline: read only if its control line shows.
  if (location.found && placedByOutline(image, template, location)) {
    metrics.placedByOutline = 1;
    return readAt(image, template, location.homography, metrics, {
      placedByBody: true,
      touchesBorder: location.touchesBorder,
      appearanceAgrees: true,
      controlRequired: true,
    });
  }
  const homography = verifiedHomography(image, template, location, metrics);
  if (!homography) return refused(template, [location.found ? 'unverified-match' : 'not-found'], metrics);
  const bodyVerified = location.found && location.verified;
  const result = readAt(image, template, homography, metrics, {
    placedByBody: bodyVerified,
    touchesBorder: bodyVerified && location.touchesBorder,
    appearanceAgrees: location.found && location.matchScore >= THRESHOLDS.minMatchScore,
    sharpOnly: verifiedByLetters(location),
  });
  const flag = result.refusal?.flags[0];
  if (!bodyVerified) return result;
  if (template.kind === 'cassette')
    return flag === 'unverified-match'
      ? (readWhereWindowEndsShow(image, template, metrics) ?? result)
      : result;
  const steep = (result.quality.metrics.tiltDeg ?? 0) > THRESHOLDS.maxTrustedAnalyzerTiltDeg;
  if (!steep && !(flag && PLACEMENT_DOUBTED_BY.includes(flag))) return result;
  // A rim verified where the display does not read, or seen steeper, smaller or more cut than any read,
  // may be another rectangle's (tune-hard: 4 bodies placed 9-53 mm off, display unclear; 2 placed 80-85 mm
  // off, tilt 41-42 degrees; 9 placed 78-250 mm off, too small or cut): the display is then looked for by
  // itself, as for a body that was not verified. A placement seen steeper than the trusted tilt is
  // doubted whatever it gave (at the 45-degree gate, good-379's, 85 mm off at 42, was refused for blur).
  const check = findByDisplay(image, template, MAX_DISPLAY_RESOLUTION, bodyHypotheses(homography, template));
  if (!check.homography) return result;
  return readAt(
    image,
    template,
    check.homography,
    { ...metrics, displayGeometryMargin: check.margin },
    { placedByBody: false, touchesBorder: false, appearanceAgrees: false },
  );
}

/**
 * A cassette whose verified rim showed no control line, with neither its window's ends nor its appearance
 * to confirm the place (evidenceRefusal's unverified-match), may have been placed off along its strip: it
 * is looked for again, a placement final only where its window's ends show (tune-hard combo good-49: its
 * first ring verified 3 mm off, the rim's end side on the control line). Taken only if it then reads.
 */
function readWhereWindowEndsShow(
  image: RgbaImage,
  template: KitTemplate,
  metrics: Metrics,
): ReaderResult | undefined {
  const location = locateDevice(image, template, { windowEndsRequired: true });
  if (!location.found || !location.verified) return undefined;
  const result = readAt(
    image,
    template,
    location.homography,
    { ...metrics, matchScore: location.matchScore, rimSides: location.scores.rimSides ?? 0 },
    {
      placedByBody: true,
      touchesBorder: location.touchesBorder,
      appearanceAgrees: location.matchScore >= THRESHOLDS.minMatchScore,
      sharpOnly: verifiedByLetters(location),
    },
  );
  return result.status === 'read' ? result : undefined;
}

type Placement = {
  /** The homography was fitted to the body's verified outline; otherwise to an analyzer's display alone. */
  readonly placedByBody: boolean;
  /** The body's own outline, verified, touches the photo's edge. */
  readonly touchesBorder: boolean;
  /** The body's printed appearance matches the template's. */
  readonly appearanceAgrees: boolean;
  /** Placed by the body's outline alone (placedByOutline): read only where the control line shows. */
  readonly controlRequired?: boolean;
  /**
   * Verified under the letters' rule (verifiedByLetters): read only where its control line (without one,
   * the rim) shows no blur across the lines.
   */
  readonly sharpOnly?: boolean;
};

/**
 * The rim verified only under the rule that lets letters beside the window pass (rimRuleFor): that rule
 * also passes a rim smeared by motion, whose edge the letters' bolder print outweighs (tune-hard combo
 * motion-50003, 1.19 mm of motion, placed so by its label and sample well at 1.37.0, read NNN with a 1.1% B
 * line; since 1.42.0 its placement, moved onto those features' edges, verifies under the ordinary rule).
 */
function verifiedByLetters(location: DeviceLocation): boolean {
  return location.found && location.verified && location.scores.rimByLetters === 1;
}

/** Reads the kit where `homography` puts it, behind the quality gates. */
function readAt(
  image: RgbaImage,
  template: KitTemplate,
  homography: Homography,
  found: Metrics,
  { placedByBody, touchesBorder, appearanceAgrees, controlRequired = false, sharpOnly = false }: Placement,
): ReaderResult {
  const metrics: Metrics = { ...found };
  if (sharpOnly) metrics.rimByLetters = 1;
  const flags: QualityFlag[] = [];
  // Framing is the body's, however it was found: a body cut by the photo's edge is refused (the outline's
  // blob touching the border counts only when that outline was verified: found by its display, it may
  // be the table's).
  const corners = framingCorners(homography, template, !placedByBody);
  if (touchesBorder || cornersOutsidePhoto(image, corners)) flags.push('framing');
  const readingRect = readingAreaRect(template);
  const centre = templatePoint(readingRect.x + readingRect.width / 2, readingRect.y + readingRect.height / 2);
  const pixelsPerMm = pixelsPerMillimetre(homography, centre);
  metrics.pixelsPerMm = pixelsPerMm;
  if (pixelsPerMm < THRESHOLDS.minPixelsPerMm) flags.push('too-small');
  metrics.tiltDeg = viewingTiltDegrees(homography, centre);
  if (metrics.tiltDeg > THRESHOLDS.maxTiltDeg) flags.push('tilt');
  if (flags.length > 0) return refused(template, flags, metrics);

  // Sharpness where the result is: the reading area's rim; a printed mark only when the rim cannot be judged.
  const rimWidth = rimEdgeWidthMm(image, homography, readingRect);
  const edgeWidth = Number.isFinite(rimWidth)
    ? rimWidth
    : edgeWidthMm(image, homography, sharpnessReference(template));
  metrics.edgeWidthMm = edgeWidth;
  const maxEdgeWidth = Number.isFinite(rimWidth) ? THRESHOLDS.maxRimEdgeWidthMm : THRESHOLDS.maxEdgeWidthMm;
  // A display is judged by its own segments instead (below): 2-3 mm segments outlast a blur that would
  // hide a 1 mm line, and a blur that harms them leaves a part doubtful.
  const blurred = !(edgeWidth <= maxEdgeWidth);
  if (blurred && template.kind === 'cassette') flags.push('blur');

  // A cassette's window is read where its rim shows it (a homography off along the strip misplaces the lines).
  const { region, endsFound } =
    template.kind === 'cassette'
      ? rectifyWindow(image, homography, readingRect, WINDOW_RESOLUTION)
      : {
          region: rectify(image, homography, readingRect, Math.min(MAX_DISPLAY_RESOLUTION, pixelsPerMm)),
          endsFound: false,
        };
  const channel = template.kind === 'cassette' ? CHANNEL_OFFSET[template.dye.channel] : 1;
  const light = regionLight(region, channel);
  metrics.windowLevel = light.level;
  metrics.glareFraction = light.glareFraction;
  metrics.clippedFraction = light.clippedFraction;
  metrics.glareRowFraction = light.glareRowFraction;
  const overexposed = light.level > THRESHOLDS.maxMembraneLevel;
  // A display too is judged by its own segments when it is lit to clipping (below): its dark segments
  // keep their contrast against a clipped LCD, and a light that washes them out leaves a part doubtful.
  if (light.level < THRESHOLDS.minMembraneLevel || (overexposed && template.kind === 'cassette'))
    flags.push('exposure');
  else if (glaring(template, light)) flags.push('glare');
  // A cassette blurred by its rim alone: the control line's own sharpness decides (below). The rise from
  // the rim into the window also takes in a shadow's edge across it, or the rim's own bevel.
  const rimAloneBlurred = template.kind === 'cassette' && flags.length === 1 && flags[0] === 'blur';
  if (flags.length > 0 && !rimAloneBlurred) return refused(template, flags, metrics);

  if (template.kind === 'a1c-analyzer') {
    const display = readDisplay(template, region);
    metrics.segmentContrast = display.contrast;
    metrics.segmentMargin = display.margin;
    if (display.strayInk !== undefined) metrics.strayInkMm2 = display.strayInk;
    // A doubtful segment is a refusal, never a guess.
    const fault = blurred ? 'blur' : overexposed ? 'exposure' : undefined;
    if (!display.reading)
      return refused(template, [fault ?? (display.glare ? 'glare' : 'display-unclear')], metrics);
    // Blurred or lit to clipping, a display is read only with every part as clear as the display-first
    // check asks: its digits' parts clear of the undecided band by the margin, the decimal point and %
    // sign decided (a blur takes more of a small mark's contrast than of a segment's; a mark read wrongly
    // leaves no value the grammar allows). Blurred (tune-hard): 3 good photos refused by their rim, at
    // 1.4-2.8 mm, read exactly; so did every blurred fault photo read. Lit to clipping: tune-hard good-444
    // (LCD 251) reads its truth, and the main renderer's overexposed photos read only their own values.
    metrics.digitMargin = display.digitMargin;
    if (fault && display.digitMargin < A1C_THRESHOLDS.minGeometryMargin)
      return refused(template, [fault], metrics);
    return read(template, metrics, { results: [], lines: [], a1c: display.reading });
  }

  const {
    lines,
    controlFound,
    negativeThreshold,
    controlThreshold,
    controlNoise,
    controlSharpness,
    controlSpread,
    absentPlaceHighlight,
    absentPlaceMark,
  } = readLines(template, region);
  metrics.controlPeakKept = controlSharpness.peakKept;
  metrics.controlRiseMm = controlSharpness.riseMm;
  if (!controlFound) metrics.controlSpread = controlSpread;
  metrics.absentPlaceHighlight = absentPlaceHighlight;
  metrics.absentPlaceMark = absentPlaceMark;
  metrics.negativeThreshold = negativeThreshold;
  metrics.controlThreshold = controlThreshold;
  if (controlRequired && !controlFound) return refused(template, ['unverified-match'], metrics);
  if (rimAloneBlurred && !(controlFound && controlLineSharp(controlSharpness)))
    return refused(template, ['blur'], metrics);
  // The weakest line a verdict rests on, as it would be in a sharp photo: blur hides faint lines. Where
  // the rim's rise is not the lines' blur (a sharp control line despite it), the control line's alone.
  const rimRise = rimAloneBlurred ? Number.NaN : edgeWidth;
  const attenuation = lineBlurAttenuation(rimRise, template.lineWidth, controlSharpness);
  metrics.blurAttenuation = attenuation;
  // A placement verified under the letters' rule is read only where nothing shows blur across the lines:
  // the control line's own sharpness where it shows (motion along the lines smears the rim, not them),
  // else the rim's rise.
  if (sharpOnly && (controlFound ? !controlLineSharp(controlSharpness) : attenuation < 1))
    return refused(template, ['blur'], metrics);
  const unsupported = evidenceRefusal({
    controlFound,
    negativeThreshold,
    controlThreshold,
    controlNoise,
    controlSharpness,
    blurAttenuation: attenuation,
    windowLevel: light.level,
    controlSpread,
    lineWidthMm: template.lineWidth,
    pixelsPerMm,
    appearanceAgrees,
    windowEndsFound: endsFound,
    glareRowFraction: light.glareRowFraction,
    absentPlaceHighlight,
    absentPlaceMark,
  });
  if (unsupported) return refused(template, [unsupported.flag], metrics, unsupported.message);
  const results: AnalyteReading[] = [];
  for (const line of template.lines) {
    if (line.role !== 'test' || !line.analyte) continue;
    const measured = lines.find((m) => m.name === line.name);
    results.push({
      analyte: line.analyte,
      ...(line.loinc ? { loinc: line.loinc } : {}),
      result: !controlFound ? 'INVALID' : measured?.detected ? 'POSITIVE' : 'NEGATIVE',
    });
  }
  return read(template, metrics, { results, lines, a1c: null });
}
