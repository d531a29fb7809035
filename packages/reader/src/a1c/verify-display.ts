import type { A1cAnalyzerTemplate } from '@portal/contract';
import { pixelsPerMillimetre, type Homography } from '../geometry/homography';
import { templatePoint } from '../geometry/points';
import { rectify } from '../image/rectify';
import type { RgbaImage } from '../image/rgba-image';
import { A1C_THRESHOLDS } from './a1c-thresholds';
import { fitDisplayRim, type RimMeasure } from './display-rim';
import { readDisplay } from './read-display';

/** The same mapping with the body turned by half a turn in template space (u -> W - u, v -> H - v). */
export function turnedHalf(homography: Homography, template: A1cAnalyzerTemplate): Homography {
  const { width, height } = template.body;
  const [a, b, c, d, e, f, g, h, i] = homography;
  return [
    -a,
    -b,
    a * width + b * height + c,
    -d,
    -e,
    d * width + e * height + f,
    -g,
    -h,
    g * width + h * height + i,
  ] as unknown as Homography;
}

function compose(h: Homography, a: readonly number[]): Homography {
  const at = (values: readonly number[], index: number) => values[index] ?? 0;
  const product: number[] = [];
  for (let row = 0; row < 3; row++)
    for (let column = 0; column < 3; column++)
      product.push(
        at(h, row * 3) * at(a, column) +
          at(h, row * 3 + 1) * at(a, 3 + column) +
          at(h, row * 3 + 2) * at(a, 6 + column),
      );
  return product as unknown as Homography;
}

/**
 * The mapping that results when the outline found was the display's, not the body's: an LCD is a light
 * rectangle of nearly the body's aspect (here 40 x 24 mm in a 56 x 96 mm body), turned a quarter.
 */
export function displayTakenForBody(homography: Homography, template: A1cAnalyzerTemplate): Homography {
  const { width, height } = template.body;
  const { x, y, width: w, height: h } = template.display.rect;
  // Display (u, v) to body: u' = (v - y) W / h, v' = (x + w - u) H / w.
  return compose(homography, [
    0,
    width / h,
    (-y * width) / h,
    -height / w,
    0,
    ((x + w) * height) / w,
    0,
    0,
    1,
  ]);
}

export type DisplayVerification = {
  /** The orientation whose display reads, or null when neither (or both, differently) does. */
  readonly homography: Homography | null;
  /** Clearest margin reached by a reading orientation (fraction of the lit contrast); -1 when none read. */
  readonly margin: number;
};

/**
 * Verifies an analyzer match by the display's own structure, whatever its label or bezel look like: the
 * display is a rectangle set off from its bezel on every side (found by its own rim, which also corrects
 * the body outline's homography there), and inside it the
 * digit grid of the template reads segment by segment, every segment clearly lit or unlit, into
 * something the display grammar allows. Both half-turn orientations are tried (a wrong one puts the
 * decimal point and % sign where no segment is), and so is the hypothesis that the outline found was the
 * display's own; the match holds only when every hypothesis that reads gives the same value.
 */
export function verifyByDisplay(
  image: RgbaImage,
  homography: Homography,
  template: A1cAnalyzerTemplate,
  maxResolution: number,
): DisplayVerification {
  return agreedDisplayReading(image, bodyHypotheses(homography, template), template, maxResolution);
}

/** Where the display is if the outline found was the body (either half-turn) or the display itself. */
export function bodyHypotheses(homography: Homography, template: A1cAnalyzerTemplate): Homography[] {
  const turned = turnedHalf(homography, template);
  return [
    homography,
    turned,
    displayTakenForBody(homography, template),
    displayTakenForBody(turned, template),
  ];
}

/** The rim is fitted by its luminance, then by its tint (a light-grey bezel of the LCD's own shade). */
const RIM_MEASURES: readonly RimMeasure[] = ['luminance', 'tint'];

/**
 * Reads the display under each hypothesis of where it is (as given and with the display's rim fitted: a
 * bezel of the LCD's own shade has no rim to fit, and a light bezel's outer edge can be taken for it).
 * Holds only when at least one reads clearly (every part of the digits' segments at least minGeometryMargin
 * outside the undecided band, the decimal point and % sign decided, no stray ink) and every hypothesis
 * that reads gives the same value.
 */
export function agreedDisplayReading(
  image: RgbaImage,
  hypotheses: readonly Homography[],
  template: A1cAnalyzerTemplate,
  maxResolution: number,
): DisplayVerification {
  const { rect } = template.display;
  const centre = templatePoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
  const readings: { homography: Homography; text: string; margin: number }[] = [];
  const candidates = hypotheses.flatMap((located) => [
    ...RIM_MEASURES.flatMap((measure) => {
      const fitted = fitDisplayRim(image, located, rect, measure);
      return fitted ? [fitted] : [];
    }),
    located,
  ]);
  for (const candidate of candidates) {
    const resolution = Math.min(maxResolution, pixelsPerMillimetre(candidate, centre));
    if (!(resolution > 0)) continue;
    const display = readDisplay(template, rectify(image, candidate, rect, resolution));
    if (!display.reading || display.digitMargin < A1C_THRESHOLDS.minGeometryMargin) continue;
    readings.push({ homography: candidate, text: display.reading.displayed, margin: display.digitMargin });
    // One disagreement already refuses.
    if (display.reading.displayed !== readings[0]?.text) break;
  }
  const first = readings[0];
  if (!first || readings.some((reading) => reading.text !== first.text))
    return { homography: null, margin: first ? first.margin : -1 };
  const best = readings.reduce((a, b) => (b.margin > a.margin ? b : a));
  return { homography: best.homography, margin: best.margin };
}
