import { describe, expect, it } from 'vitest';
import { KitTemplate } from '@portal/contract';
import { templates } from '../src';

describe('shipped templates', () => {
  it('are the three kits and each passes the contract schema', () => {
    expect(Object.keys(templates).sort()).toEqual(['a1c-analyzer', 'covid-ag', 'covid-flu-combo']);
    for (const template of Object.values(templates))
      expect(KitTemplate.safeParse(template).success).toBe(true);
  });
  it('the schema refuses a cassette with two control lines or a line outside the window', () => {
    const covid = templates['covid-ag'];
    if (covid?.kind !== 'cassette') throw new Error('covid-ag must be a cassette');
    const twoControls = {
      ...covid,
      lines: covid.lines.map((line) => ({ ...line, role: 'control' as const })),
    };
    expect(KitTemplate.safeParse(twoControls).success).toBe(false);
    const outside = {
      ...covid,
      lines: [
        ...covid.lines,
        { name: 'X', position: 99, role: 'test' as const, analyte: 'SARS-CoV-2' as const },
      ],
    };
    expect(KitTemplate.safeParse(outside).success).toBe(false);
  });
});
