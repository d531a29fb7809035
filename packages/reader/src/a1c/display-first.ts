import type { A1cAnalyzerTemplate, TemplateRect } from '@portal/contract';
import { homographyFromPoints, type Homography } from '../geometry/homography';
import { rectCorners, type ImagePoint } from '../geometry/points';
import type { RgbaImage } from '../image/rgba-image';
import { findLcdCandidates, type LcdCandidate } from './find-lcd-candidates';
import { agreedDisplayReading, type DisplayVerification } from './verify-display';

/**
 * A rectangle found may be the bezel's outer edge rather than the LCD's: the display then lies this far
 * (mm) inside it. Bezels are 0.5-2.5 mm wide; the display's rim fit (up to 3 mm out, from 1.1 mm in)
 * and the alignment search (1.2 mm) take up the rest.
 */
const BEZEL_GUESS_MM = 1.5;

function grown(rect: TemplateRect, by: number): TemplateRect {
  return { x: rect.x - by, y: rect.y - by, width: rect.width + 2 * by, height: rect.height + 2 * by };
}

function signedArea(points: readonly { x: number; y: number }[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    if (a && b) sum += a.x * b.y - b.x * a.y;
  }
  return sum / 2;
}

/**
 * The mappings that put `rect` (template mm) on the candidate's corners without mirroring, its long
 * sides on the candidate's long sides: two, half a turn apart.
 */
export function rectOnQuad(rect: TemplateRect, quad: readonly ImagePoint[]): Homography[] {
  // Template corners go round clockwise on screen (y down), as image corners must.
  const corners = signedArea(quad) >= 0 ? [...quad] : [...quad].reverse();
  const from = rectCorners(rect);
  const length = (i: number) => {
    const a = corners[i % 4];
    const b = corners[(i + 1) % 4];
    return a && b ? Math.hypot(b.x - a.x, b.y - a.y) : 0;
  };
  const firstIsLong = length(0) + length(2) >= length(1) + length(3);
  const templateFirstIsLong = rect.width >= rect.height;
  const mappings: Homography[] = [];
  for (let k = 0; k < 4; k++) {
    if (k % 2 === 0 ? firstIsLong !== templateFirstIsLong : firstIsLong === templateFirstIsLong) continue;
    const to = from.map((_, i) => corners[(i + k) % 4]) as ImagePoint[];
    const mapping = homographyFromPoints(from, to);
    if (mapping) mappings.push(mapping);
  }
  return mappings;
}

/** The hypotheses one candidate stands for: the LCD itself or the bezel's outer edge, each turned both ways. */
function hypotheses(candidate: LcdCandidate, template: A1cAnalyzerTemplate): Homography[] {
  const { rect } = template.display;
  return [
    ...rectOnQuad(rect, candidate.corners),
    ...rectOnQuad(grown(rect, BEZEL_GUESS_MM), candidate.corners),
  ];
}

/**
 * The LCD searches, in turn, each only when no hypothesis of the ones before reads: working copies of
 * 480 and 960 px (a small display's rectangle in the first is a few pixels a side, its corners 2-3 mm off,
 * beyond what the alignment search corrects: tune-hard, 3 of 10 such displays found within 1 mm only in
 * the second), then both again with the digits closed over and edges as walls, then both by the LCD's
 * tint (findLcdCandidates). The tint's candidates come last, never mixed with the others: a first tint
 * search's (on the whiteness), ranked among them, took the place of a luminance rectangle of the same
 * display whose corners read better (tune-hard a1c good-138, read 11.9 at margin 0.21, then refused at 0.06).
 */
const LCD_SEARCHES = [
  { size: 480, kind: 'plain' },
  { size: 960, kind: 'plain' },
  { size: 480, kind: 'digits-closed' },
  { size: 960, kind: 'digits-closed' },
  { size: 480, kind: 'tint' },
  { size: 960, kind: 'tint' },
] as const;

/**
 * Finds the analyzer by its display alone, for a body that was not found or not verified (on a surface
 * of its own colour, or under another label): LCD-shaped rectangles found directly in the photo, the
 * template mapped so that its display lands on each, and the display read under every hypothesis. The
 * reading holds only when it is clear and every hypothesis that reads agrees (see agreedDisplayReading).
 */
export function findByDisplay(
  image: RgbaImage,
  template: A1cAnalyzerTemplate,
  maxResolution: number,
  extra: readonly Homography[] = [],
): DisplayVerification {
  let check: DisplayVerification = { homography: null, margin: -1 };
  for (const [index, { size, kind }] of LCD_SEARCHES.entries()) {
    const candidates = findLcdCandidates(image, template.display.rect, size, kind);
    const all = [
      ...(index === 0 ? extra : []),
      ...candidates.flatMap((candidate) => hypotheses(candidate, template)),
    ];
    check = agreedDisplayReading(image, all, template, maxResolution);
    // A hypothesis read: agreed or not, the answer stands (a disagreement is not outvoted by another search).
    if (check.margin !== -1) return check;
  }
  return check;
}
