import type { TemplateRect } from '@portal/contract';
import { homographyFromPoints, projectToImage, type Homography } from '../geometry/homography';
import { imagePoint, rectCorners, templatePoint, type ImagePoint } from '../geometry/points';
import type { RgbaImage } from '../image/rgba-image';
import { sampleChannel } from '../image/sample';
import { median } from '../image/statistics';
import { fitLine, intersect, type Line } from '../locate/fit-line';

const SAMPLES_PER_MM = 10;
/** Profiles across each side of the display run this far out (bezel) and in (LCD, short of any digit). */
const OUTSIDE_MM = 3;
const INSIDE_MM = 1.8;
/** The LCD's own level is taken this deep inside. */
const LCD_FROM_MM = 1.1;
/** Points per side, spread over its middle (the bezel's rounded corners excluded). */
const POINTS_PER_SIDE = 9;
/** A step below this (0..255) is no edge. */
const MIN_STEP = 8;
/**
 * A step the other way counts only when it is at least this share of the larger one: a dark bezel's
 * body may be only 20 levels lighter than a bright LCD, and the LCD's own noise then crosses half of it
 * (tune-hard good-315: LCD 235, bezel 60, body 255). A grey bezel's two steps are 0.8-0.9 of each other.
 */
const OTHER_STEP_SHARE = 0.5;
/** The refined display may lie at most this far (mm) from where the body's outline put it. */
const MAX_CORRECTION_MM = 3;

/** Walking out from the LCD (`from`, towards index 0), where the profile first crosses `half`. */
function firstCrossing(values: readonly number[], from: number, half: number): number {
  for (let i = from; i > 0; i--) {
    const a = values[i] ?? Number.NaN;
    const b = values[i - 1] ?? Number.NaN;
    if ((a - half) * (b - half) <= 0 && a !== b) return i - (a - half) / (a - b);
  }
  return Number.NaN;
}

/**
 * Where the LCD ends along one profile (index 0 outside, last inside): walking out from the LCD, the
 * first 50% crossing towards the bezel. Walking out, not searching the strongest step, keeps the
 * bezel's outer edge (on the body) from being taken for the display's. The bezel may be darker than the
 * LCD and the body lighter, or the other way round: each way's step over the whole walk is walked, and
 * the nearer crossing is the LCD's (tune-hard good-1358, a grey bezel 0.7 mm wide on a white body: the
 * body's step alone put every side 0.9-1.3 mm out, where the digits no longer read).
 */
function lcdEdge(values: readonly number[]): number {
  const from = Math.round((OUTSIDE_MM + LCD_FROM_MM) * SAMPLES_PER_MM);
  const inside = median(values.slice(from));
  const walked = values.slice(0, from);
  const steps = [Math.min(...walked) - inside, Math.max(...walked) - inside];
  const largest = Math.max(...steps.map(Math.abs));
  const crossings = steps
    .filter((step) => Math.abs(step) >= Math.max(MIN_STEP, largest * OTHER_STEP_SHARE))
    .map((step) => firstCrossing(values, from, inside + step / 2))
    .filter((crossing) => Number.isFinite(crossing));
  return crossings.length > 0 ? Math.max(...crossings) : Number.NaN;
}

/**
 * What the rim's profiles measure: luminance, or the tint (max - min of r, g, b), which sets a tinted LCD
 * apart from a neutral bezel of its own shade (the light-grey bezel: against the true pose, 18 of 19
 * luminance fits more than 0.5 mm off or none, 9 of 19 tint fits; tune-hard seeds 0-119).
 */
export type RimMeasure = 'luminance' | 'tint';

function profileValue(image: RgbaImage, x: number, y: number, measure: RimMeasure): number {
  if (measure === 'luminance') return sampleChannel(image, 3, x, y);
  const r = sampleChannel(image, 0, x, y);
  const g = sampleChannel(image, 1, x, y);
  const b = sampleChannel(image, 2, x, y);
  return Math.max(r, g, b) - Math.min(r, g, b);
}

/**
 * The display rectangle found in the photo from its own rim: on each side, profiles across the edge
 * between LCD and bezel (whatever the bezel's colour), a line fitted through the edge points, the four
 * lines intersected. Returns the homography that puts the template's display rectangle on those corners,
 * or null when a side has no clear edge or the result moves the display implausibly far.
 */
export function fitDisplayRim(
  image: RgbaImage,
  homography: Homography,
  rect: TemplateRect,
  measure: RimMeasure = 'luminance',
): Homography | null {
  const { x, y, width, height } = rect;
  // Each side: a point on it at fraction f, and its inward normal.
  const sides = [
    { at: (f: number) => [x + width * f, y], normal: [0, 1] },
    { at: (f: number) => [x + width, y + height * f], normal: [-1, 0] },
    { at: (f: number) => [x + width * f, y + height], normal: [0, -1] },
    { at: (f: number) => [x, y + height * f], normal: [1, 0] },
  ] as const;
  const lines: Line[] = [];
  for (const side of sides) {
    const points: { x: number; y: number }[] = [];
    for (let k = 0; k < POINTS_PER_SIDE; k++) {
      const [u, v] = side.at(0.12 + (0.76 * k) / (POINTS_PER_SIDE - 1)) as [number, number];
      const [nu, nv] = side.normal;
      const values: number[] = [];
      for (let i = -OUTSIDE_MM * SAMPLES_PER_MM; i <= INSIDE_MM * SAMPLES_PER_MM; i++) {
        const point = projectToImage(
          homography,
          templatePoint(u + (nu * i) / SAMPLES_PER_MM, v + (nv * i) / SAMPLES_PER_MM),
        );
        values.push(profileValue(image, point.x, point.y, measure));
      }
      if (values.some((value) => !Number.isFinite(value))) continue;
      const edge = lcdEdge(values);
      if (!Number.isFinite(edge)) continue;
      const t = edge / SAMPLES_PER_MM - OUTSIDE_MM;
      points.push(projectToImage(homography, templatePoint(u + nu * t, v + nv * t)));
    }
    const line = points.length >= Math.ceil(POINTS_PER_SIDE / 2) ? fitLine(points) : undefined;
    if (!line) return null;
    lines.push(line);
  }
  const [top, right, bottom, left] = lines as [Line, Line, Line, Line];
  const corners = [
    intersect(left, top),
    intersect(top, right),
    intersect(right, bottom),
    intersect(bottom, left),
  ];
  const templateCorners = rectCorners({ x, y, width, height });
  if (corners.some((corner) => !corner)) return null;
  const imageCorners = corners.map((corner) => imagePoint(corner?.x ?? 0, corner?.y ?? 0));
  const refined = homographyFromPoints(templateCorners, imageCorners);
  if (!refined) return null;
  // The correction is bounded: a rim found far from where the body put it is another edge.
  const [first, second] = imageCorners as [ImagePoint, ImagePoint];
  const scale = Math.hypot(second.x - first.x, second.y - first.y) / width;
  for (const [i, corner] of templateCorners.entries()) {
    const before = projectToImage(homography, corner);
    const after = imageCorners[i];
    if (!after || Math.hypot(after.x - before.x, after.y - before.y) > MAX_CORRECTION_MM * scale) return null;
  }
  return refined;
}
