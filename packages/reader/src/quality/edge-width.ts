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
