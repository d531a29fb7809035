import { describe, expect, it } from 'vitest';
import { covidFluComboTemplate } from '../templates';
import { ringOutlineErrorsMm } from './outline-error';
import { drawScene, type SyntheticScene } from './synthetic-scene';

describe('the reading area’s ring of a small cassette', () => {
  const template = covidFluComboTemplate;
  // 1920 px wide: the 480 px working copy has 1.1 px per mm, the 1 mm rim a pixel wide or less.
  const truth: SyntheticScene = {
    width: 1920,
    height: 1440,
    template,
    centre: { x: 900, y: 760 },
    pixelsPerMm: 4.4,
    rotationDeg: 130,
    // The body is the surface's colour: no outline of its own to threshold.
    background: [238, 238, 234],
    colours: { body: [238, 238, 234], rim: [120, 120, 120] },
  };
  const image = drawScene(truth);

  /** Of each ring's outlines, the one nearest the body: its worst corner's distance in mm. */
  const nearestOutlineMm = (longSide: number) =>
    Math.min(Infinity, ...ringOutlineErrorsMm(image, truth, longSide));

  it('does not show in the 480 px working copy', () => {
    expect(nearestOutlineMm(480)).toBe(Infinity);
  });

  it('shows in a copy of twice the size, and puts the body within about a millimetre', () => {
    expect(nearestOutlineMm(960)).toBeLessThan(1.5);
  });
});
