import { describe, expect, it } from 'vitest';
import { evenLight } from './even-light';

describe('evenLight', () => {
  it('brings the paper of a profile whose light falls off by half to one level, keeping the bars dark', () => {
    // Bars 4 samples wide every 12, paper 200 at one end and 100 at the other; ink at a third of the paper.
    const profile = Float64Array.from({ length: 600 }, (_, i) => {
      const light = 200 - (100 * i) / 599;
      return i % 12 < 4 ? light / 3 : light;
    });
    const even = evenLight(profile);
    const paper = Array.from(even).filter((_, i) => i % 12 >= 4);
    const ink = Array.from(even).filter((_, i) => i % 12 < 4);
    // Within the fall-off over PAPER_REACH samples (8 of 200 grey levels) of full paper.
    expect(Math.min(...paper)).toBeGreaterThan(230);
    expect(Math.max(...ink)).toBeLessThan(90);
  });
});
