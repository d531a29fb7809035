import { describe, expect, it } from 'vitest';
import { a1cAnalyzerTemplate } from '../../templates';
import { homographyFromPoints, projectToImage, type Homography } from '../geometry/homography';
import { imagePoint, rectCorners } from '../geometry/points';
import type { RgbaImage } from '../image/rgba-image';
import { seededRandom } from '../../tools/render-eval/seeded-random';
import { fitDisplayRim } from './display-rim';

const { rect } = a1cAnalyzerTemplate.display;
const PX_PER_MM = 10;
/** The display's top-left corner in the photo (px); the photo leaves 10 mm of body round it. */
const ORIGIN = 100;
const WIDTH = rect.width * PX_PER_MM + 2 * ORIGIN;
const HEIGHT = rect.height * PX_PER_MM + 2 * ORIGIN;

/** A level, or an (r, g, b) colour. */
type Shade = number | readonly [number, number, number];

/** Shades of a display drawn on its body: the LCD, a bezel `bezelMm` wide round it, and the body. */
type Shades = {
  readonly lcd: Shade;
  readonly bezel: Shade;
  readonly body: Shade;
  readonly bezelMm: number;
  /** The LCD's noise: each pixel up to this many levels either way (seeded, the same every run). */
  readonly lcdNoise?: number;
};

function drawnDisplay({ lcd, bezel, body, bezelMm, lcdNoise = 0 }: Shades): RgbaImage {
  const data = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
  const bezelPx = bezelMm * PX_PER_MM;
  const right = ORIGIN + rect.width * PX_PER_MM;
  const bottom = ORIGIN + rect.height * PX_PER_MM;
  const random = seededRandom(7);
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      const cx = x + 0.5;
      const cy = y + 0.5;
      const inside = (grow: number) =>
        cx >= ORIGIN - grow && cx < right + grow && cy >= ORIGIN - grow && cy < bottom + grow;
      const shade = inside(0) ? lcd : inside(bezelPx) ? bezel : body;
      const noise = inside(0) ? lcdNoise * random.between(-1, 1) : 0;
      const [r, g, b] = typeof shade === 'number' ? [shade, shade, shade] : shade;
      data.set([r + noise, g + noise, b + noise, 255], (y * WIDTH + x) * 4);
    }
  return { width: WIDTH, height: HEIGHT, data };
}

/** The display's template rectangle mapped `offMm` off its drawn place, down and to the right. */
function placedOff(offMm: number): Homography {
  const to = rectCorners(rect).map((corner) =>
    imagePoint(
      ORIGIN + (corner.x - rect.x + offMm) * PX_PER_MM,
      ORIGIN + (corner.y - rect.y + offMm) * PX_PER_MM,
    ),
  );
  const homography = homographyFromPoints(rectCorners(rect), to);
  if (!homography) throw new Error('no homography');
  return homography;
}

/** How far (mm) the fitted display's farthest corner lies from the drawn LCD's. */
function cornerErrorMm(fitted: Homography | null): number {
  if (!fitted) return Infinity;
  const drawnPlace = placedOff(0);
  return Math.max(
    ...rectCorners(rect).map((corner) => {
      const found = projectToImage(fitted, corner);
      const drawn = projectToImage(drawnPlace, corner);
      return Math.hypot(found.x - drawn.x, found.y - drawn.y) / PX_PER_MM;
    }),
  );
}

describe('fitDisplayRim', () => {
  it('finds the LCD’s edge inside a dark bezel on a light body', () => {
    const image = drawnDisplay({ lcd: 200, bezel: 60, body: 245, bezelMm: 2 });
    expect(cornerErrorMm(fitDisplayRim(image, placedOff(1), rect))).toBeLessThan(0.2);
  });

  it('finds the LCD’s edge inside a grey bezel darker than the LCD, on a body lighter than both', () => {
    // Tune-hard good-1358: the body's step alone put every side at the bezel's outer edge, 0.7 mm out.
    const image = drawnDisplay({ lcd: 205, bezel: 168, body: 250, bezelMm: 0.7 });
    expect(cornerErrorMm(fitDisplayRim(image, placedOff(1), rect))).toBeLessThan(0.2);
  });

  it('finds a tinted LCD’s edge by its tint inside a neutral bezel of its own luminance', () => {
    // The evaluation renderer's light-grey bezel round its green LCD (luminance 192 both).
    const image = drawnDisplay({ lcd: [185, 200, 178], bezel: 192, body: 240, bezelMm: 1.5 });
    expect(cornerErrorMm(fitDisplayRim(image, placedOff(1), rect, 'tint'))).toBeLessThan(0.2);
    expect(cornerErrorMm(fitDisplayRim(image, placedOff(1), rect))).toBeGreaterThan(1);
  });

  it('is not drawn out to the body by a step the other way much smaller than the bezel’s', () => {
    // Tune-hard good-315: a bright LCD, a dark bezel and a body only 20 levels above the LCD.
    const image = drawnDisplay({ lcd: 235, bezel: 60, body: 255, bezelMm: 1, lcdNoise: 15 });
    expect(cornerErrorMm(fitDisplayRim(image, placedOff(-1), rect))).toBeLessThan(0.2);
  });
});
