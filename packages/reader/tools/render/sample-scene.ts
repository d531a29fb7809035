import type { KitTemplate } from '@portal/contract';
import { projectToImage } from '../../src/geometry/homography';
import { templatePoint } from '../../src/geometry/points';
import { readingAreaRect } from '../../src/template/reading-area';
import { poseHomography } from './pose';
import { createRandom, type Random } from './random';
import type { BackgroundKind, GlareSpot, SceneCategory, SceneSpec } from './scene-spec';

export type SampleOptions = {
  /** Image size in megapixels; sampled from 2..12 when not given. */
  megapixels?: number;
};

const BACKGROUNDS: readonly BackgroundKind[] = ['wood', 'fabric', 'dark', 'grey-table', 'green-mat'];

/** Line strength: half faint (dense near the limit of detection), half clearly visible. */
function sampleLineDrop(random: Random): number {
  return random.chance(0.6) ? random.uniform(0.003, 0.04) : random.logUniform(0.04, 0.5);
}

function sampleLines(random: Random, template: KitTemplate): Record<string, number> {
  const drops: Record<string, number> = {};
  if (template.kind !== 'cassette') return drops;
  const invalid = random.chance(0.1);
  for (const line of template.lines) {
    if (line.role === 'control') drops[line.name] = invalid ? 0 : random.uniform(0.12, 0.6);
    else drops[line.name] = random.chance(0.5) ? 0 : sampleLineDrop(random);
  }
  return drops;
}

function sampleDisplay(random: Random, template: KitTemplate): SceneSpec['display'] {
  if (template.kind !== 'a1c-analyzer') return null;
  if (random.chance(0.12)) {
    const error = random.pick(template.errorCodes);
    return { cells: error.display, decimalPoint: false, percentSign: false };
  }
  const { min, max } = template.reportableRange;
  const tenths = random.int(Math.round(min * 10), Math.round(max * 10));
  const digits = String(tenths).padStart(template.display.digitCells.length, ' ');
  return { cells: digits, decimalPoint: true, percentSign: true };
}

function readingAreaCentre(template: KitTemplate): { x: number; y: number } {
  const rect = readingAreaRect(template);
  return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
}

