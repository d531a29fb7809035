import type { A1cAnalyzerTemplate, TemplateRect } from '@portal/contract';
import { sampleBounds } from './display-map';
import type { DisplayMeasurement } from './measure-display';

/** Ink is looked for this far (mm) around the drawn elements: short of the LCD's edge (>= 1.5 mm away). */
const SEARCH_MARGIN_MM = 1;
/** A sample is ink at this fraction of the lit segments' contrast. */
const INK_FRACTION = 0.5;

/** The rectangle holding every digit cell, the decimal point and the % sign (template mm). */
function elementsBounds(template: A1cAnalyzerTemplate): TemplateRect {
  const { digitCells, decimalPoint, percentSign } = template.display;
  const rects = [...digitCells, decimalPoint, percentSign];
  const x0 = Math.min(...rects.map((rect) => rect.x));
  const y0 = Math.min(...rects.map((rect) => rect.y));
  const x1 = Math.max(...rects.map((rect) => rect.x + rect.width));
  const y1 = Math.max(...rects.map((rect) => rect.y + rect.height));
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/**
 * Area (mm²) of dark ink on the LCD where no segment, decimal point or % sign is drawn, around the
 * elements as aligned. A display read in the right place and orientation leaves none; one turned by
 * half a turn (or read on another rectangle) leaves its real segments off the expected places.
 */
export function strayInkMm2(
  template: A1cAnalyzerTemplate,
  measurement: DisplayMeasurement,
  litContrast: number,
): number {
  const { map, background, shift } = measurement;
  const { x0, x1, y0, y1 } = sampleBounds(
    map,
    elementsBounds(template),
    shift.dx,
    shift.dy,
    SEARCH_MARGIN_MM,
  );
  const threshold = INK_FRACTION * litContrast;
  let count = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const index = y * map.columns + x;
      if (background[index] && (map.darkness[index] ?? 0) >= threshold) count++;
    }
  return count / (map.resolution * map.resolution);
}
