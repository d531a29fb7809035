import type { KitTemplate } from '@portal/contract';

/** Kinds of photo the reader must refuse; each is drawn by `sampleScene` with that one fault. */
export const REFUSE_REASONS = [
  'blur',
  'glare',
  'dark',
  'overexposed',
  'too-small',
  'framing',
  'not-found',
  'tilt',
] as const;
export type RefuseReason = (typeof REFUSE_REASONS)[number];
export type SceneCategory = 'good' | RefuseReason;
export type BackgroundKind = 'wood' | 'fabric' | 'dark' | 'grey-table' | 'green-mat';

export type GlareSpot = { x: number; y: number; radius: number; strength: number };

/** Everything needed to draw one photo, and its truth. Lengths in pixels unless named *Mm. */
export type SceneSpec = {
  seed: number;
  templateId: string;
  category: SceneCategory;
  width: number;
  height: number;
  /** false: the device is not in the picture (a not-found photo). */
  devicePresent: boolean;
  pose: {
    centreX: number;
    centreY: number;
    pixelsPerMm: number;
    rotationDeg: number;
    tiltXDeg: number;
    tiltYDeg: number;
  };
  /** Brightness drop (0..1) at each line centre in the template's measuring channel; 0 = no line. */
  lineDrops: Record<string, number>;
  /** Characters in the digit cells, decimal point and % sign, for the A1C display. */
  display: { cells: string; decimalPoint: boolean; percentSign: boolean } | null;
  light: {
    membraneLevel: number;
    whiteBalance: [number, number, number];
    gradient: [number, number];
    vignette: number;
    shadow: { angle: number; offset: number; factor: number } | null;
    glare: GlareSpot[];
  };
  camera: {
    defocusSigma: number;
    motionLength: number;
    motionVertical: boolean;
    noiseGain: number;
    noiseFloor: number;
    jpegQuality: number;
  };
  background: BackgroundKind;
};

export type ExpectedResult = { analyte: string; result: 'POSITIVE' | 'NEGATIVE' | 'INVALID' };

export type SceneTruth = {
  seed: number;
  templateId: string;
  category: SceneCategory;
  shouldRefuse: boolean;
  width: number;
  height: number;
  pixelsPerMm: number;
  lineDrops: Record<string, number>;
  expected: ExpectedResult[];
  /** What the display shows, as the reader should report it: "5.4" or an error code such as "E-2". */
  displayed: string | null;
};

export function truthOf(spec: SceneSpec, template: KitTemplate): SceneTruth {
  const expected: ExpectedResult[] = [];
  if (template.kind === 'cassette') {
    const control = template.lines.find((line) => line.role === 'control');
    const controlPresent = (spec.lineDrops[control?.name ?? ''] ?? 0) > 0;
    for (const line of template.lines) {
      if (line.role !== 'test' || !line.analyte) continue;
      const present = (spec.lineDrops[line.name] ?? 0) > 0;
      expected.push({
        analyte: line.analyte,
        result: !controlPresent ? 'INVALID' : present ? 'POSITIVE' : 'NEGATIVE',
      });
    }
  }
  let displayed: string | null = null;
  if (spec.display) {
    const text = spec.display.cells.trim();
    displayed = spec.display.decimalPoint ? `${text.slice(0, -1)}.${text.slice(-1)}` : text;
  }
  return {
    seed: spec.seed,
    templateId: spec.templateId,
    category: spec.category,
    shouldRefuse: spec.category !== 'good',
    width: spec.width,
    height: spec.height,
    pixelsPerMm: spec.pose.pixelsPerMm,
    lineDrops: spec.lineDrops,
    expected,
    displayed,
  };
}
