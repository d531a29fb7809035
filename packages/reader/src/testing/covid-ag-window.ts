import { covidAgTemplate } from '../../templates';
import type { RectifiedRegion } from '../image/rectify';
import { seededUniform } from './seeded-noise';

const RESOLUTION = 10;

/**
 * A rectified covid-ag window for tests: membrane at level 180 in every channel, lighting and lines in
 * green, seeded noise. `smearMm`: motion across the lines; `lineShiftMm`: every line off its place;
 * `slantMm`: how much further along the strip the lines lie at the window's right edge than at its left.
 */
export function covidAgWindow(
  light: (mm: number) => number,
  lines: Record<string, number>,
  seed = 7,
  noiseLevels = 1.4,
  smearMm = 0,
  lineShiftMm = 0,
  slantMm = 0,
): RectifiedRegion {
  const { width, height } = covidAgTemplate.window.rect;
  const columns = width * RESOLUTION;
  const rows = height * RESOLUTION;
  const planes = [0, 1, 2, 3].map(
    () => new Float32Array(columns * rows),
  ) as unknown as RectifiedRegion['planes'];
  const uniform = seededUniform(seed);
  const noise = () => (uniform() + uniform() + uniform() + uniform()) * 2.4 * (noiseLevels / 1.4);
  const litLines = (mm: number, lit: number) => {
    let factor = lit;
    for (const line of covidAgTemplate.lines) {
      const shapeAt = (at: number) => {
        const distance = Math.abs(at - line.position - lineShiftMm);
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
