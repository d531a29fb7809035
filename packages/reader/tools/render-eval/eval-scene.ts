import type { KitTemplate } from '@portal/contract';
import type { CameraPose } from './camera-pose';
import { seededRandom, type Rng } from './seeded-random';

/**
 * The evaluation renderer's parameter space and its split. The held-out split owns whole ranges the
 * reader is never tuned on: rotations 90-270 degrees, its own body colours and its own backgrounds.
 * `tune-hard` keeps tune's rotations and body colours on hard surfaces of its own (disjoint from
 * held-out's), so the locator can be tuned on hard surfaces without looking at held-out.
 */
export const EVAL_SPLITS = ['tune', 'held-out', 'tune-hard'] as const;
export type EvalSplit = (typeof EVAL_SPLITS)[number];
/** The splits the benchmark renders and reports side by side. */
export const BENCHMARK_SPLITS = ['tune', 'held-out'] as const satisfies readonly EvalSplit[];

/** Deliberate faults: the truth of such a photo is "refuse" (a verdict it cannot carry is an error). */
export const EVAL_FAULTS = ['dark', 'defocus', 'motion', 'too-small', 'glare'] as const;
export type EvalFault = (typeof EVAL_FAULTS)[number];
/**
 * `sweep`: a photo with one fault drawn from none to severe (its truth is the verdict, not "refuse"):
 * the gate curves (refusals and verdict errors against the fault's size) are drawn from these.
 */
export type EvalCategory = 'good' | EvalFault | 'sweep';

/** Size range of each fault in a sweep, in the fault's unit (window level, mm, px/mm, highlight peak). */
export const SWEEP_RANGES: Record<EvalFault, [number, number]> = {
  dark: [15, 150],
  defocus: [0, 1],
  motion: [0, 3],
  'too-small': [1.5, 8],
  glare: [0, 1.5],
};
/** Units of the fault sizes, for reports. */
export const FAULT_UNITS: Record<EvalFault, string> = {
  dark: 'window level (0-255)',
  defocus: 'Gaussian sigma, mm',
  motion: 'motion length, mm',
  'too-small': 'px/mm at the reading area',
  glare: 'highlight peak (x membrane radiance)',
};

export const TUNE_BACKGROUNDS = ['near-white', 'patterned', 'wood', 'dark-cloth'] as const;
export const HELD_OUT_BACKGROUNDS = ['light-grey', 'body-coloured', 'cluttered'] as const;
export const TUNE_HARD_BACKGROUNDS = ['mid-grey', 'near-body', 'desk-clutter', 'paper-sheet'] as const;
export type EvalBackground =
  | (typeof TUNE_BACKGROUNDS)[number]
  | (typeof HELD_OUT_BACKGROUNDS)[number]
  | (typeof TUNE_HARD_BACKGROUNDS)[number];
const BACKGROUNDS_OF: Record<EvalSplit, readonly EvalBackground[]> = {
  tune: TUNE_BACKGROUNDS,
  'held-out': HELD_OUT_BACKGROUNDS,
  'tune-hard': TUNE_HARD_BACKGROUNDS,
};

const TUNE_BODY_COLOURS = ['#f4f4f1', '#eeeae0', '#e3ebf2', '#e4efe6', '#fafafa'] as const;
const HELD_OUT_BODY_COLOURS = ['#d5d7d8', '#e6dcc8', '#f1ecd0', '#f2e2e4', '#dfe3e8'] as const;
const LABEL_COLOURS = ['#2a6fb0', '#c03a2a', '#1f8a5b', '#6a3fa0', '#e08a1e', '#333333', '#0b8fa8'];
/** Label fonts, from Debian's fonts-dejavu-core and fonts-liberation (the test command installs them). */
export const FONTS = [
  'DejaVu Sans',
  'DejaVu Serif',
  'Liberation Sans',
  'DejaVu Sans Mono',
  'Liberation Serif',
];
const BRANDS = ['QuickCheck', 'RapidAg', 'Verity', 'HomeTest', 'ClearRead', 'Nova', 'Acme Dx', 'SureLine'];
const BEZEL_COLOURS = ['#1d1f22', '#3a3e44', '#8a9096', '#c9ccd0', '#5b4b3a'];

