import { describe, expect, it } from 'vitest';
import { a1cAnalyzerTemplate } from '../../templates';
import type { RgbaImage } from '../image/rgba-image';
import { findLcdCandidates, type LcdCandidate } from './find-lcd-candidates';

const WIDTH = 480;
const HEIGHT = 360;
/** The display's own aspect (40 x 24 mm) at 5 px/mm, centred. */
const LCD = { x: 140, y: 120, width: 200, height: 120 };

/** A white body lit to clipping, with a pale green LCD on it: luminance 246, whiteness 204 (body 255). */
function paleLcdOnWhiteBody(): RgbaImage {
  const data = new Uint8ClampedArray(WIDTH * HEIGHT * 4).fill(255);
  for (let y = LCD.y; y < LCD.y + LCD.height; y++)
    for (let x = LCD.x; x < LCD.x + LCD.width; x++) data.set([242, 252, 228, 255], (y * WIDTH + x) * 4);
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

describe('findLcdCandidates on a pale LCD brighter than every luminance threshold', () => {
  const image = paleLcdOnWhiteBody();
  const { rect } = a1cAnalyzerTemplate.display;

  it('finds nothing at the luminance thresholds', () => {
    const found = findLcdCandidates(image, rect, 480, 'plain');
    expect(found.filter((candidate) => cornerError(candidate) < 3)).toEqual([]);
  });

  it('finds the LCD by its tint, corners within 3 px', () => {
    const errors = findLcdCandidates(image, rect, 480, 'tint').map(cornerError);
    expect(Math.min(...errors)).toBeLessThan(3);
  });
});
