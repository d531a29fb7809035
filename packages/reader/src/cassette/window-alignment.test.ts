import { describe, expect, it } from 'vitest';
import { covidFluComboTemplate } from '../../templates';
import type { Homography } from '../geometry/homography';
import type { RgbaImage } from '../image/rgba-image';
import { windowEnds } from '../locate/window-ends';
import { alignedWindowRect, rectifyWindow } from './window-alignment';

const PIXELS_PER_MM = 8;
const WINDOW = covidFluComboTemplate.window.rect;

/** How a test photo differs from a plain window (see `photo`). */
type PhotoLook = {
  /** The rim's grey level (110). */
  readonly rimLevel?: number;
  /** Where the line lies, mm into the window (4). */
  readonly lineAt?: number;
  /** Darkens the photo along the strip, from none at the window's top to this share at its bottom (0). */
  readonly shadow?: number;
  /**
   * The line drawn red-purple (it takes the green channel most, as a gold-labelled line does), at the
   * grey line's luminance (false).
   */
  readonly dyed?: boolean;
};

/**
 * A photo of the window at 8 px/mm: a light membrane inside a 0.6 mm grey rim on a mid-grey body, and
 * one dark line into the window. `stretch` and `shiftMm` move the window along the strip from where the
 * homography below expects it.
 */
function photo(
  stretch: number,
  shiftMm: number,
  { rimLevel = 110, lineAt = 4, shadow = 0, dyed = false }: PhotoLook = {},
): RgbaImage {
  const width = 40 * PIXELS_PER_MM;
  const height = 70 * PIXELS_PER_MM;
  const data = new Uint8ClampedArray(width * height * 4);
  const top = WINDOW.y + shiftMm;
  const bottom = top + WINDOW.height * stretch;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const u = (x + 0.5) / PIXELS_PER_MM;
      const v = (y + 0.5) / PIXELS_PER_MM;
      const acrossRim = u > WINDOW.x - 0.6 && u < WINDOW.x + WINDOW.width + 0.6;
      const inWindow = u > WINDOW.x && u < WINDOW.x + WINDOW.width && v > top && v < bottom;
      const onRim = acrossRim && v > top - 0.6 && v < bottom + 0.6;
      const onLine = inWindow && Math.abs(v - (top + lineAt * stretch)) < 0.5;
      const lit = 1 - shadow * Math.min(Math.max((v - WINDOW.y) / WINDOW.height, 0), 1);
      const level = lit * (onLine ? 150 : inWindow ? 230 : onRim ? rimLevel : 170);
      const colour = onLine && dyed ? [225, 110, 150].map((channel) => lit * channel) : [level, level, level];
      data.set([...colour, 255], (y * width + x) * 4);
    }
  return { width, height, data };
}

/** About a pixel at 8 px/mm. */
const TOLERANCE_MM = 0.15;
const scale = [PIXELS_PER_MM, 0, 0, 0, PIXELS_PER_MM, 0, 0, 0, 1] as unknown as Homography;

/** The window as the alignment reads it in a photo. */
function aligned(image: RgbaImage) {
  return alignedWindowRect(WINDOW, windowEnds(image, scale, WINDOW));
}

describe('window alignment along the strip', () => {
  it('finds a window the homography placed a millimetre off and 3% short', () => {
    const found = aligned(photo(1.03, -1));
    expect(Math.abs(found.y - (WINDOW.y - 1))).toBeLessThan(TOLERANCE_MM);
    expect(Math.abs(found.y + found.height - (WINDOW.y - 1 + WINDOW.height * 1.03))).toBeLessThan(
      TOLERANCE_MM,
    );
    expect(found.x).toBe(WINDOW.x);
  });

  it('keeps a well placed window, or one within the scatter of the measure, where it is', () => {
    expect(aligned(photo(1, 0))).toBe(WINDOW);
    expect(aligned(photo(1, 0.15))).toBe(WINDOW);
    const found = aligned(photo(1, 0.5));
    expect(Math.abs(found.y - (WINDOW.y + 0.5))).toBeLessThan(TOLERANCE_MM);
  });

  it('keeps the nominal window without a rim to place it, or when the ends found are implausible', () => {
    expect(aligned(photo(1.03, -1, { rimLevel: 225 }))).toBe(WINDOW);
    expect(aligned(photo(1.1, 0))).toBe(WINDOW);
  });

  it('says whether the window’s two ends showed near where the homography puts them', () => {
    expect(windowEnds(photo(1, 0), scale, WINDOW)).toBeDefined();
    expect(windowEnds(photo(1.03, -1), scale, WINDOW)).toBeDefined();
    // No rim; a window 3 mm off along the strip (one end's search finds the line); 10% too long.
    expect(windowEnds(photo(1.03, -1, { rimLevel: 225 }), scale, WINDOW)).toBeUndefined();
    expect(windowEnds(photo(1, -3), scale, WINDOW)).toBeUndefined();
    expect(windowEnds(photo(1.1, 0), scale, WINDOW)).toBeUndefined();
    expect(rectifyWindow(photo(1, -3), scale, WINDOW, 10).endsFound).toBe(false);
    expect(rectifyWindow(photo(1, 0), scale, WINDOW, 10).endsFound).toBe(true);
  });

  it('does not take a dyed line for the window’s end, where its luminance alone would pass for the rim', () => {
    // A window 10% long and 3 mm early: its line sits where the homography puts the top end, its bottom
    // rim where it puts the bottom end. A grey step there is taken for the rim; the dyed line is not.
    const lineAtTopEnd = 3 / 1.1;
    expect(windowEnds(photo(1.1, -3, { lineAt: lineAtTopEnd }), scale, WINDOW)).toBeDefined();
    expect(windowEnds(photo(1.1, -3, { lineAt: lineAtTopEnd, dyed: true }), scale, WINDOW)).toBeUndefined();
    expect(windowEnds(photo(1, 0, { dyed: true }), scale, WINDOW)).toBeDefined();
  });

  it('finds an end whose rim is lighter than the shadowed part of the window, by the membrane beside it', () => {
    // The top rim (140) is 90 levels darker than the membrane beside it (230), and 10 darker than the
    // window's median (about 150, under a shadow deepening to 0.3 of the light along the strip).
    const ends = windowEnds(photo(1, 0.5, { rimLevel: 140, shadow: 0.7 }), scale, WINDOW);
    expect(ends).toBeDefined();
    expect(Math.abs((ends?.start ?? Number.NaN) - (WINDOW.y + 0.5))).toBeLessThan(TOLERANCE_MM);
    expect(Math.abs((ends?.end ?? Number.NaN) - (WINDOW.y + 0.5 + WINDOW.height))).toBeLessThan(TOLERANCE_MM);
  });

  it('reads the found window in the template millimetres: the line sits at its place', () => {
    const { region } = rectifyWindow(photo(1.03, -1), scale, WINDOW, 10);
    expect(region.resolution).toBe(10);
    expect(region.rows).toBe(WINDOW.height * 10);
    const column = Math.floor(region.columns / 2);
    let mass = 0;
    let moment = 0;
    for (let row = 0; row < 10 * 10; row++) {
      const depth = 230 - (region.planes[3][row * region.columns + column] ?? 230);
      mass += depth;
      moment += depth * ((row + 0.5) / 10);
    }
    expect(Math.abs(moment / mass - 4)).toBeLessThan(TOLERANCE_MM);
  });
});
