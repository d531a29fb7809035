import type { CassetteTemplate } from '@portal/contract';
import { covidAgTemplate } from '../../templates';
import type { RectifiedRegion } from '../image/rectify';
import { CHANNEL_OFFSET } from '../image/rgba-image';
import { seededUniform } from './seeded-noise';

const RESOLUTION = 10;

/** How a test window is lit, how grainy it is and how its lines lie; every field has a plain default. */
export type WindowScene = {
  /** The light along the strip (1: the membrane's level 180). Default: even. */
  light?: (mm: number) => number;
  /** Seed of the grain. Default 7. */
  seed?: number;
  /** The grain's spread, in levels. Default 1.4. */
  grain?: number;
  /** Motion across the lines, in mm. */
  smearMm?: number;
  /** Every line this far past its place, in mm. */
  lineShiftMm?: number;
  /** Each named line this much further past its place, in mm (a test line's place off from its control's). */
  shiftOfLineMm?: Readonly<Record<string, number>>;
  /** How much further along the strip the lines lie at the window's right edge than at its left, in mm. */
  slantMm?: number;
  /** The lines' spacing from the control line as a share of the template's (a window stretched along). */
  pitch?: number;
};

/**
 * A rectified cassette window for tests: membrane at level 180 in every channel, lighting in every
 * channel, lines in the dye's channel and luminance (and in its secondary channel by its weight), seeded
 * grain. `lines`: each line's drop (0.3 is a 30% darker line).
 */
export function cassetteWindow(
  template: CassetteTemplate,
  lines: Record<string, number>,
  scene: WindowScene = {},
): RectifiedRegion {
  const {
    light = () => 1,
    seed = 7,
    grain = 1.4,
    smearMm = 0,
    lineShiftMm = 0,
    shiftOfLineMm = {},
    slantMm = 0,
    pitch = 1,
  } = scene;
  const controlPlace = template.lines.find((line) => line.role === 'control')?.position ?? 0;
  const { width, height } = template.window.rect;
  const columns = width * RESOLUTION;
  const rows = height * RESOLUTION;
  const planes = [0, 1, 2, 3].map(
    () => new Float32Array(columns * rows),
  ) as unknown as RectifiedRegion['planes'];
  const uniform = seededUniform(seed);
  const noise = () => (uniform() + uniform() + uniform() + uniform()) * 2.4 * (grain / 1.4);
  const litLines = (mm: number, lit: number) => {
    let factor = lit;
    for (const line of template.lines) {
      const place = controlPlace + (line.position - controlPlace) * pitch;
      const shapeAt = (at: number) => {
        const distance = Math.abs(at - place - lineShiftMm - (shiftOfLineMm[line.name] ?? 0));
        return distance < 0.35
          ? 1
          : distance < 0.65
            ? 0.5 - 0.5 * Math.sin((Math.PI * (distance - 0.5)) / 0.3)
            : 0;
      };
      // Motion across the lines: the mean of the line shape over the motion's length.
      const steps = 40;
      let shape = 0;
      for (let step = 0; step <= steps; step++) shape += shapeAt(mm + smearMm * (step / steps - 0.5));
      factor *= 1 - (lines[line.name] ?? 0) * (shape / (steps + 1));
    }
    return factor;
  };
  const main = CHANNEL_OFFSET[template.dye.channel];
  const secondary = template.dye.secondary;
  for (let row = 0; row < rows; row++) {
    const mm = (row + 0.5) / RESOLUTION;
    const lit = light(mm);
    const straight = litLines(mm, lit);
    for (let column = 0; column < columns; column++) {
      const across = (column + 0.5) / columns - 0.5;
      const factor = slantMm === 0 ? straight : litLines(mm - slantMm * across, lit);
      const i = row * columns + column;
      // One grain for the planes the lines do not darken, one for those they do (luminance with the dye's).
      const membraneGrain = noise();
      const lineGrain = noise();
      for (const [plane, values] of planes.entries()) {
        const share =
          plane === main || plane === 3
            ? 1
            : secondary && plane === CHANNEL_OFFSET[secondary.channel]
              ? secondary.weight
              : 0;
        values[i] = 180 * (lit + share * (factor - lit)) + (share === 1 ? lineGrain : membraneGrain);
      }
    }
  }
  return { columns, rows, resolution: RESOLUTION, planes };
}

/** A rectified covid-ag window (cassetteWindow with the covid-ag template). */
export function covidAgWindow(lines: Record<string, number>, scene: WindowScene = {}): RectifiedRegion {
  return cassetteWindow(covidAgTemplate, lines, scene);
}
