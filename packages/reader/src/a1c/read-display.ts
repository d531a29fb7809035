import type { A1cAnalyzerTemplate, A1cReading, TemplateRect } from '@portal/contract';
import type { RectifiedRegion } from '../image/rectify';
import { quantile } from '../image/statistics';
import { THRESHOLDS } from '../reader-thresholds';
import { a1cValue } from './a1c-value';
import { characterFromSegments, percentDots, segmentRects, SEGMENT_NAMES, type SegmentName } from './seven-segment';

export type DisplayRead = { readonly reading: A1cReading | null; readonly doubt: string | null; readonly contrast: number };

function meanIn(region: RectifiedRegion, display: TemplateRect, rect: TemplateRect, shrink: number): number {
  const r = region.resolution;
  const x0 = Math.ceil((rect.x - display.x + rect.width * shrink) * r);
  const x1 = Math.floor((rect.x - display.x + rect.width * (1 - shrink)) * r);
  const y0 = Math.ceil((rect.y - display.y + rect.height * shrink) * r);
  const y1 = Math.floor((rect.y - display.y + rect.height * (1 - shrink)) * r);
  let sum = 0;
  let count = 0;
  for (let y = Math.max(0, y0); y <= Math.min(region.rows - 1, y1); y++) {
    for (let x = Math.max(0, x0); x <= Math.min(region.columns - 1, x1); x++) {
      const value = region.planes[3][y * region.columns + x] ?? Number.NaN;
      if (Number.isFinite(value)) {
        sum += value;
        count++;
      }
    }
  }
  return count ? sum / count : Number.NaN;
}

function backgroundNear(region: RectifiedRegion, display: TemplateRect, rect: TemplateRect): number {
  const r = region.resolution;
  const values: number[] = [];
  const x0 = Math.max(0, Math.floor((rect.x - display.x - 1) * r));
  const x1 = Math.min(region.columns - 1, Math.ceil((rect.x - display.x + rect.width + 1) * r));
  const y0 = Math.max(0, Math.floor((rect.y - display.y - 1) * r));
  const y1 = Math.min(region.rows - 1, Math.ceil((rect.y - display.y + rect.height + 1) * r));
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) values.push(region.planes[3][y * region.columns + x] ?? Number.NaN);
  return quantile(values, 0.85);
}

/** Decodes the LCD segment by segment and accepts only what the display grammar allows; doubt refuses. */
export function readDisplay(template: A1cAnalyzerTemplate, region: RectifiedRegion): DisplayRead {
  const { display } = template;
  const contrastOf = (rect: TemplateRect, background: number) => 1 - meanIn(region, display.rect, rect, 0.22) / background;
  const cells = display.digitCells.map((cell) => {
    const background = backgroundNear(region, display.rect, cell);
    const rects = segmentRects(cell, display.segmentThickness);
    return SEGMENT_NAMES.map((name) => ({ name, contrast: contrastOf(rects[name], background) }));
  });
  const pointBackground = backgroundNear(region, display.rect, display.decimalPoint);
  const decimalContrast = contrastOf(display.decimalPoint, pointBackground);
  const percentBackground = backgroundNear(region, display.rect, display.percentSign);
  const percentContrast = Math.min(...percentDots(display.percentSign).map((dot) => contrastOf(dot, percentBackground)));
  const all = [...cells.flat().map((segment) => segment.contrast), decimalContrast, percentContrast];
  if (all.some((value) => !Number.isFinite(value))) return { reading: null, doubt: 'display not fully visible', contrast: 0 };
  const strongest = Math.max(...all);
  if (strongest < THRESHOLDS.minSegmentContrast) return { reading: null, doubt: 'display too faint', contrast: strongest };
  const on = THRESHOLDS.segmentOnFraction * strongest;
  const off = THRESHOLDS.segmentOffFraction * strongest;
  const decide = (contrast: number): boolean | null => (contrast >= on ? true : contrast <= off ? false : null);
  let text = '';
  for (const cell of cells) {
    const lit = new Set<SegmentName>();
    for (const segment of cell) {
      const state = decide(segment.contrast);
      if (state === null) return { reading: null, doubt: 'a segment is neither clearly on nor off', contrast: strongest };
      if (state) lit.add(segment.name);
    }
    const character = characterFromSegments(lit);
    if (character === undefined) return { reading: null, doubt: 'a digit cell shows no valid character', contrast: strongest };
    text += character;
  }
  const decimal = decide(decimalContrast);
  const percent = decide(percentContrast);
  if (decimal === null || percent === null) return { reading: null, doubt: 'decimal point or % sign unclear', contrast: strongest };

  if (!decimal && !percent) {
    const error = template.errorCodes.find((code) => code.display === text);
    if (error) return { reading: { kind: 'error', displayed: text, meaning: error.meaning }, doubt: null, contrast: strongest };
    return { reading: null, doubt: `"${text}" is not a value or error code of this analyzer`, contrast: strongest };
  }
  if (!decimal || !percent || !/^ ?[1-9]?\d\d$/.test(text) || /^ *0\d/.test(text.trimStart()) && text.trim().length > 2) {
    return { reading: null, doubt: `"${text}" does not fit the display grammar`, contrast: strongest };
  }
  const digits = text.trim();
  const displayed = `${digits.slice(0, -1)}.${digits.slice(-1)}`;
  const value = Number(displayed);
  const percentValue = template.calibration.slope * value + template.calibration.offset;
  if (value < template.reportableRange.min || value > template.reportableRange.max) {
    return { reading: null, doubt: `${displayed}% lies outside the reportable range`, contrast: strongest };
  }
  return { reading: a1cValue(displayed, percentValue), doubt: null, contrast: strongest };
}
