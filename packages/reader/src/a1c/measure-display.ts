import type { A1cAnalyzerTemplate, TemplateRect } from '@portal/contract';
import type { RectifiedRegion } from '../image/rectify';
import { A1C_THRESHOLDS } from './a1c-thresholds';
import { displayLayout, type DisplayElement, type DisplayLayout } from './display-layout';
import { displayMap, integralOver, meanOver, sampleBounds, type DisplayMap } from './display-map';
import type { SegmentName } from './seven-segment';

/** Step (mm) of the whole-display alignment search, and of the per-cell refinement. */
const GLOBAL_STEP_MM = 0.1;
const CELL_STEP_MM = 0.05;
/** Per mm² of shift from the whole-display estimate, a cell's score loses this fraction of its mask area: ties (a blank cell) stay put. */
const CELL_SHIFT_PENALTY = 0.02;
/** Drawn elements are kept out of the background with this margin (mm; blur and residual misalignment). */
const BACKGROUND_MARGIN_MM = 0.35;
/** A part's background is the median LCD background within this distance (mm) of the part. */
const BACKGROUND_REACH_MM = 1.5;

export type Shift = { readonly dx: number; readonly dy: number };

/**
 * Contrast (1 - luminance / local LCD background) of each measured part of one element, and the brightest
 * of the part and its local background (what a highlight raises: see display-glare).
 */
export type ElementContrast = { readonly parts: readonly number[]; readonly light: readonly number[] };

export type DisplayMeasurement = {
  readonly cells: readonly {
    readonly shift: Shift;
    readonly segments: readonly (ElementContrast & { readonly name: SegmentName })[];
  }[];
  readonly decimalPoint: ElementContrast;
  readonly percentSign: ElementContrast;
  readonly shift: Shift;
  /** The display as aligned, and the samples of its LCD background (no drawn element near): for stray ink. */
  readonly map: DisplayMap;
  readonly background: Uint8Array;
};

function darkMass(map: DisplayMap, rects: readonly TemplateRect[], shift: Shift): number {
  let sum = 0;
  for (const rect of rects) sum += integralOver(map, map.darknessSum, rect, shift.dx, shift.dy);
  return sum;
}

/** The shift within `range` of `start` that puts the most darkness inside the drawn rectangles (first best in scan order). */
function bestShift(
  map: DisplayMap,
  rects: readonly TemplateRect[],
  start: Shift,
  range: number,
  step: number,
  penalty: number,
): Shift {
  const steps = Math.round(range / step);
  const area =
    rects.reduce((sum, rect) => sum + rect.width * rect.height, 0) * map.resolution * map.resolution;
  let best = start;
  let bestScore = -Infinity;
  for (let j = -steps; j <= steps; j++) {
    for (let i = -steps; i <= steps; i++) {
      const shift = { dx: start.dx + i * step, dy: start.dy + j * step };
      const score = darkMass(map, rects, shift) - penalty * area * ((i * step) ** 2 + (j * step) ** 2);
      if (score > bestScore) {
        bestScore = score;
        best = shift;
      }
    }
  }
  return best;
}

/** Cell shifts interpolated along x between the cells' centres (held constant beyond the outer cells). */
function shiftAt(cells: readonly { centre: number; shift: Shift }[], x: number): Shift {
  const first = cells[0];
  const last = cells[cells.length - 1];
  if (!first || !last) return { dx: 0, dy: 0 };
  if (x <= first.centre) return first.shift;
  if (x >= last.centre) return last.shift;
  for (let i = 1; i < cells.length; i++) {
    const left = cells[i - 1];
    const right = cells[i];
    if (!left || !right || x > right.centre) continue;
    const t = (x - left.centre) / (right.centre - left.centre);
    return {
      dx: left.shift.dx + t * (right.shift.dx - left.shift.dx),
      dy: left.shift.dy + t * (right.shift.dy - left.shift.dy),
    };
  }
  return last.shift;
}

/** Samples that belong to no drawn element (at its aligned place): the LCD background. */
function backgroundMask(
  map: DisplayMap,
  layout: DisplayLayout,
  placed: readonly { element: DisplayElement; shift: Shift }[],
  percentShift: Shift,
): Uint8Array {
  const { columns, rows, resolution: r, origin } = map;
  const mask = new Uint8Array(columns * rows).fill(1);
  const clear = (rect: TemplateRect, shift: Shift) => {
    const { x0, x1, y0, y1 } = sampleBounds(map, rect, shift.dx, shift.dy, BACKGROUND_MARGIN_MM);
    for (let y = y0; y < y1; y++) mask.fill(0, y * columns + x0, y * columns + Math.max(x0, x1));
  };
  for (const { element, shift } of placed) for (const rect of element.rects) clear(rect, shift);
  // The slash of the % sign runs from its top-right to its bottom-left corner.
  const sign = layout.percentSlash;
  const halfBand = sign.width * 0.09 + BACKGROUND_MARGIN_MM * 1.5;
  for (let y = 0; y < rows; y++) {
    const v = origin.y + (y + 0.5) / r - percentShift.dy;
    if (v < sign.y - BACKGROUND_MARGIN_MM || v > sign.y + sign.height + BACKGROUND_MARGIN_MM) continue;
    const expected = sign.x + sign.width * (1 - (v - sign.y) / sign.height);
    for (let x = 0; x < columns; x++) {
      const u = origin.x + (x + 0.5) / r - percentShift.dx;
      if (Math.abs(u - expected) < halfBand) mask[y * columns + x] = 0;
    }
  }
  return mask;
}

