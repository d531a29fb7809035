import { describe, expect, it } from 'vitest';
import type { A1cAnalyzerTemplate, TemplateRect } from '@portal/contract';
import { a1cAnalyzerTemplate } from '../../templates';
import {
  homographyFromPoints,
  invertHomography,
  projectToImage,
  projectToTemplate,
  type Homography,
} from '../geometry/homography';
import { imagePoint, templatePoint } from '../geometry/points';
import type { RgbaImage } from '../image/rgba-image';
import { readKit } from '../read-kit';
import { THRESHOLDS } from '../reader-thresholds';
import { findByDisplay, rectOnQuad } from './display-first';
import { defocus } from '../../tools/render/blur';
import { findLcdCandidates } from './find-lcd-candidates';
import { readDisplay } from './read-display';
import { agreedDisplayReading } from './verify-display';
import { rectify } from '../image/rectify';
import { seededUniform } from '../testing/seeded-noise';
import { CHARACTER_SEGMENTS, percentDots, segmentRects, SEGMENT_NAMES } from './seven-segment';

const template: A1cAnalyzerTemplate = a1cAnalyzerTemplate;
const { display } = template;

const inside = (rect: TemplateRect, u: number, v: number, grow = 0) =>
  u >= rect.x - grow &&
  u < rect.x + rect.width + grow &&
  v >= rect.y - grow &&
  v < rect.y + rect.height + grow;

/** The body placed at `scale` px/mm, turned by `angle`, its centre at (cx, cy). */
function pose(angle: number, scale: number, cx: number, cy: number): Homography {
  const { width, height } = template.body;
  const corners = [
    templatePoint(0, 0),
    templatePoint(width, 0),
    templatePoint(width, height),
    templatePoint(0, height),
  ];
  const image = corners.map((corner) => {
    const u = (corner.x - width / 2) * scale;
    const v = (corner.y - height / 2) * scale;
    return imagePoint(
      cx + u * Math.cos(angle) - v * Math.sin(angle),
      cy + u * Math.sin(angle) + v * Math.cos(angle),
    );
  });
  const mapping = homographyFromPoints(corners, image);
  if (!mapping) throw new Error('pose');
  return mapping;
}

/**
 * An analyzer showing `text` (three cells, a decimal point and % when `value`), drawn with 2x2 samples per
 * pixel: a body of the surface's own shade (no outline to find), a bezel, the LCD and its segments.
 */
/** Shades of the drawing, the photo's size and its grain (a seeded +-noise/2 on every pixel). */
type Look = {
  readonly lcd: number;
  readonly body: number;
  readonly segment: number;
  readonly noise: number;
  readonly width: number;
  readonly height: number;
  /** The decimal point and the % sign's dots drawn this size (mm) in their places; the template's by default. */
  readonly dotMm?: number;
};
const PLAIN: Look = { lcd: 185, body: 215, segment: 40, noise: 0, width: 900, height: 700 };

function analyzerPhoto(
  homography: Homography,
  text: string,
  value: boolean,
  bezel: number,
  look: Look = PLAIN,
): RgbaImage {
  const { width, height } = look;
  const uniform = seededUniform(7);
  const grain = () => look.noise * uniform();
  const inverse = invertHomography(homography);
  const lit: TemplateRect[] = [];
  display.digitCells.forEach((cell, index) => {
    const rects = segmentRects(cell, display.segmentThickness);
    const on = CHARACTER_SEGMENTS[text[index] ?? ' '] ?? '';
    for (const name of SEGMENT_NAMES) if (on.includes(name)) lit.push(rects[name]);
  });
  const dot = (rect: TemplateRect): TemplateRect => {
    const size = look.dotMm ?? rect.width;
    return {
      x: rect.x + (rect.width - size) / 2,
      y: rect.y + (rect.height - size) / 2,
      width: size,
      height: size,
    };
  };
  if (value) lit.push(...[display.decimalPoint, ...percentDots(display.percentSign)].map(dot));
  const shade = (u: number, v: number) => {
    if (lit.some((rect) => inside(rect, u, v))) return look.segment;
    if (inside(display.rect, u, v)) return look.lcd;
    if (inside(display.rect, u, v, 1.5)) return bezel;
    return look.body;
  };
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (const [dx, dy] of [
        [-0.25, -0.25],
        [0.25, -0.25],
        [-0.25, 0.25],
        [0.25, 0.25],
      ] as const) {
        const point = projectToTemplate(inverse, imagePoint(x + dx, y + dy));
        sum += shade(point.x, point.y);
      }
      const index = (y * width + x) * 4;
      data[index] = data[index + 1] = data[index + 2] = sum / 4 + grain();
      data[index + 3] = 255;
    }
  return { width, height, data };
}

