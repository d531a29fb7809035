import { describe, expect, it } from 'vitest';
import { covidFluComboTemplate } from '../../templates';
import { cassetteWindow } from '../testing/cassette-window';
import { readLines } from './read-lines';

const comboWindow = (lines: Record<string, number>, pitch: number, seed = 7) =>
  readLines(covidFluComboTemplate, cassetteWindow(covidFluComboTemplate, lines, { pitch, seed }));
const detected = (reading: ReturnType<typeof readLines>) =>
  reading.lines.map((line) => `${line.name}${line.detected ? '+' : '-'}`).join(' ');

describe('readLines on a window stretched along the strip', () => {
  it('reads the lines where a strong line shows them, 4% further apart than the template has them', () => {
    // S, 21 mm from C, lies 0.84 mm past its place; a faint B 0.56 mm past its own.
    for (const seed of [3, 7, 11]) {
      const stretched = comboWindow({ C: 0.3, A: 0, B: 0.015, S: 0.1 }, 1.04, seed);
      expect(detected(stretched)).toBe('C+ A- B+ S+');
      expect(stretched.absentPlaceMark).toBeLessThan(1);
      expect(stretched.negativeThreshold).toBeLessThan(0.01);
    }
    // Squeezed as much the other way, too.
    expect(detected(comboWindow({ C: 0.3, A: 0.05, B: 0, S: 0.1 }, 0.96))).toBe('C+ A+ B- S+');
  });

  it('keeps the template’s spacing without a strong line to measure it, or where one lies too far off', () => {
    // Only faint lines: nothing measures the stretch, and the faint S 0.84 mm off is not found.
    const faint = comboWindow({ C: 0.3, A: 0, B: 0, S: 0.012 }, 1.04);
    expect(faint.lines[3]?.detected).toBe(false);
    // A strong A 0.84 mm off, 7 mm from C (12% further apart), is no stretch a placement leaves: it is not
    // taken as one.
    const farOff = comboWindow({ C: 0.3, A: 0.1, B: 0, S: 0 }, 1.12);
    expect(farOff.lines[1]?.detected).toBe(false);
  });

  it('reads a window at the template’s spacing as before', () => {
    expect(detected(comboWindow({ C: 0.3, A: 0.015, B: 0, S: 0.1 }, 1))).toBe('C+ A+ B- S+');
  });
});