function backgroundNear(
  map: DisplayMap,
  mask: Uint8Array,
  part: TemplateRect,
  shift: Shift,
  scratch: Float32Array,
): number {
  const { columns } = map;
  const { x0, x1, y0, y1 } = sampleBounds(map, part, shift.dx, shift.dy, BACKGROUND_REACH_MM);
  let count = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const index = y * columns + x;
      if (mask[index]) scratch[count++] = map.luminance[index] ?? 0;
    }
  }
  if (count < 4) return Number.NaN;
  const sorted = scratch.subarray(0, count).sort();
  const middle = (count - 1) / 2;
  return ((sorted[Math.floor(middle)] ?? 0) + (sorted[Math.ceil(middle)] ?? 0)) / 2;
}

/**
 * Aligns the display layout to the photo (a whole-display shift, then one per digit cell and for the % sign,
 * which absorbs the locator's residual error) and measures every part of every element against the LCD
 * background around it. Undefined when the display is not fully inside the photo.
 */
export function measureDisplay(
  template: A1cAnalyzerTemplate,
  region: RectifiedRegion,
): DisplayMeasurement | undefined {
  const map = displayMap(region, template.display.rect);
  if (!map) return undefined;
  const layout = displayLayout(template);
  const cellRects = layout.cells.map((cell) => cell.segments.flatMap((segment) => segment.rects));
  const origin = { dx: 0, dy: 0 };
  const coarse = bestShift(map, cellRects.flat(), origin, A1C_THRESHOLDS.alignRangeMm, GLOBAL_STEP_MM, 0);
  const global = bestShift(map, cellRects.flat(), coarse, GLOBAL_STEP_MM, CELL_STEP_MM / 2, 0);
  const cellShifts = cellRects.map((rects) =>
    bestShift(map, rects, global, A1C_THRESHOLDS.cellRangeMm, CELL_STEP_MM, CELL_SHIFT_PENALTY),
  );
  const centres = layout.cells
    .map((cell, i) => ({ centre: cell.rect.x + cell.rect.width / 2, shift: cellShifts[i] ?? global }))
    .sort((a, b) => a.centre - b.centre);
  const { decimalPoint, percentSign } = template.display;
  const decimalShift = shiftAt(centres, decimalPoint.x + decimalPoint.width / 2);
  const percentStart = shiftAt(centres, percentSign.x + percentSign.width / 2);
  const percentShift = bestShift(
    map,
    layout.percentSign.rects,
    percentStart,
    A1C_THRESHOLDS.cellRangeMm,
    CELL_STEP_MM,
    CELL_SHIFT_PENALTY,
  );

  const placed = [
    ...layout.cells.flatMap((cell, i) =>
      cell.segments.map((element) => ({ element, shift: cellShifts[i] ?? global })),
    ),
    { element: layout.decimalPoint, shift: decimalShift },
    { element: layout.percentSign, shift: percentShift },
  ];
  const mask = backgroundMask(map, layout, placed, percentShift);
  const reach = Math.ceil((2 * BACKGROUND_REACH_MM + 4) * map.resolution);
  const scratch = new Float32Array(reach * reach);
  const measure = (element: DisplayElement, shift: Shift): ElementContrast => {
    const parts: number[] = [];
    const light: number[] = [];
    for (const part of element.parts) {
      const background = backgroundNear(map, mask, part, shift, scratch);
      const level = meanOver(map, map.luminanceSum, part, shift.dx, shift.dy);
      parts.push(background > 0 ? 1 - level / background : Number.NaN);
      light.push(Math.max(background, level));
    }
    return { parts, light };
  };
  return {
    cells: layout.cells.map((cell, i) => {
      const shift = cellShifts[i] ?? global;
      return {
        shift,
        segments: cell.segments.map((segment) => ({ name: segment.name, ...measure(segment, shift) })),
      };
    }),
    decimalPoint: measure(layout.decimalPoint, decimalShift),
    percentSign: measure(layout.percentSign, percentShift),
    shift: global,
    map,
    background: mask,
  };
}