/** The photo defocused (the renderer's Gaussian-like blur, sigma in px); grey, so one plane serves. */
function defocused(image: RgbaImage, sigma: number): RgbaImage {
  const { width, height } = image;
  const plane = Float32Array.from({ length: width * height }, (_, i) => image.data[i * 4] ?? 0);
  defocus(plane, width, height, sigma);
  const data = new Uint8ClampedArray(image.data.length);
  plane.forEach((value, i) => {
    data[i * 4] = data[i * 4 + 1] = data[i * 4 + 2] = value;
    data[i * 4 + 3] = 255;
  });
  return { width, height, data };
}

describe('display-first search', () => {
  const truth = pose(0.6, 7, 430, 360);

  it('maps the display rectangle onto a quad both ways round, never mirrored', () => {
    const quad = [
      templatePoint(display.rect.x, display.rect.y),
      templatePoint(display.rect.x + display.rect.width, display.rect.y),
      templatePoint(display.rect.x + display.rect.width, display.rect.y + display.rect.height),
      templatePoint(display.rect.x, display.rect.y + display.rect.height),
    ].map((corner) => projectToImage(truth, corner));
    // Given from another corner and the other way round, as a blob's outline may give it.
    const mappings = rectOnQuad(
      display.rect,
      [quad[2], quad[1], quad[0], quad[3]].filter((p) => p !== undefined),
    );
    expect(mappings).toHaveLength(2);
    const centre = templatePoint(display.rect.x + 3, display.rect.y + 2);
    const expected = projectToImage(truth, centre);
    const distances = mappings.map((mapping) => {
      const got = projectToImage(mapping, centre);
      return Math.hypot(got.x - expected.x, got.y - expected.y);
    });
    expect(Math.min(...distances)).toBeLessThan(1e-6);
    expect(Math.max(...distances)).toBeGreaterThan(100);
  });

  it('finds the LCD as a rectangle of its own, dark bezel or light', () => {
    for (const bezel of [30, 240]) {
      const candidates = findLcdCandidates(analyzerPhoto(truth, ' 68', true, bezel), display.rect);
      const corner = projectToImage(truth, templatePoint(display.rect.x, display.rect.y));
      const outer = projectToImage(truth, templatePoint(display.rect.x - 1.5, display.rect.y - 1.5));
      const nearest = (target: { x: number; y: number }) =>
        Math.min(
          ...candidates.flatMap((candidate) =>
            candidate.corners.map((p) => Math.hypot(p.x - target.x, p.y - target.y)),
          ),
        );
      // The LCD's own corner, or (a light bezel joining a light body) the bezel's outer corner.
      expect(Math.min(nearest(corner), nearest(outer))).toBeLessThan(4);
    }
  });

  it('reads the display of an analyzer whose body cannot be told from the surface, in either orientation', () => {
    expect(findByDisplay(analyzerPhoto(truth, ' 68', true, 30), template, 6).homography).not.toBeNull();
    const value = (angle: number, text: string) => {
      const mapping = pose(angle, 7, 430, 360);
      const found = findByDisplay(analyzerPhoto(mapping, text, true, 30), template, 6).homography;
      if (!found) return null;
      // The found mapping puts the decimal point where it is.
      const dp = templatePoint(display.decimalPoint.x + 0.8, display.decimalPoint.y + 0.8);
      const got = projectToImage(found, dp);
      const want = projectToImage(mapping, dp);
      return Math.hypot(got.x - want.x, got.y - want.y);
    };
    expect(value(0.6 + Math.PI, ' 68')).toBeLessThan(4);
    expect(value(-1.2, '129')).toBeLessThan(4);
  });

  it('reads a small, soft, grainy display whose outline only the larger working copy gives closely enough', () => {
    // 3 px/mm in a 1920 px photo, a pale LCD on a white body behind a grey bezel, softened and grainy: in the
    // 480 px copy the LCD is 30 x 18 px and its outline too rough for the alignment search to make up.
    const small = pose(0.5, 3, 900, 700);
    const look: Look = { lcd: 195, body: 235, segment: 60, noise: 16, width: 1920, height: 1440 };
    const photo = defocused(analyzerPhoto(small, '104', true, 170, look), 1.4);
    const found = findByDisplay(photo, template, 6).homography;
    expect(found).not.toBeNull();
    if (!found) return;
    const dp = templatePoint(display.decimalPoint.x + 0.8, display.decimalPoint.y + 0.8);
    const got = projectToImage(found, dp);
    const want = projectToImage(small, dp);
    expect(Math.hypot(got.x - want.x, got.y - want.y) / 3).toBeLessThan(1);
  });

  it('reads the display by itself when a body verified elsewhere puts no readable display there', () => {
    const photo = analyzerPhoto(pose(0.6, 5, 450, 350), '104', true, 30);
    // The body "verified" 3 mm from where it lies: past what the display's alignment search corrects.
    const elsewhere = pose(0.6, 5, 450 + 3 * 5, 350);
    const location = {
      found: true,
      homography: elsewhere,
      matchScore: 0.5,
      verified: true,
      scores: {},
      touchesBorder: false,
      areaFraction: 0.1,
    } as const;
    const result = readKit(photo, template, { location });
    expect(result.status, result.refusal?.message).toBe('read');
    expect(result.a1c?.displayed).toBe('10.4');
    expect(result.quality.metrics.displayGeometryMargin).toBeGreaterThanOrEqual(0.1);
  });

  it('reads a display past the rim blur limit while its segments stay clear, and refuses it when they do not', () => {
    // 5 px/mm, defocused by 2.6 px (0.5 mm): the rim's rise passes 0.65 mm, the 2.5 mm segments stay clear.
    const photo = (blur: number) =>
      defocused(
        analyzerPhoto(pose(0.6, 5, 600, 450), ' 68', true, 30, { ...PLAIN, width: 1200, height: 900 }),
        blur,
      );
    const soft = readKit(photo(2.6), template);
    expect(soft.quality.metrics.edgeWidthMm).toBeGreaterThan(THRESHOLDS.maxRimEdgeWidthMm);
    expect(soft.status, soft.refusal?.message).toBe('read');
    expect(soft.a1c?.displayed).toBe('6.8');
    const smeared = readKit(photo(7.2), template);
    expect(smeared.status).toBe('refused');
    expect(smeared.a1c).toBeNull();
  });

  it("verifies a display whose decimal point and % dots are smaller than the template's, faint beside its bars", () => {
    // 1.3 mm dots (the template's are 1.7 and 1.6 mm), softened by 0.2 mm: they keep 0.83 of the bars'
    // contrast, decided but under the geometry margin, while every bar stays 0.25 clear.
    const placed = pose(0.6, 5, 360, 320);
    const look: Look = { ...PLAIN, width: 720, height: 640, dotMm: 1.3 };
    const photo = defocused(analyzerPhoto(placed, ' 68', true, 30, look), 1);
    const read = readDisplay(template, rectify(photo, placed, display.rect, 5));
    expect(read.reading?.displayed).toBe('6.8');
    expect(read.margin).toBeLessThan(0.1);
    expect(read.digitMargin).toBeGreaterThanOrEqual(0.1);
    expect(agreedDisplayReading(photo, [placed], template, 6).homography).not.toBeNull();
  });

  it('refuses a blank display: nothing the grammar allows', () => {
    expect(findByDisplay(analyzerPhoto(truth, '   ', false, 30), template, 6).homography).toBeNull();
  });
});