/** Deterministic scene for a seed: the same seed, template and category always give the same photo. */
export function sampleScene(
  seed: number,
  template: KitTemplate,
  category: SceneCategory,
  options: SampleOptions = {},
): SceneSpec {
  const random = createRandom(seed * 7919 + 17);
  const megapixels = options.megapixels ?? random.uniform(2, 12);
  const height = Math.round(Math.sqrt((megapixels * 1e6 * 3) / 4));
  const width = Math.round((height * 4) / 3);
  const longSideMm = Math.max(template.body.width, template.body.height);

  // The device's long side fills 40-80% of the short image side, but never below 5.5 px/mm.
  const fitPixelsPerMm = (0.8 * height) / longSideMm;
  let pixelsPerMm = Math.max(5.5, random.uniform(0.4, 0.8) * fitPixelsPerMm);
  if (category === 'too-small') pixelsPerMm = random.uniform(1.6, 2.8);
  const rotationDeg = random.pick([0, 90, 180, 270]) + random.uniform(-20, 20);
  let tiltXDeg = random.uniform(-20, 20);
  let tiltYDeg = random.uniform(-20, 20);
  if (category === 'tilt') {
    // Steeper than the reader's 45-degree gate, with room for the measure reading a few degrees under the
    // pose (the display's was 3 under at 45): 50-65 degrees in any direction.
    const steepness = random.uniform(50, 65);
    const direction = random.uniform(0, 2 * Math.PI);
    tiltXDeg = steepness * Math.cos(direction);
    tiltYDeg = steepness * Math.sin(direction);
  }
  let centreX = width / 2 + random.uniform(-0.08, 0.08) * width;
  let centreY = height / 2 + random.uniform(-0.06, 0.06) * height;
  if (category === 'framing') {
    // Push the device over one image edge so that 25-45% of its extent lies outside.
    const theta = (rotationDeg * Math.PI) / 180;
    const { width: w, height: h } = template.body;
    const halfX = 0.5 * pixelsPerMm * (w * Math.abs(Math.cos(theta)) + h * Math.abs(Math.sin(theta)));
    const halfY = 0.5 * pixelsPerMm * (w * Math.abs(Math.sin(theta)) + h * Math.abs(Math.cos(theta)));
    const overhang = random.uniform(0.25, 0.45);
    const side = random.int(0, 3);
    if (side === 0) centreX = halfX * (1 - 2 * overhang);
    if (side === 1) centreX = width - halfX * (1 - 2 * overhang);
    if (side === 2) centreY = halfY * (1 - 2 * overhang);
    if (side === 3) centreY = height - halfY * (1 - 2 * overhang);
  }

  const membraneLevel =
    category === 'dark'
      ? random.uniform(12, 30)
      : category === 'overexposed'
        ? random.uniform(330, 480)
        : random.uniform(140, 205);
  const warm = random.uniform(-0.12, 0.12);
  const whiteBalance: [number, number, number] = [1 + warm, 1, 1 - warm];
  const maxGain = Math.max(...whiteBalance);
  const normalisedBalance = whiteBalance.map((g) => g / maxGain) as [number, number, number];

  const glare: GlareSpot[] = [];
  if (category === 'glare') {
    const target = readingAreaCentre(template);
    const onImage = projectToImage(
      poseHomography({ centreX, centreY, pixelsPerMm, rotationDeg, tiltXDeg, tiltYDeg }, template),
      templatePoint(target.x + random.uniform(-1.5, 1.5), target.y + random.uniform(-3, 3)),
    );
    glare.push({
      x: onImage.x,
      y: onImage.y,
      radius: random.uniform(1.5, 3.5) * pixelsPerMm,
      strength: random.uniform(1.2, 2.5),
    });
  } else if (random.chance(0.25)) {
    // Glare somewhere on the background, away from the device.
    const corner = random.int(0, 3);
    glare.push({
      x: corner % 2 === 0 ? width * 0.06 : width * 0.94,
      y: corner < 2 ? height * 0.08 : height * 0.92,
      radius: random.uniform(0.01, 0.04) * width,
      strength: random.uniform(0.5, 1.5),
    });
  }

  const sharpSigmaMm = random.uniform(0.01, 0.1);
  const defocusSigma =
    category === 'blur' && random.chance(0.7)
      ? random.uniform(0.6, 1.2) * pixelsPerMm
      : Math.max(0.5, sharpSigmaMm * pixelsPerMm);
  const motionLength =
    category === 'blur' && defocusSigma < 0.6 * pixelsPerMm
      ? random.uniform(2, 4) * pixelsPerMm
      : random.chance(0.3)
        ? random.uniform(0, 0.15) * pixelsPerMm
        : 0;

  return {
    seed,
    templateId: template.id,
    category,
    width,
    height,
    devicePresent: category !== 'not-found',
    pose: {
      centreX,
      centreY,
      pixelsPerMm,
      rotationDeg,
      tiltXDeg,
      tiltYDeg,
    },
    lineDrops: sampleLines(random, template),
    display: sampleDisplay(random, template),
    light: {
      membraneLevel,
      whiteBalance: normalisedBalance,
      gradient: [random.uniform(-0.15, 0.15), random.uniform(-0.15, 0.15)],
      vignette: random.uniform(0, 0.3),
      shadow: random.chance(0.3)
        ? {
            angle: random.uniform(0, Math.PI * 2),
            offset: random.uniform(-0.3, 0.3),
            factor: random.uniform(0.65, 0.9),
          }
        : null,
      glare,
    },
    camera: {
      defocusSigma,
      motionLength,
      motionVertical: random.chance(0.5),
      noiseGain: random.uniform(0.02, 0.15),
      noiseFloor: random.uniform(1, 9),
      jpegQuality: random.int(60, 95),
    },
    background: random.pick(BACKGROUNDS),
  };
}
