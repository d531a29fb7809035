import { describe, expect, it } from 'vitest';
import { covidAgTemplate } from '../templates';
import { ringOutlineErrorsMm } from './outline-error';
import { drawScene, type SyntheticScene } from './synthetic-scene';

describe('windowCandidates on a tilted photo', () => {
  const template = covidAgTemplate;
  const truth: SyntheticScene = {
    width: 960,
    height: 720,
    template,
    centre: { x: 480, y: 360 },
    pixelsPerMm: 7,
    rotationDeg: 60,
    // The far end 20% narrower: the window is a trapezoid.
    perspective: 0.2,
    background: [240, 240, 236],
    colours: { body: [240, 240, 236], rim: [90, 90, 90] },
  };
  const errorsMm = ringOutlineErrorsMm(drawScene(truth), truth);

  // Outlines come in half-turn pairs: the rectangle's, then the trapezoid's.
  const [rectangle, , trapezoid] = errorsMm;

  it('keeps the rectangle’s prediction, which misses the far end by millimetres', () => {
    expect(rectangle).toBeGreaterThan(4);
  });

  it('predicts the body from the ring’s trapezoid about twice as close (the refit takes it from there)', () => {
    expect(trapezoid).toBeLessThan(3);
  });
});
