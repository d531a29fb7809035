import type { RotatedRect } from '../geometry/min-area-rect';
import { darkInRect, type RingMask } from './ring-mask';

/** Lines are sampled this far apart (working pixels), each at this many places along its middle. */
const LINE_STEP_PX = 0.5;
const SAMPLES = 24;
const ALONG_SHARE = 0.8;
/** The rim's outer edge: the outermost line dark along this share of its length... */
const RIM_COVER = 0.7;
/** ...and the rim runs inward while its lines stay dark along this share. */
const RIM_BODY_COVER = 0.5;

export type TightRing = { readonly rect: RotatedRect; readonly thickness: number };

/**
 * A ring's rectangle drawn in to the rim itself. Marks printed just outside a reading area (its C and T
 * letters, an arrow) join the rim's component in the mask and widen its bounding rectangle past the rim
 * on that side; each side is moved in to the outermost line along which the mask is dark over most of
 * the side's length, which a row of letters is not. Undefined when some side has no such line.
 */
export function tightenRing(mask: RingMask, rect: RotatedRect): TightRing | undefined {
  const { centre, axis } = rect;
  const normal = { x: -axis.y, y: axis.x };
  const dark = darkInRect(mask, rect);
  // Share of dark samples along the line at `offset` across (`across`: along the normal, else the axis).
  const cover = (offset: number, from: number, to: number, across: boolean) => {
    let count = 0;
    for (let i = 0; i < SAMPLES; i++) {
      const t = from + ((to - from) * (i + 0.5)) / SAMPLES;
      count += across ? dark(t, offset) : dark(offset, t);
    }
    return count / SAMPLES;
  };
  // From the outside in, the first line dark enough, and how far in the rim stays dark.
  const side = (half: number, sign: 1 | -1, from: number, to: number, across: boolean) => {
    for (let depth = 0; depth < half; depth += LINE_STEP_PX) {
      if (cover(sign * (half - depth), from, to, across) < RIM_COVER) continue;
      let inner = depth + LINE_STEP_PX;
      while (inner < half && cover(sign * (half - inner), from, to, across) >= RIM_BODY_COVER)
        inner += LINE_STEP_PX;
      return { edge: sign * (half - depth), thickness: inner - depth };
    }
    return undefined;
  };
  const alongReach = ALONG_SHARE * rect.halfLong;
  const low = side(rect.halfShort, -1, -alongReach, alongReach, true);
  const high = side(rect.halfShort, 1, -alongReach, alongReach, true);
  if (!low || !high || high.edge - low.edge < 2) return undefined;
  const acrossReach = (ALONG_SHARE * (high.edge - low.edge)) / 2;
  const acrossMiddle = (low.edge + high.edge) / 2;
  const start = side(rect.halfLong, -1, acrossMiddle - acrossReach, acrossMiddle + acrossReach, false);
  const end = side(rect.halfLong, 1, acrossMiddle - acrossReach, acrossMiddle + acrossReach, false);
  if (!start || !end || end.edge - start.edge <= high.edge - low.edge) return undefined;
  const alongMiddle = (start.edge + end.edge) / 2;
  return {
    rect: {
      centre: {
        x: centre.x + alongMiddle * axis.x + acrossMiddle * normal.x,
        y: centre.y + alongMiddle * axis.y + acrossMiddle * normal.y,
      },
      axis,
      halfLong: (end.edge - start.edge) / 2,
      halfShort: (high.edge - low.edge) / 2,
    },
    thickness: (low.thickness + high.thickness + start.thickness + end.thickness) / 4,
  };
}
