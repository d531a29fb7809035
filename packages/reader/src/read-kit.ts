import type { AnalyteReading, KitTemplate, QualityFlag, ReaderResult, TemplateRect } from '@portal/contract';
import { readDisplay } from './a1c/read-display';
import { readLines } from './cassette/read-lines';
import { pixelsPerMillimetre, viewingTiltDegrees } from './geometry/homography';
import { templatePoint } from './geometry/points';
import { rectify } from './image/rectify';
import { CHANNEL_OFFSET, type RgbaImage } from './image/rgba-image';
import { bodyCornersInImage, locateDevice } from './locate/locate-device';
import { blurAttenuation } from './quality/blur-attenuation';
import { edgeWidthMm, rimEdgeWidthMm } from './quality/edge-width';
import { regionLight } from './quality/region-light';
import { ALGORITHM_VERSION, THRESHOLDS } from './reader-thresholds';
import { readingAreaRect } from './template/reading-area';

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

const UNEVEN_LIGHT_MESSAGE =
  'The result window is unevenly lit (a shadow or a reflection across it), so a faint line could be missed. Find even, indirect light and retake the photo.';

const BLUR_HIDES_LINES_MESSAGE =
  'The photo is too blurred to rule out a faint line. Hold the camera still, let it focus and retake the photo.';

const MAX_WINDOW_RESOLUTION = 10;
/** Display digits are 8 mm wide: 6 samples per mm is plenty, and the display is large. */
const MAX_DISPLAY_RESOLUTION = 6;

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

function sharpnessReference(template: KitTemplate): TemplateRect {
  const printed = template.features.find((feature) => feature.shape === 'rect');
  return printed ? printed.rect : readingAreaRect(template);
}

/**
 * Reads a kit photo against its template. Pure and deterministic: the same pixels give the same result.
 * A photo that cannot be read reliably is refused with its quality reason, never guessed.
 */
export function readKit(image: RgbaImage, template: KitTemplate): ReaderResult {
  const metrics: Metrics = {};
  const location = locateDevice(image, template);
  if (!location.found) return refused(template, ['not-found'], metrics);
  metrics.matchScore = location.matchScore;
  metrics.rimSides = location.scores.rimSides ?? 0;
  if (!location.verified) return refused(template, ['unverified-match'], metrics);

  const flags: QualityFlag[] = [];
  const corners = bodyCornersInImage(location.homography, template);
  const outside = corners.some(
    (c) => c.x < -2 || c.y < -2 || c.x > image.width + 1 || c.y > image.height + 1,
  );
  if (outside || location.touchesBorder) flags.push('framing');
  const readingRect = readingAreaRect(template);
  const centre = templatePoint(readingRect.x + readingRect.width / 2, readingRect.y + readingRect.height / 2);
  const pixelsPerMm = pixelsPerMillimetre(location.homography, centre);
  metrics.pixelsPerMm = pixelsPerMm;
  if (pixelsPerMm < THRESHOLDS.minPixelsPerMm) flags.push('too-small');
  metrics.tiltDeg = viewingTiltDegrees(location.homography, centre);
  if (metrics.tiltDeg > THRESHOLDS.maxTiltDeg) flags.push('tilt');
  if (flags.length > 0) return refused(template, flags, metrics);

  // Sharpness where the result is: the reading area's rim; a printed mark only when the rim cannot be judged.
  const rimWidth = rimEdgeWidthMm(image, location.homography, readingRect);
  const edgeWidth = Number.isFinite(rimWidth)
    ? rimWidth
    : edgeWidthMm(image, location.homography, sharpnessReference(template));
  metrics.edgeWidthMm = edgeWidth;
  const maxEdgeWidth = Number.isFinite(rimWidth) ? THRESHOLDS.maxRimEdgeWidthMm : THRESHOLDS.maxEdgeWidthMm;
  if (!(edgeWidth <= maxEdgeWidth)) flags.push('blur');

  const maxResolution = template.kind === 'cassette' ? MAX_WINDOW_RESOLUTION : MAX_DISPLAY_RESOLUTION;
  const region = rectify(image, location.homography, readingRect, Math.min(maxResolution, pixelsPerMm));
  const channel = template.kind === 'cassette' ? CHANNEL_OFFSET[template.dye.channel] : 1;
  const light = regionLight(region, channel);
  metrics.windowLevel = light.level;
  metrics.glareFraction = light.glareFraction;
  metrics.clippedFraction = light.clippedFraction;
  if (light.level < THRESHOLDS.minMembraneLevel || light.level > THRESHOLDS.maxMembraneLevel)
    flags.push('exposure');
  else if (
    light.glareFraction > THRESHOLDS.maxGlareFraction ||
    light.clippedFraction > THRESHOLDS.maxGlareFraction
  )
    flags.push('glare');
  if (flags.length > 0) return refused(template, flags, metrics);

  if (template.kind === 'a1c-analyzer') {
    const display = readDisplay(template, region);
    metrics.segmentContrast = display.contrast;
    metrics.segmentMargin = display.margin;
    // A doubtful segment is a refusal, never a guess.
    if (!display.reading) return refused(template, ['display-unclear'], metrics);
    return read(template, metrics, { results: [], lines: [], a1c: display.reading });
  }

  const { lines, controlFound, negativeThreshold } = readLines(template, region);
  metrics.negativeThreshold = negativeThreshold;
  // The weakest line a NEGATIVE rests on, as it would be in a sharp photo: blur hides faint lines.
  const attenuation = blurAttenuation(edgeWidth, template.lineWidth);
  metrics.blurAttenuation = attenuation;
  if (controlFound && negativeThreshold > THRESHOLDS.maxNegativeThreshold) {
    // A negative that could have missed a clearly visible line would be a guess.
    return refused(template, ['exposure'], metrics, UNEVEN_LIGHT_MESSAGE);
  }
  if (controlFound && negativeThreshold / attenuation > THRESHOLDS.maxNegativeThreshold)
    return refused(template, ['blur'], metrics, BLUR_HIDES_LINES_MESSAGE);
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
