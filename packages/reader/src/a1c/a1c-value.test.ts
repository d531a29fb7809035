import { describe, expect, it } from 'vitest';
import { a1cValue } from './a1c-value';
import { characterFromSegments, CHARACTER_SEGMENTS, type SegmentName } from './seven-segment';

describe('a1cValue', () => {
  it('converts % to IFCC mmol/mol and estimated average glucose', () => {
    expect(a1cValue('7.0', 7)).toMatchObject({
      percent: 7,
      mmolPerMol: 53,
      estimatedAverageGlucoseMgDl: 154,
      band: 'diabetes-range',
    });
    expect(a1cValue('5.0', 5)).toMatchObject({ mmolPerMol: 31, estimatedAverageGlucoseMgDl: 97 });
  });
  it('puts the band boundaries at 5.7 and 6.5', () => {
    expect(a1cValue('5.6', 5.6).band).toBe('normal');
    expect(a1cValue('5.7', 5.7).band).toBe('prediabetes-range');
    expect(a1cValue('6.4', 6.4).band).toBe('prediabetes-range');
    expect(a1cValue('6.5', 6.5).band).toBe('diabetes-range');
  });
});

describe('seven-segment characters', () => {
  it('decodes every character from its own segments and nothing from a broken pattern', () => {
    for (const [character, segments] of Object.entries(CHARACTER_SEGMENTS)) {
      expect(characterFromSegments(new Set(segments.split('') as SegmentName[]))).toBe(character);
    }
    expect(characterFromSegments(new Set<SegmentName>(['a', 'b', 'g', 'e']))).toBeUndefined();
  });
});
