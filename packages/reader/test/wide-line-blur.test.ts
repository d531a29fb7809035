import { describe, expect, it } from 'vitest';
import { covidAgTemplate } from '../templates';
import { readKit } from '../src/read-kit';
import { covidAgOnTable, boxBlurred, drawScene, type SyntheticScene } from './synthetic-scene';

// Another maker's lines, 1.45 mm wide where the template's are 1 mm, drawn sharp: the control keeps
// 1 / 1.45 = 0.69 of its peak against the template's width, which the peak alone took for blur.
const wideLines: SyntheticScene = {
  ...covidAgOnTable,
  colours: { window: [215, 212, 204] },
  lineDrops: { C: 0.3 },
  lineWidthMm: 1.45,
};

describe('a control line wider than the template’s', () => {
  it('is read when its edges are steep: its width is not blur', () => {
    const result = readKit(drawScene(wideLines), covidAgTemplate);
    expect(result.quality.metrics.controlPeakKept).toBeLessThan(0.75);
    expect(result.quality.metrics.controlRiseMm).toBeLessThan(0.3);
    expect(result.status === 'read' ? result.results.map((r) => r.result) : result.refusal?.flags).toEqual([
      'NEGATIVE',
    ]);
  });

  it('is refused as blurred when a blur has spread its edges too', () => {
    // Three box passes of radius 3 px: a Gaussian of about 3.5 px, 0.43 mm at 8 px/mm.
    const result = readKit(boxBlurred(drawScene(wideLines), 3), covidAgTemplate);
    expect(result.quality.metrics.controlRiseMm).toBeGreaterThan(0.5);
    expect(result.refusal?.flags).toEqual(['blur']);
  });
});
