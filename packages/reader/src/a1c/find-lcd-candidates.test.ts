import { describe, expect, it } from 'vitest';
import { a1cAnalyzerTemplate } from '../../templates';
import type { RgbaImage } from '../image/rgba-image';
import { findLcdCandidates, type LcdCandidate } from './find-lcd-candidates';

const WIDTH = 480;
const HEIGHT = 360;
/** The display's own aspect (40 x 24 mm) at 5 px/mm, centred. */
const LCD = { x: 140, y: 120, width: 200, height: 120 };
/** A pale green LCD: luminance 246, saturation 95 thousandths (a white body: 255 and 0). */
const PALE_GREEN = [242, 252, 228];

/**
 * A white body lit to clipping with the pale LCD on it; left of `shadowX` everything is in a shadow
 * that keeps this share of the light.
 */
function paleLcdOnWhiteBody(shadowX = 0, shadowLight = 1): RgbaImage {
  const data = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      const inLcd = x >= LCD.x && x < LCD.x + LCD.width && y >= LCD.y && y < LCD.y + LCD.height;
      const light = x < shadowX ? shadowLight : 1;
      const [r = 255, g = 255, b = 255] = inLcd ? PALE_GREEN : [];
      data.set([r * light, g * light, b * light, 255], (y * WIDTH + x) * 4);
    }
  return { width: WIDTH, height: HEIGHT, data };
}

/** How far (px) the candidate's farthest corner lies from the nearest of the LCD's corners. */
function cornerError(candidate: LcdCandidate): number {
  const corners = [
    { x: LCD.x, y: LCD.y },
    { x: LCD.x + LCD.width, y: LCD.y },
    { x: LCD.x + LCD.width, y: LCD.y + LCD.height },
    { x: LCD.x, y: LCD.y + LCD.height },
  ];
  return Math.max(
    ...candidate.corners.map((c) => Math.min(...corners.map((t) => Math.hypot(c.x - t.x, c.y - t.y)))),
  );
}

const nearest = (candidates: LcdCandidate[]) => Math.min(Infinity, ...candidates.map(cornerError));

describe('findLcdCandidates on a pale tinted LCD on a white body', () => {
  const { rect } = a1cAnalyzerTemplate.display;
  const lit = paleLcdOnWhiteBody();
  // A shadow's edge across the display, 80 px in.
  const halfShaded = paleLcdOnWhiteBody(LCD.x + 80, 0.6);

  it('finds nothing at the luminance thresholds, lit to clipping or half in shadow', () => {
    expect(nearest(findLcdCandidates(lit, rect, 480, 'plain'))).toBeGreaterThan(3);
    expect(nearest(findLcdCandidates(halfShaded, rect, 480, 'plain'))).toBeGreaterThan(3);
  });

  it('finds the LCD by its tint either way, corners within 3 px', () => {
    expect(nearest(findLcdCandidates(lit, rect, 480, 'tint'))).toBeLessThan(3);
    expect(nearest(findLcdCandidates(halfShaded, rect, 480, 'tint'))).toBeLessThan(3);
  });
});
