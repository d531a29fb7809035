import { covidAgTemplate } from '../../templates';
import type { RectifiedRegion } from '../image/rectify';
import { seededUniform } from './seeded-noise';

const RESOLUTION = 10;

/** How a test window is lit, how grainy it is and how its lines lie; every field has a plain default. */
export type CovidAgScene = {
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
};

/**
 * A rectified covid-ag window for tests: membrane at level 180 in every channel, lighting and lines in
 * green, seeded grain. `lines`: each line's drop (0.3 is a 30% darker line).
 */
export function covidAgWindow(lines: Record<string, number>, scene: CovidAgScene = {}): RectifiedRegion {
  const {
    light = () => 1,
    seed = 7,
    grain = 1.4,
    smearMm = 0,
    lineShiftMm = 0,
    shiftOfLineMm = {},
    slantMm = 0,
  } = scene;
  const { width, height } = covidAgTemplate.window.rect;
  const columns = width * RESOLUTION;
  const rows = height * RESOLUTION;
  const planes = [0, 1, 2, 3].map(
    () => new Float32Array(columns * rows),
  ) as unknown as RectifiedRegion['planes'];
  const uniform = seededUniform(seed);
  const noise = () => (uniform() + uniform() + uniform() + uniform()) * 2.4 * (grain / 1.4);
  const litLines = (mm: number, lit: number) => {
    let factor = lit;
    for (const line of covidAgTemplate.lines) {
      const shapeAt = (at: number) => {
        const distance = Math.abs(at - line.position - lineShiftMm - (shiftOfLineMm[line.name] ?? 0));
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
  for (let row = 0; row < rows; row++) {
    const mm = (row + 0.5) / RESOLUTION;
    const straight = litLines(mm, light(mm));
    for (let column = 0; column < columns; column++) {
      const across = (column + 0.5) / columns - 0.5;
      const factor = slantMm === 0 ? straight : litLines(mm - slantMm * across, light(mm));
      const i = row * columns + column;
      planes[0][i] = planes[2][i] = 180 * light(mm) + noise();
      planes[1][i] = planes[3][i] = 180 * factor + noise();
    }
  }
  return { columns, rows, resolution: RESOLUTION, planes };
}