export type EvalScene = {
  seed: number;
  split: EvalSplit;
  category: EvalCategory;
  templateId: string;
  width: number;
  height: number;
  pose: CameraPose;
  /** Brightness drop (0..1) at each line centre in the measuring channel's pixel values. */
  lineDrops: Record<string, number>;
  /** Line centre offsets (mm) from the template, as printing and flow vary. */
  lineShiftMm: number;
  lineWidthMm: number;
  lineEdgeMm: number;
  display: { cells: string; decimalPoint: boolean; percentSign: boolean } | null;
  look: {
    bodyColour: string;
    glossy: boolean;
    labelColour: string;
    brand: string;
    font: string;
    boldLetters: boolean;
    letterSizeMm: number;
    letterOffsetMm: number;
    lettersRight: boolean;
    rimMm: number;
    rimShade: number;
    bezelColour: string;
    bezelMm: number;
    membraneTint: number;
  };
  background: EvalBackground;
  light: {
    /** Pixel level the membrane (or LCD) would have without gradients, 0..255. */
    level: number;
    /** Direction the light comes from, radians in the image plane. */
    directionRad: number;
    /** Relative brightness change across the frame along that direction. */
    gradient: number;
    kelvin: number;
    vignette: number;
    speculars: { u: number; v: number; radiusMm: number; strength: number }[];
    dropShadow: { offsetMm: number; softnessMm: number; opacity: number };
    /** A shadow over part of the scene (a hand, a lamp arm): straight soft edge. */
    halfShadow: { angleRad: number; offset: number; edgeFraction: number; factor: number } | null;
    toneGamma: number;
  };
  camera: {
    defocusMm: number;
    motionMm: number;
    motionAngleRad: number;
    readNoise: number;
    shotGain: number;
    sharpen: number;
    jpegQuality: number;
  };
  /** The deliberate fault (a fault photo's or a sweep's) and its size in its own unit. */
  fault: EvalFault | null;
  faultSize: number | null;
};

/** Phone photo sizes; 12 MP is left to the latency run (on 2 shared cores, rendering it costs seconds). */
const PHONE_SIZES: readonly [number, number][] = [
  [2016, 1512],
  [2592, 1944],
  [3264, 2448],
  [3840, 2160],
];

function sampleDrops(rng: Rng, template: KitTemplate): Record<string, number> {
  const drops: Record<string, number> = {};
  if (template.kind !== 'cassette') return drops;
  const invalid = rng.chance(0.1);
  for (const line of template.lines) {
    if (line.role === 'control') drops[line.name] = invalid ? 0 : rng.between(0.1, 0.6);
    else if (rng.chance(0.5)) drops[line.name] = 0;
    else
      drops[line.name] = rng.chance(0.6)
        ? rng.between(0.004, 0.04)
        : Math.exp(rng.between(Math.log(0.04), Math.log(0.5)));
  }
  return drops;
}

function sampleDisplay(rng: Rng, template: KitTemplate): EvalScene['display'] {
  if (template.kind !== 'a1c-analyzer') return null;
  if (rng.chance(0.1))
    return { cells: rng.oneOf(template.errorCodes).display, decimalPoint: false, percentSign: false };
  const tenths = rng.integer(template.reportableRange.min * 10, template.reportableRange.max * 10);
  return {
    cells: String(tenths).padStart(template.display.digitCells.length, ' '),
    decimalPoint: true,
    percentSign: true,
  };
}

