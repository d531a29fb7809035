import type { TemplateRect } from '@portal/contract';
import { projectToImage, type Homography } from '../geometry/homography';
import { templatePoint } from '../geometry/points';
import type { RgbaImage } from '../image/rgba-image';
import { median } from '../image/statistics';
import { sampleChannel } from '../image/sample';

const SAMPLES_PER_MM = 20;
const HALF_SPAN_MM = 1.5;

/** 20-80% rise distance (mm) of a luminance profile across an edge at template point (u, v) along (du, dv). */
function edgeWidthAt(
  image: RgbaImage,
  homography: Homography,
  u: number,
  v: number,
  du: number,
  dv: number,
): number {
  const values: number[] = [];
  for (let i = -HALF_SPAN_MM * SAMPLES_PER_MM; i <= HALF_SPAN_MM * SAMPLES_PER_MM; i++) {
    const t = i / SAMPLES_PER_MM;
    const point = projectToImage(homography, templatePoint(u + du * t, v + dv * t));
    values.push(sampleChannel(image, 3, point.x, point.y));
  }
  if (values.some((value) => !Number.isFinite(value))) return Number.NaN;
  const low = Math.min(...values);
  const high = Math.max(...values);
  if (high - low < 12) return Number.NaN; // too little contrast to judge
  const rising = (values[values.length - 1] ?? 0) > (values[0] ?? 0);
  const normalised = values.map((value) => (rising ? value - low : high - value) / (high - low));
  const crossing = (level: number) => normalised.findIndex((value) => value >= level);
  const a = crossing(0.2);
  const b = crossing(0.8);
  return a < 0 || b < 0 ? Number.NaN : Math.abs(b - a) / SAMPLES_PER_MM;
}

/** Blur measure: the worse of the median edge widths across vertical and horizontal edges of a printed rectangle. */
export function edgeWidthMm(image: RgbaImage, homography: Homography, rect: TemplateRect): number {
  const across: number[] = [];
  const along: number[] = [];
  for (const f of [0.3, 0.5, 0.7]) {
    across.push(edgeWidthAt(image, homography, rect.x, rect.y + rect.height * f, 1, 0));
    across.push(edgeWidthAt(image, homography, rect.x + rect.width, rect.y + rect.height * f, 1, 0));
    along.push(edgeWidthAt(image, homography, rect.x + rect.width * f, rect.y, 0, 1));
    along.push(edgeWidthAt(image, homography, rect.x + rect.width * f, rect.y + rect.height, 0, 1));
  }
  const widths = [median(across), median(along)].filter((value) => Number.isFinite(value));
  return widths.length === 0 ? Number.NaN : Math.max(...widths);
}

/**
 * The profile starts this far outside the reading area (on its rim or bezel) and ends this far inside:
 * deep enough that the LCD or membrane level is reached past 1.5 mm of blur (at 1.4 mm the measure
 * saturated near 0.6 mm, and 1-2 mm of motion across the lines passed the gate).
 */
const RIM_OUTSIDE_MM = 0.6;
const RIM_INSIDE_MM = 2.4;

/**
 * 20-80% rise (mm) from the darkest point of the rim to the reading area's level, along the inward
 * normal at template point (u, v). Only the rim side and the area itself are sampled, so the print
 * around the window (letters, labels, their text) cannot widen the measure.
 */
function rimRiseAt(
  image: RgbaImage,
  homography: Homography,
  u: number,
  v: number,
  du: number,
  dv: number,
): number {
  const values: number[] = [];
  for (let i = -RIM_OUTSIDE_MM * SAMPLES_PER_MM; i <= RIM_INSIDE_MM * SAMPLES_PER_MM; i++) {
    const t = i / SAMPLES_PER_MM;
    const point = projectToImage(homography, templatePoint(u + du * t, v + dv * t));
    values.push(sampleChannel(image, 3, point.x, point.y));
  }
  if (values.some((value) => !Number.isFinite(value))) return Number.NaN;
  const outerEnd = Math.round((RIM_OUTSIDE_MM + 0.4) * SAMPLES_PER_MM);
  let darkest = 0;
  for (let i = 1; i <= outerEnd; i++) if ((values[i] ?? 0) < (values[darkest] ?? 0)) darkest = i;
  const low = values[darkest] ?? 0;
  const high = median(values.slice(values.length - Math.round(0.6 * SAMPLES_PER_MM)));
  if (high - low < 12) return Number.NaN; // too little contrast to judge
  const crossing = (level: number) => {
    for (let i = darkest; i < values.length; i++)
      if ((values[i] ?? 0) >= low + level * (high - low)) return i;
    return -1;
  };
  const a = crossing(0.2);
  const b = crossing(0.8);
  return a < 0 || b < 0 ? Number.NaN : (b - a) / SAMPLES_PER_MM;
}

/**
 * Blur at the reading area's own edges (window rim, display bezel): the median rise over three points
 * of each side, the worse of the two directions. NaN when the rim has too little contrast to judge.
 */
export function rimEdgeWidthMm(image: RgbaImage, homography: Homography, rect: TemplateRect): number {
  const across: number[] = [];
  const along: number[] = [];
  for (const f of [0.3, 0.5, 0.7]) {
    across.push(rimRiseAt(image, homography, rect.x, rect.y + rect.height * f, 1, 0));
    across.push(rimRiseAt(image, homography, rect.x + rect.width, rect.y + rect.height * f, -1, 0));
    along.push(rimRiseAt(image, homography, rect.x + rect.width * f, rect.y, 0, 1));
    along.push(rimRiseAt(image, homography, rect.x + rect.width * f, rect.y + rect.height, 0, -1));
  }
  const widths = [median(across), median(along)].filter((value) => Number.isFinite(value));
  return widths.length === 0 ? Number.NaN : Math.max(...widths);
}
