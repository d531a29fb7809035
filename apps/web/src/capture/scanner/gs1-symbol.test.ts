// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { kitCodeText } from './gs1-symbol';

const BRACKETED = '(01)09506000134352(17)271231(10)LOT1(21)S1';
const DIGITAL_LINK = 'https://id.gs1.org/01/09506000134352/10/LOT1?17=271231';

describe('kitCodeText', () => {
  it('hands on GS1 DataMatrix, GS1-128, GS1 QR and DataBar data (FNC1 first)', () => {
    for (const id of [']d2', ']C1', ']Q3', ']e0']) expect(kitCodeText(id, BRACKETED)).toBe(BRACKETED);
  });

  it('hands on a Digital Link URL from a plain QR code or DataMatrix', () => {
    expect(kitCodeText(']Q1', DIGITAL_LINK)).toBe(DIGITAL_LINK);
    expect(kitCodeText(']d1', DIGITAL_LINK)).toBe(DIGITAL_LINK);
  });

  it('refuses digits from a Code 128 or DataMatrix without FNC1, other symbologies and empty text', () => {
    expect(kitCodeText(']C0', '0109506000134352172712311010LOT1')).toBeNull();
    expect(kitCodeText(']d1', '0109506000134352')).toBeNull();
    expect(kitCodeText(']Q1', 'id.gs1.org/01/09506000134352')).toBeNull();
    expect(kitCodeText(']E0', DIGITAL_LINK)).toBeNull();
    expect(kitCodeText(']C1', '')).toBeNull();
  });
});
