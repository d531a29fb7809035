import type { BarField } from './bar-field';
import { STEP, type Gradients } from './gradients';

/** The share of a field's edge weight left out at each end of its extent (stray edges beside a code). */
const EXTENT_TAIL = 0.005;

/** How far a code's axis may lie from square to its bars (perspective shears the bars). */
const MAX_SHEAR = (40 * Math.PI) / 180;

/** A tile's cells: its corner and side, in cells of the gradients' grid. */
export type TileBox = { readonly x: number; readonly y: number; readonly side: number };

type Moments = { cx: number; cy: number; sxx: number; syy: number; sxy: number };

/** Edge weight (squared gradient) over the tiles: its centre and spread. */
function edgeMoments(g: Gradients, boxes: readonly TileBox[]): Moments {
  let total = 0;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (const box of boxes) {
    for (let y = box.y; y < box.y + box.side; y++) {
      for (let x = box.x; x < box.x + box.side; x++) {
        const i = y * g.width + x;
        const w = (g.gx[i] ?? 0) ** 2 + (g.gy[i] ?? 0) ** 2;
        total += w;
        sx += w * x;
        sy += w * y;
        sxx += w * x * x;
        syy += w * y * y;
        sxy += w * x * y;
      }
    }
  }
  const cx = sx / total;
  const cy = sy / total;
  return {
    cx,
    cy,
    sxx: sxx / total - cx * cx,
    syy: syy / total - cy * cy,
    sxy: sxy / total - cx * cy,
  };
}

/**
 * The direction the edges spread along most; across the bars when they spread too little to tell (a
 * short, tall code).
 */
function longAxis(m: Moments, across: number): number {
  const spread = Math.hypot(m.sxx - m.syy, 2 * m.sxy);
  if (spread < 0.5 * (m.sxx + m.syy)) return across;
  const axis = Math.atan2(2 * m.sxy, m.sxx - m.syy) / 2;
  // Of the two senses of the axis, the one nearer the direction across the bars.
  const sensed = Math.cos(axis - across) >= 0 ? axis : axis + Math.PI;
  // A code seen from the side shears its bars by tens of degrees, not more: edges spread along the bars
  // are a tall patch (or print beside the code), and the axis is taken square to the bars.
  return Math.cos(sensed - across) >= Math.cos(MAX_SHEAR) ? sensed : across;
}

/** Where the edge weight's `tail` and `1 - tail` shares lie along one coordinate (1-pixel bins). */
class WeightedRange {
  private readonly bins: Float64Array;
  private total = 0;

  constructor(private readonly reach: number) {
    this.bins = new Float64Array(2 * reach + 1);
  }

  add(value: number, weight: number): void {
    const bin = Math.max(0, Math.min(2 * this.reach, Math.round(value) + this.reach));
    this.bins[bin] = (this.bins[bin] ?? 0) + weight;
    this.total += weight;
  }

  range(tail: number): [number, number] {
    let running = 0;
    let low = -this.reach;
    let high = this.reach;
    let lowFound = false;
    for (let bin = 0; bin < this.bins.length; bin++) {
      running += this.bins[bin] ?? 0;
      if (!lowFound && running >= tail * this.total) {
        low = bin - this.reach;
        lowFound = true;
      }
      if (running >= (1 - tail) * this.total) {
        high = bin - this.reach;
        break;
      }
    }
    return [low, high];
  }
}

/**
 * A field's shape from its tiles' edge pixels: its long axis (their spread), and its extent along the
 * axis and along the bars (`across` is the bars' edges' normal): under perspective the bars are not
 * square to the axis.
 */
export function fieldShape(g: Gradients, boxes: readonly TileBox[], across: number): BarField {
  const m = edgeMoments(g, boxes);
  const bars = across + Math.PI / 2;
  const axis = longAxis(m, across);
  const [ax, ay, bx, by] = [Math.cos(axis), Math.sin(axis), Math.cos(bars), Math.sin(bars)];
  const det = ax * by - ay * bx;
  const reach = Math.ceil(Math.hypot(g.width, g.height) / Math.max(0.2, Math.abs(det)));
  const along = new WeightedRange(reach);
  const side = new WeightedRange(reach);
  for (const box of boxes) {
    for (let y = box.y; y < box.y + box.side; y++) {
      for (let x = box.x; x < box.x + box.side; x++) {
        const i = y * g.width + x;
        const w = (g.gx[i] ?? 0) ** 2 + (g.gy[i] ?? 0) ** 2;
        if (w === 0) continue;
        const dx = x - m.cx;
        const dy = y - m.cy;
        along.add((dx * by - dy * bx) / det, w);
        side.add((ax * dy - ay * dx) / det, w);
      }
    }
  }
  const [a0, a1] = along.range(EXTENT_TAIL);
  const [b0, b1] = side.range(EXTENT_TAIL);
  const ma = (a0 + a1) / 2;
  const mb = (b0 + b1) / 2;
  // Grid cells to frame pixels: cell (x, y) is pixel (STEP x, STEP y).
  return {
    x: STEP * (m.cx + ma * ax + mb * bx),
    y: STEP * (m.cy + ma * ay + mb * by),
    axis,
    bars,
    length: STEP * (a1 - a0),
    height: STEP * (b1 - b0),
  };
}
