import type { A1cAnalyzerTemplate, TemplateRect } from '@portal/contract';
import { percentDots, segmentRects, SEGMENT_NAMES, type SegmentName } from './seven-segment';

/** Core across a segment: the central 45% of its thickness, so that a residual misalignment stays inside. */
const CORE_ACROSS_FRACTION = 0.45;
/** Each end of a segment's core is trimmed by this fraction of the thickness (the corners of the cell). */
const CORE_END_TRIM_FRACTION = 0.3;
/** A segment is measured in this many parts along its centre line; a part-lit segment is a doubt. */
const PARTS_PER_SEGMENT = 3;
/** The core of a dot (decimal point, % dot): its central 55%. */
const DOT_CORE_FRACTION = 0.55;

/** Something the display lights as a whole: a segment, the decimal point or the % sign. */
export type DisplayElement = {
  /** Full drawn rectangles (for alignment and for masking the background). */
  readonly rects: readonly TemplateRect[];
  /** Rectangles measured: along the element's centre line, inside its drawn area. */
  readonly parts: readonly TemplateRect[];
};

export type DisplayLayout = {
  readonly cells: readonly {
    readonly rect: TemplateRect;
    readonly segments: readonly (DisplayElement & { readonly name: SegmentName })[];
  }[];
  readonly decimalPoint: DisplayElement;
  readonly percentSign: DisplayElement;
  /** The % sign's slash: drawn when % is lit, never read; only kept out of the background. */
  readonly percentSlash: TemplateRect;
};

function segmentParts(rect: TemplateRect): TemplateRect[] {
  const horizontal = rect.width >= rect.height;
  const thickness = horizontal ? rect.height : rect.width;
  const across = thickness * CORE_ACROSS_FRACTION;
  const trim = thickness * CORE_END_TRIM_FRACTION;
  const length = (horizontal ? rect.width : rect.height) - 2 * trim;
  const step = length / PARTS_PER_SEGMENT;
  return Array.from({ length: PARTS_PER_SEGMENT }, (_, i) =>
    horizontal
      ? { x: rect.x + trim + i * step, y: rect.y + (thickness - across) / 2, width: step, height: across }
      : { x: rect.x + (thickness - across) / 2, y: rect.y + trim + i * step, width: across, height: step },
  );
}

function dotCore(rect: TemplateRect): TemplateRect {
  const width = rect.width * DOT_CORE_FRACTION;
  const height = rect.height * DOT_CORE_FRACTION;
  return { x: rect.x + (rect.width - width) / 2, y: rect.y + (rect.height - height) / 2, width, height };
}

const layouts = new WeakMap<A1cAnalyzerTemplate, DisplayLayout>();

/** Where each segment, the decimal point and the % sign are, and where each is measured (template mm). */
export function displayLayout(template: A1cAnalyzerTemplate): DisplayLayout {
  const cached = layouts.get(template);
  if (cached) return cached;
  const { digitCells, segmentThickness, decimalPoint, percentSign } = template.display;
  const cells = digitCells.map((cell) => {
    const rects = segmentRects(cell, segmentThickness);
    return {
      rect: cell,
      segments: SEGMENT_NAMES.map((name) => ({
        name,
        rects: [rects[name]],
        parts: segmentParts(rects[name]),
      })),
    };
  });
  const dots = percentDots(percentSign);
  const layout: DisplayLayout = {
    cells,
    decimalPoint: { rects: [decimalPoint], parts: [dotCore(decimalPoint)] },
    percentSign: { rects: dots, parts: dots.map(dotCore) },
    percentSlash: percentSign,
  };
  layouts.set(template, layout);
  return layout;
}