function sampleSpeculars(rng: Rng, template: KitTemplate): EvalScene['light']['speculars'] {
  const count = rng.integer(0, 3);
  const { width, height } = template.body;
  const area = template.kind === 'cassette' ? template.window.rect : template.display.rect;
  const spots: EvalScene['light']['speculars'] = [];
  for (let tries = 0; spots.length < count && tries < 30; tries++) {
    const radiusMm = rng.between(0.8, 4);
    const u = rng.between(0, width);
    const v = rng.between(0, height);
    // A highlight over the reading area is glare (its own fault); good photos keep it on the body.
    const clear = 2 + 2.5 * radiusMm;
    if (
      u > area.x - clear &&
      u < area.x + area.width + clear &&
      v > area.y - clear &&
      v < area.y + area.height + clear
    )
      continue;
    spots.push({ u, v, radiusMm, strength: rng.between(0.2, 1.5) });
  }
  return spots;
}

/**
 * How far the device's centre may lie from the middle of a frame side `side` pixels long: the projected
 * device stays inside the frame with a margin, its half-diagonal at the worst case.
 */
export function centreRoom(
  side: number,
  template: KitTemplate,
  pixelsPerMm: number,
  tiltDeg: number,
): number {
  const halfDiagonal =
    (0.5 * Math.hypot(template.body.width, template.body.height) * pixelsPerMm) /
    Math.cos((tiltDeg * Math.PI) / 180);
  return Math.max(0, side / 2 - halfDiagonal * 1.05);
}

