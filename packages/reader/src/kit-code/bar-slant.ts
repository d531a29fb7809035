import type { GreyImage } from '../image/rgba-image';
import { sampleGrey } from '../image/sample';
import type { BarField } from './bar-field';

/** How far, and in what steps, a half's bar direction is looked for around the field's (radians). */
const SEARCH = (4 * Math.PI) / 180;
const STEP = (0.25 * Math.PI) / 180;
/** Where the two rows compared lie, as a share of the field's half height from its middle. */
const ROW_AT = 0.7;

/** The bars' direction at each end of a field: under perspective they converge, so the two may differ. */
export type BarSlant = { readonly start: number; readonly end: number };

/**
 * The bars' direction at each half of a field: the direction along which a row near the bars' top and
 * one near their foot agree best, sampled point for point. The tiles' edge directions are a first guess:
 * a degree off, over a bar's height, moves the foot of a bar by more than a narrow bar's width.
 */
export function barSlant(frame: GreyImage, field: BarField): BarSlant {
  return { start: bestDirection(frame, field, -1), end: bestDirection(frame, field, 1) };
}

function bestDirection(frame: GreyImage, field: BarField, half: -1 | 1): number {
  let best = field.bars;
  let bestCost = Number.POSITIVE_INFINITY;
  for (let turn = -SEARCH; turn <= SEARCH + 1e-9; turn += STEP) {
    const cost = rowDisagreement(frame, field, half, field.bars + turn);
    if (cost < bestCost) {
      bestCost = cost;
      best = field.bars + turn;
    }
  }
  return best;
}

/** Mean squared difference between a row near the bars' top and one near their foot, over one half. */
function rowDisagreement(frame: GreyImage, field: BarField, half: -1 | 1, bars: number): number {
  const ux = Math.cos(field.axis);
  const uy = Math.sin(field.axis);
  const vx = Math.cos(bars);
  const vy = Math.sin(bars);
  const offset = (field.height / 2) * ROW_AT;
  let sum = 0;
  let count = 0;
  for (let along = 0; along <= field.length / 2; along += 0.5) {
    const a = half * along;
    const top = sampleGrey(frame, field.x + a * ux - offset * vx, field.y + a * uy - offset * vy);
    const foot = sampleGrey(frame, field.x + a * ux + offset * vx, field.y + a * uy + offset * vy);
    if (Number.isNaN(top) || Number.isNaN(foot)) continue;
    sum += (top - foot) ** 2;
    count++;
  }
  return count > 0 ? sum / count : Number.POSITIVE_INFINITY;
}
