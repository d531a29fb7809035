import { describe, expect, it } from 'vitest';
import { Gs1ParseError } from './gs1-parse-error';
import { parseKitCode } from './parse-kit-code';

// Cases where the GS1 Syntax Engine (the reference) and an earlier version of this parser disagreed.
const GS = '\u001d';
const GTIN = '09506000134352';
const options = { referenceYear: 2026 };

function refusal(input: string): Gs1ParseError {
  try {
    parseKitCode(input, options);
  } catch (error) {
    expect(error).toBeInstanceOf(Gs1ParseError);
    return error as Gs1ParseError;
  }
  throw new Error(`expected ${JSON.stringify(input)} to be refused`);
}

describe('bracketed form: every "(" opens an AI', () => {
  it('refuses an unknown AI instead of absorbing it into the lot', () => {
    const error = refusal(`(01)${GTIN}(10)ABC(89)XYZ`);
    expect(error.code).toBe('UNKNOWN_AI');
    expect(error.ai).toBe('89');
  });

  it('refuses a mistyped (71) inside a lot that would hide the expiry after it', () => {
    const error = refusal(`(01)${GTIN}(10)LOT(71)(17)270101`);
    expect(error.code).toBe('UNKNOWN_AI');
    expect(error.ai).toBe('71');
  });

  it('refuses an unescaped bracket that opens no AI', () => {
    expect(refusal(`(01)${GTIN}(10)A(B`).code).toBe('BAD_SYNTAX');
  });

  it('still reads a known AI after a lot, and an escaped bracket inside one', () => {
    expect(parseKitCode(`(01)${GTIN}(10)A\\(89)(17)270101`, options)).toMatchObject({
      Lot: 'A(89)',
      ExpirationDate: '2027-01-01',
    });
  });
});

describe('Digital Link query', () => {
  it('refuses an unknown numeric key', () => {
    const error = refusal(`https://id.example.com/01/${GTIN}?17=270101&89=X`);
    expect(error.code).toBe('UNKNOWN_AI');
    expect(error.ai).toBe('89');
  });

  it('ignores non-numeric parameters and parameters without a value', () => {
    expect(
      parseKitCode(`https://id.example.com/01/${GTIN}?linkType=gs1:pip&x&17=270101`, options),
    ).toMatchObject({ GTIN, ExpirationDate: '2027-01-01' });
  });

  it('refuses a lot or serial given only in the query: they qualify the key and belong in the path', () => {
    expect(refusal(`https://id.example.com/01/${GTIN}?10=LOT1`).ai).toBe('10');
    expect(refusal(`https://id.example.com/01/${GTIN}/21/S1?10=LOT1`).ai).toBe('10');
    expect(refusal(`https://id.example.com/01/${GTIN}?21=S1`).code).toBe('BAD_URL');
  });

  it('reads "+" in the query as a space', () => {
    const error = refusal(`https://id.example.com/01/${GTIN}?17=270101&240=A+B`);
    expect(error.code).toBe('BAD_CHARACTER'); // a space is outside GS1 character set 82
    expect(error.message).toContain('A B');
  });

  it('refuses an AI given twice', () => {
    expect(refusal(`https://id.example.com/01/${GTIN}?17=270101&17=270101`).code).toBe('CONFLICTING_AI');
  });
});

describe('Digital Link path', () => {
  it('ignores AIs before the primary key: they are part of the stem', () => {
    const parsed = parseKitCode(`https://id.example.com/17/200101/10/OLD/01/${GTIN}/21/S1`, options);
    expect(parsed).toMatchObject({ GTIN, Serial: 'S1', Lot: null, ExpirationDate: null });
  });

  it('takes the rightmost primary key when the stem holds another', () => {
    expect(parseKitCode(`https://id.example.com/01/faux/01/${GTIN}/10/L1`, options)).toMatchObject({
      GTIN,
      Lot: 'L1',
    });
  });

  it('reads "+" in the path as a literal plus', () => {
    expect(parseKitCode(`https://id.example.com/01/${GTIN}/10/A+B/21/1+2`, options)).toMatchObject({
      Lot: 'A+B',
      Serial: '1+2',
    });
  });

  it('refuses a GTIN-8, -12 or -13 in the path, as the engine does by default', () => {
    for (const shortGtin of ['9506000134352', '950600013435', '95060003']) {
      const error = refusal(`https://id.example.com/01/${shortGtin}/10/L1`);
      expect(error.code).toBe('BAD_LENGTH');
      expect(error.ai).toBe('01');
    }
  });

  it('refuses qualifiers out of order or not qualifying this key', () => {
    expect(refusal(`https://id.example.com/01/${GTIN}/21/S1/10/L1`).code).toBe('BAD_URL');
    expect(refusal(`https://id.example.com/01/${GTIN}/17/270101`).code).toBe('BAD_URL');
  });

  it('refuses a path with no primary key or an empty value', () => {
    expect(refusal('https://id.example.com/10/L1/21/S1').code).toBe('BAD_URL');
    expect(refusal(`https://id.example.com/01/${GTIN}/10/`).code).toBe('BAD_URL');
  });
});

describe('symbology identifiers', () => {
  const link = `https://id.example.com/01/${GTIN}/10/L1/21/S1?17=270630`;

  it('accepts a Digital Link in a plain QR Code (]Q1) or DataMatrix (]d1)', () => {
    for (const symbology of [']Q1', ']d1']) {
      expect(parseKitCode(`${symbology}${link}`, options)).toMatchObject({
        GTIN,
        Lot: 'L1',
        Serial: 'S1',
        ExpirationDate: '2027-06-30',
      });
    }
  });

  it('refuses plain text in ]Q1 or ]d1', () => {
    expect(refusal(`]Q101${GTIN}`).code).toBe('BAD_SYNTAX');
    expect(refusal(']d1hello').code).toBe('BAD_SYNTAX');
  });

  it('accepts a GS1 DataBar element string (]e0)', () => {
    expect(parseKitCode(`]e001${GTIN}17270630101A${GS}21S9`, options)).toMatchObject({
      GTIN,
      Lot: '1A',
      Serial: 'S9',
      ExpirationDate: '2027-06-30',
    });
  });
});