/** Deterministic scene for (seed, split, category, template). */
export function sampleEvalScene(
  seed: number,
  split: EvalSplit,
  category: EvalCategory,
  template: KitTemplate,
): EvalScene {
  // tune-hard's stream sets high bits the other splits' small seeds never reach, so no scene repeats.
  const rng = seededRandom(
    split === 'tune-hard'
      ? ((seed * 31 + template.id.length) ^ 0x5a000000) >>> 0
      : seed * 31 + (split === 'tune' ? 1 : 2) * 7 + template.id.length,
  );
  const fault: EvalFault | null =
    category === 'good' ? null : category === 'sweep' ? rng.oneOf(EVAL_FAULTS) : category;
  // A sweep draws the fault's size from none to severe; a fault photo only from its refusable range.
  const faultSizeOf = (kind: EvalFault, refusable: [number, number]): number | null => {
    if (fault !== kind) return null;
    const [from, to] = category === 'sweep' ? SWEEP_RANGES[kind] : refusable;
    return rng.between(from, to);
  };
  const [long, short] = rng.oneOf(PHONE_SIZES);
  const portrait = rng.chance(0.5);
  const width = portrait ? short : long;
  const height = portrait ? long : short;
  const bodyLong = Math.max(template.body.width, template.body.height);
  const frameShort = Math.min(width, height);
  // The device's long side covers 15-85% of the frame's short side; a good photo keeps >= 6 px/mm.
  let pixelsPerMm = Math.max(6, (rng.between(0.15, 0.85) * frameShort) / bodyLong);
  pixelsPerMm = Math.min(pixelsPerMm, (0.85 * frameShort) / bodyLong);
  let faultSize = faultSizeOf('too-small', [1.5, 3.2]);
  if (faultSize !== null) pixelsPerMm = faultSize;
  const rollDeg = split === 'held-out' ? rng.between(90, 270) : rng.between(-90, 90);
  const tiltDeg = rng.between(0, 35);
  const distanceMm = rng.between(180, 450);
  const spanX = centreRoom(width, template, pixelsPerMm, tiltDeg);
  const spanY = centreRoom(height, template, pixelsPerMm, tiltDeg);
  const pose: CameraPose = {
    centreX: width / 2 + rng.between(-1, 1) * spanX,
    centreY: height / 2 + rng.between(-1, 1) * spanY,
    pixelsPerMm,
    rollDeg,
    tiltDeg,
    tiltAxisDeg: rng.between(0, 360),
    distanceMm,
  };

  const bodyColours = split === 'held-out' ? HELD_OUT_BODY_COLOURS : TUNE_BODY_COLOURS;
  const backgrounds = BACKGROUNDS_OF[split];
  let level = rng.between(140, 250);
  let defocusMm = rng.between(0, 0.08);
  let motionMm = rng.chance(0.3) ? rng.between(0, 0.12) : 0;
  const dark = faultSizeOf('dark', [18, 55]);
  if (dark !== null) level = dark;
  const defocus = faultSizeOf('defocus', [0.3, 1.0]);
  if (defocus !== null) defocusMm = defocus;
  const motion = faultSizeOf('motion', [0.8, 3]);
  if (motion !== null) motionMm = motion;
  const glare = faultSizeOf('glare', [0.4, 1.5]);
  faultSize = faultSize ?? dark ?? defocus ?? motion ?? glare;
  const speculars = sampleSpeculars(rng, template);
  if (glare !== null) {
    // A highlight on the reading area itself, its peak `glare` times the membrane's radiance (glossy body).
    const area = template.kind === 'cassette' ? template.window.rect : template.display.rect;
    speculars.push({
      u: rng.between(area.x, area.x + area.width),
      v: rng.between(area.y, area.y + area.height),
      radiusMm: rng.between(0.8, 3),
      strength: glare,
    });
  }
  return {
    seed,
    split,
    category,
    templateId: template.id,
    width,
    height,
    pose,
    lineDrops: sampleDrops(rng, template),
    lineShiftMm: rng.between(-0.7, 0.7),
    lineWidthMm: rng.between(0.8, 1.2),
    lineEdgeMm: rng.between(0.06, 0.2),
    display: sampleDisplay(rng, template),
    look: {
      bodyColour: rng.oneOf(bodyColours),
      glossy: glare !== null || rng.chance(0.5),
      labelColour: rng.oneOf(LABEL_COLOURS),
      brand: rng.oneOf(BRANDS),
      font: rng.oneOf(FONTS),
      boldLetters: rng.chance(0.5),
      letterSizeMm: rng.between(1.5, 2.6),
      letterOffsetMm: rng.between(0.8, 2.2),
      lettersRight: rng.chance(0.25),
      rimMm: rng.between(0.3, 1.1),
      rimShade: rng.between(0.45, 0.85),
      bezelColour: rng.oneOf(BEZEL_COLOURS),
      bezelMm: rng.between(0.5, 2.5),
      membraneTint: rng.between(-0.04, 0),
    },
    background: rng.oneOf(backgrounds),
    light: {
      level,
      directionRad: rng.between(0, 2 * Math.PI),
      gradient: rng.between(0, 0.35),
      kelvin: rng.between(2700, 7000),
      vignette: rng.between(0, 0.35),
      speculars,
      dropShadow: {
        offsetMm: rng.between(0.3, 4),
        softnessMm: rng.chance(0.3) ? rng.between(0.1, 0.4) : rng.between(1, 6),
        opacity: rng.between(0.15, 0.6),
      },
      halfShadow: rng.chance(0.3)
        ? {
            angleRad: rng.between(0, 2 * Math.PI),
            offset: rng.between(-0.3, 0.3),
            edgeFraction: rng.between(0.03, 0.12),
            factor: rng.between(0.45, 0.75),
          }
        : null,
      toneGamma: rng.between(0.8, 1),
    },
    camera: {
      defocusMm,
      motionMm,
      motionAngleRad: rng.between(0, Math.PI),
      readNoise: rng.between(0.5, 3),
      shotGain: dark !== null ? rng.between(0.1, 0.4) : rng.between(0.02, 0.25),
      sharpen: rng.chance(0.6) ? rng.between(0.3, 1.5) : 0,
      jpegQuality: rng.integer(55, 95),
    },
    fault,
    faultSize,
  };
}
