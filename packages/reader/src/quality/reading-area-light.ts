import type { KitTemplate } from '@portal/contract';
import {
  homographyFromPoints,
  invertHomography,
  projectToImage,
  type Homography,
} from '../geometry/homography';
import { imagePoint, rectCorners } from '../geometry/points';
import type { RgbaImage } from '../image/rgba-image';
import { bodyTemplateCorners } from '../locate/body-corners';
import { readingAreaRect } from '../template/reading-area';

type Point = { readonly x: number; readonly y: number };
type Rect = { readonly x: number; readonly y: number; readonly width: number; readonly height: number };

export type ReadingAreaLight = {
  /** Median luminance (0..255) of the reading area (the candidate with more glare). */
  readonly level: number;
  /** Share of its pixels near white and well above its level (a specular spot). */
  readonly glareFraction: number;
  /** Share of its pixels with a channel at 252 or more (clipped). */
  readonly clippedFraction: number;
};

/** Glare: luminance at least GLARE_RATIO times the area's median, and at least GLARE_MIN (at most GLARE_MAX). */
const GLARE_RATIO = 1.25;
const GLARE_MIN = 235;
const GLARE_MAX = 250;
const CLIPPED = 252;
/** An area with fewer pixels in the frame than this is not judged. */
const MIN_PIXELS = 100;

/** Luminance histogram (bins 0..255, Rec. 601 weights) of the frame inside a template rect; bin 256 counts clipped pixels. */
function rectHistogram(
  frame: RgbaImage,
  homography: Homography,
  inverse: readonly number[],
  rect: Rect,
): Uint32Array {
  const histogram = new Uint32Array(257);
  const { width, height, data } = frame;
  const corners = rectCorners(rect).map((corner) => projectToImage(homography, corner));
  const x0 = Math.max(0, Math.floor(Math.min(...corners.map((c) => c.x))));
  const x1 = Math.min(width - 1, Math.ceil(Math.max(...corners.map((c) => c.x))));
  const y0 = Math.max(0, Math.floor(Math.min(...corners.map((c) => c.y))));
  const y1 = Math.min(height - 1, Math.ceil(Math.max(...corners.map((c) => c.y))));
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, k = 0, l = 1] = inverse;
  const u0 = rect.x;
  const u1 = rect.x + rect.width;
  const v0 = rect.y;
  const v1 = rect.y + rect.height;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const w = g * x + k * y + l;
      const u = (a * x + b * y + c) / w;
      const v = (d * x + e * y + f) / w;
      if (u < u0 || u > u1 || v < v0 || v > v1) continue;
      const i = (y * width + x) * 4;
      const red = data[i] ?? 0;
      const green = data[i + 1] ?? 0;
      const blue = data[i + 2] ?? 0;
      const bin = (77 * red + 150 * green + 29 * blue + 128) >> 8;
      histogram[bin] = (histogram[bin] ?? 0) + 1;
      if (red >= CLIPPED || green >= CLIPPED || blue >= CLIPPED) histogram[256] = (histogram[256] ?? 0) + 1;
    }
  }
  return histogram;
}

function lightOf(histogram: Uint32Array): ReadingAreaLight | undefined {
  let count = 0;
  for (let bin = 0; bin < 256; bin++) count += histogram[bin] ?? 0;
  if (count < MIN_PIXELS) return undefined;
  let level = 0;
  for (let seen = 0; level < 255; level++) {
    seen += histogram[level] ?? 0;
    if (seen >= count / 2) break;
  }
  const threshold = Math.ceil(Math.min(Math.max(level * GLARE_RATIO, GLARE_MIN), GLARE_MAX));
  let glare = 0;
  for (let bin = threshold; bin < 256; bin++) glare += histogram[bin] ?? 0;
  return { level, glareFraction: glare / count, clippedFraction: (histogram[256] ?? 0) / count };
}

/**
 * Light on the reading area (a cassette's window, an A1C's display) at full resolution, from the body's
 * corners in frame pixels as findBody orders them (end A left, end A right, end B right, end B left).
 * The outline alone does not tell the device's two ends apart: the area and its 180-degree twin are both
 * measured and the worse is returned (glare on the twin lies on the device's body, which is no better).
 */
export function readingAreaLight(
  frame: RgbaImage,
  corners: readonly [Point, Point, Point, Point],
  template: KitTemplate,
): ReadingAreaLight | undefined {
  const { width: w, height: h } = template.body;
  const [c0, c1, c2, c3] = corners;
  const homography = homographyFromPoints(
    bodyTemplateCorners(template),
    [c1, c0, c3, c2].map((c) => imagePoint(c.x, c.y)),
  );
  if (!homography) return undefined;
  const inverse = invertHomography(homography);
  const rect = readingAreaRect(template);
  const twin = {
    x: w - rect.x - rect.width,
    y: h - rect.y - rect.height,
    width: rect.width,
    height: rect.height,
  };
  let worst: ReadingAreaLight | undefined;
  for (const area of [rect, twin]) {
    const light = lightOf(rectHistogram(frame, homography, inverse, area));
    if (!light) continue;
    if (!worst) worst = light;
    else
      worst = {
        level: light.glareFraction > worst.glareFraction ? light.level : worst.level,
        glareFraction: Math.max(light.glareFraction, worst.glareFraction),
        clippedFraction: Math.max(light.clippedFraction, worst.clippedFraction),
      };
  }
  return worst;
}
