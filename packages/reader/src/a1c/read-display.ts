import type { A1cAnalyzerTemplate, A1cReading } from '@portal/contract';
import type { RectifiedRegion } from '../image/rectify';
import { A1C_THRESHOLDS } from './a1c-thresholds';
import { a1cValue } from './a1c-value';
import { glareHidesSegment } from './display-glare';
import { measureDisplay, type DisplayMeasurement, type ElementContrast } from './measure-display';
import { characterFromSegments, type SegmentName } from './seven-segment';
import { strayInkMm2 } from './stray-ink';

export type DisplayRead = {
  readonly reading: A1cReading | null;
  readonly doubt: string | null;
  /** True when the refusal is for a highlight over some segment (see display-glare). */
  readonly glare?: boolean;
  /** Contrast of the lit segments (the reference of the on/off decisions); 0 when not measured. */
  readonly contrast: number;
  /**
   * Smallest distance of any part from the undecided band, as a fraction of the lit contrast: how far
   * the read was from a refusal (negative: it was refused for a doubtful part).
   */
  readonly margin: number;
  /**
   * For a read, the same over the digit cells' segments only (a refusal's is its margin): the
   * display-first check's measure of a clear read. The decimal point and the % sign need only be decided
   * there: they are small marks drawn differently from one analyzer to the next (a point, a % of two dots
   * and a hairline), so blur and coarse pixels take more of their contrast than of a bar's (tune-hard: %
   * dots at 0.80-0.83 of the lit contrast, where every segment part of the same displays reached 0.88).
   */
  readonly digitMargin: number;
  /** Dark ink away from every drawn element (mm², see stray-ink); 0 when not measured. */
  readonly strayInk?: number;
};

/**
 * The contrast of the lit segments: the median of the parts at least half as dark as the darkest part.
 * Every display the grammar allows lights several segments, so this is a lit level, robust to one outlier.
 */
export function litContrast(values: readonly number[]): number {
  const darkest = Math.max(...values);
  const lit = values.filter((value) => value >= 0.5 * darkest).sort((a, b) => a - b);
  const middle = (lit.length - 1) / 2;
  return ((lit[Math.floor(middle)] ?? 0) + (lit[Math.ceil(middle)] ?? 0)) / 2;
}

type Decision = { readonly state: boolean | null; readonly margin: number };

function decider(lit: number): (element: ElementContrast) => Decision {
  const on = A1C_THRESHOLDS.segmentOnFraction * lit;
  const off = A1C_THRESHOLDS.segmentOffFraction * lit;
  return ({ parts }) => {
    // An element is lit or unlit only when every part says so: a part-lit segment is a doubt, never a guess.
    const allOn = parts.every((value) => value >= on);
    const allOff = parts.every((value) => value <= off);
    const margin = allOn
      ? Math.min(...parts.map((value) => value - on)) / lit
      : allOff
        ? Math.min(...parts.map((value) => off - value)) / lit
        : -Math.max(0, ...parts.map((value) => Math.min(value - off, on - value))) / lit;
    return { state: allOn ? true : allOff ? false : null, margin };
  };
}

function refusal(doubt: string, contrast: number, margin: number): DisplayRead {
  return { reading: null, doubt, contrast, margin, digitMargin: margin };
}

/** Characters of the digit cells, or the first doubt. */
function decodeCells(
  measurement: DisplayMeasurement,
  decide: (element: ElementContrast) => Decision,
): { text: string; margin: number } | { doubt: string; margin: number } {
  let text = '';
  let margin = Infinity;
  for (const [index, cell] of measurement.cells.entries()) {
    const lit = new Set<SegmentName>();
    for (const segment of cell.segments) {
      const decision = decide(segment);
      margin = Math.min(margin, decision.margin);
      if (decision.state === null)
        return {
          doubt: `segment ${segment.name} of digit ${index + 1} is neither clearly on nor off`,
          margin,
        };
      if (decision.state) lit.add(segment.name);
    }
    const character = characterFromSegments(lit);
    if (character === undefined) return { doubt: `digit ${index + 1} shows no valid character`, margin };
    text += character;
  }
  return { text, margin };
}

/**
 * Decodes the LCD segment by segment and accepts only what the display grammar allows (` d.d` or `dd.d`
 * with % lit, or one of the template's error codes with neither) within the reportable range. A doubtful
 * part of any segment, the decimal point or the % sign refuses the photo.
 */
export function readDisplay(template: A1cAnalyzerTemplate, region: RectifiedRegion): DisplayRead {
  const measurement = measureDisplay(template, region);
  if (!measurement) return refusal('display not fully visible', 0, -1);
  const elements = [
    ...measurement.cells.flatMap((cell) => cell.segments),
    measurement.decimalPoint,
    measurement.percentSign,
  ];
  const values = elements.flatMap((element) => element.parts);
  if (values.some((value) => !Number.isFinite(value))) return refusal('display not fully visible', 0, -1);
  const contrast = litContrast(values);
  const faint = !(contrast >= A1C_THRESHOLDS.minSegmentContrast);
  const decide = decider(contrast);
  const decimal = decide(measurement.decimalPoint);
  const percent = decide(measurement.percentSign);
  // A highlight over a segment is glare whatever the segments read: it can hide a lit one. A decimal
  // point or % sign that reads lit was not hidden (see glareHidesSegment).
  const litMarks = faint
    ? []
    : [
        ...(decimal.state ? [measurement.decimalPoint] : []),
        ...(percent.state ? [measurement.percentSign] : []),
      ];
  if (glareHidesSegment(elements, litMarks))
    return { ...refusal('a highlight covers part of the display', Math.max(0, contrast), -1), glare: true };
  if (faint) return refusal('display too faint', Math.max(0, contrast), -1);

  const cells = decodeCells(measurement, decide);
  if ('doubt' in cells) return refusal(cells.doubt, contrast, cells.margin);
  const { text } = cells;
  const margin = Math.min(cells.margin, decimal.margin, percent.margin);
  if (decimal.state === null || percent.state === null)
    return refusal('decimal point or % sign unclear', contrast, margin);
  const strayInk = strayInkMm2(template, measurement, contrast);
  // Ink off the segment places: the display is misplaced or turned, whatever its segments read.
  if (strayInk > A1C_THRESHOLDS.maxStrayInkMm2)
    return {
      ...refusal(`ink off the segment places (${strayInk.toFixed(1)} mm²)`, contrast, margin),
      strayInk,
    };
  const read = (reading: A1cReading): DisplayRead => ({
    reading,
    doubt: null,
    contrast,
    margin,
    digitMargin: cells.margin,
    strayInk,
  });

  if (!decimal.state && !percent.state) {
    const error = template.errorCodes.find((code) => code.display === text);
    if (error) return read({ kind: 'error', displayed: text, meaning: error.meaning });
    return refusal(`"${text}" is not a value or error code of this analyzer`, contrast, margin);
  }
  if (!decimal.state || !percent.state || !/^(?: \d|[1-9]\d)\d$/.test(text)) {
    return refusal(`"${text}" does not fit the display grammar`, contrast, margin);
  }
  const digits = text.trim();
  const displayed = `${digits.slice(0, -1)}.${digits.slice(-1)}`;
  const value = Number(displayed);
  if (value < template.reportableRange.min || value > template.reportableRange.max) {
    return refusal(`${displayed}% lies outside the reportable range`, contrast, margin);
  }
  const percentValue = template.calibration.slope * value + template.calibration.offset;
  return read(a1cValue(displayed, percentValue));
}
