import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gs1CheckDigit } from './check-digit';
import { Gs1ParseError } from './gs1-parse-error';
import { parseKitCode } from './parse-kit-code';

const GS = '\u001d';
const GTIN = '09506000134352';
const options = { referenceYear: 2026 };

function expectGs1Error(input: unknown, code: string): void {
  try {
    parseKitCode(input, options);
  } catch (error) {
    expect(error).toBeInstanceOf(Gs1ParseError);
    expect((error as Gs1ParseError).code).toBe(code);
    expect((error as Gs1ParseError).message.length).toBeGreaterThan(10);
    return;
  }
  throw new Error(`expected ${code} for ${JSON.stringify(input)}`);
}

describe('parseKitCode', () => {
  it('reads a DataMatrix element string with a group separator after the lot', () => {
    const input = `]d201${GTIN}17271231101AB-23${GS}21SER9`;
    expect(parseKitCode(input, options)).toEqual({
      GTIN,
      ExpirationDate: '2027-12-31',
      Lot: '1AB-23',
      Serial: 'SER9',
      Custom: {},
      FullGS1String: input,
    });
  });

  it('reads GS1-128 and GS1 QR symbology ids and keeps other AIs as Custom', () => {
    expect(parseKitCode(`]C101${GTIN}10L1${GS}240PART-7`, options)).toMatchObject({
      Lot: 'L1',
      Custom: { '240': 'PART-7' },
    });
    expect(parseKitCode(`]Q301${GTIN}21X${GS}10Y`, options)).toMatchObject({ Lot: 'Y', Serial: 'X' });
  });

  it('keeps lot and serial apart only where the separator is', () => {
    expect(parseKitCode(`]d201${GTIN}10ABC21DEF`, options).Lot).toBe('ABC21DEF');
  });

  it('reads day 00 as the last day of the month, including leap years', () => {
    expect(parseKitCode(`(01)${GTIN}(17)280200`, options).ExpirationDate).toBe('2028-02-29');
    expect(parseKitCode(`(01)${GTIN}(17)270200`, options).ExpirationDate).toBe('2027-02-28');
    expect(parseKitCode(`(01)${GTIN}(17)270400`, options).ExpirationDate).toBe('2027-04-30');
  });

  it('expands two-digit years by the GS1 sliding window', () => {
    expect(parseKitCode(`(01)${GTIN}(17)760101`, options).ExpirationDate).toBe('2076-01-01');
    expect(parseKitCode(`(01)${GTIN}(17)770101`, options).ExpirationDate).toBe('1977-01-01');
  });

  it('reads the bracketed form with an escaped bracket in a lot', () => {
    expect(parseKitCode(`(01)${GTIN}(10)A\\(1)(21)42`, options)).toMatchObject({ Lot: 'A(1)', Serial: '42' });
  });

  it('reads GS1 Digital Link URLs with a path prefix and query attributes', () => {
    const url = `https://id.example.com/kits/01/${GTIN}/10/LOT%2F7/21/S1?17=270630&linkType=gs1:pip`;
    expect(parseKitCode(url, options)).toMatchObject({
      GTIN,
      Lot: 'LOT/7',
      Serial: 'S1',
      ExpirationDate: '2027-06-30',
    });
  });

  it('refuses a wrong GTIN check digit, naming the AI', () => {
    expectGs1Error(`(01)09506000134353`, 'BAD_CHECK_DIGIT');
    expect(() => parseKitCode(`]d20109506000134353`, options)).toThrow(/\(01\).*check digit/);
  });

  it('refuses impossible dates, bad characters, over-long fields and unknown AIs', () => {
    expectGs1Error(`(01)${GTIN}(17)271301`, 'BAD_DATE');
    expectGs1Error(`(01)${GTIN}(17)270231`, 'BAD_DATE');
    expectGs1Error(`(01)${GTIN}(10)ÄÖ`, 'BAD_CHARACTER');
    expectGs1Error(`]d201${GTIN}10${'A'.repeat(21)}`, 'BAD_LENGTH');
    expectGs1Error(`]d201${GTIN}2345`, 'UNKNOWN_AI');
    expectGs1Error(`]d20195060001343`, 'BAD_LENGTH');
  });

  it('refuses input that is not a GS1 kit code', () => {
    expectGs1Error(42, 'NOT_TEXT');
    expectGs1Error('   ', 'EMPTY');
    expectGs1Error('hello', 'BAD_SYNTAX');
    expectGs1Error(']E0123456789012', 'BAD_SYNTAX');
    expectGs1Error(`(10)ABC`, 'MISSING_GTIN');
    expectGs1Error(`(01)${GTIN}(10)A(10)B`, 'CONFLICTING_AI');
    expectGs1Error('https://example.com/about', 'BAD_URL');
    expectGs1Error('https://example.com/01/%E0%A4%A', 'BAD_URL');
    expectGs1Error('x'.repeat(5000), 'TOO_LONG');
  });
});

describe('parseKitCode round trip (property)', () => {
  const lotCharacters = fc.constantFrom(...'ABCDEFGHJKLMNPQRSTUVWXYZabc0123456789-./_'.split(''));
  const arbitraryCode = fc.record({
    body: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 13, maxLength: 13 }),
    year: fc.integer({ min: 0, max: 99 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 0, max: 28 }),
    lot: fc.string({ unit: lotCharacters, minLength: 1, maxLength: 20 }),
    serial: fc.string({ unit: lotCharacters, minLength: 1, maxLength: 20 }),
  });
  const two = (n: number) => String(n).padStart(2, '0');

  it('reads the same data from element string, bracketed form and Digital Link', () => {
    fc.assert(
      fc.property(arbitraryCode, ({ body, year, month, day, lot, serial }) => {
        const digits = body.join('');
        const gtin = digits + String(gs1CheckDigit(digits));
        const date = `${two(year)}${two(month)}${two(day)}`;
        const fromElementString = parseKitCode(`]d201${gtin}17${date}10${lot}${GS}21${serial}`, options);
        const fromBracketed = parseKitCode(`(01)${gtin}(17)${date}(10)${lot}(21)${serial}`, options);
        const url = `https://id.example.com/01/${gtin}/10/${encodeURIComponent(lot)}/21/${encodeURIComponent(serial)}?17=${date}`;
        const fromLink = parseKitCode(url, options);
        for (const parsed of [fromElementString, fromBracketed, fromLink]) {
          expect(parsed.GTIN).toBe(gtin);
          expect(parsed.Lot).toBe(lot);
          expect(parsed.Serial).toBe(serial);
          expect(parsed.ExpirationDate).toBe(fromElementString.ExpirationDate);
        }
        expect(fromElementString.ExpirationDate?.slice(5, 7)).toBe(two(month));
      }),
      { numRuns: 500, seed: 4 },
    );
  });
});

describe('parseKitCode fuzz', () => {
  function throwsOnlyGs1Errors(input: unknown): void {
    try {
      parseKitCode(input, options);
    } catch (error) {
      if (!(error instanceof Gs1ParseError)) throw error;
    }
  }
  const gs1ish = fc.string({
    unit: fc.constantFrom(
      ...'0123456789()\\%/?&=#.:-ABCxyz'.split(''),
      GS,
      ']d2',
      ']C1',
      ']Q3',
      'https://a.b/',
      '01',
      '17',
      '10',
      '21',
    ),
    maxLength: 80,
  });

  it('throws nothing but Gs1ParseError on arbitrary text', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 200 }), throwsOnlyGs1Errors), {
      numRuns: 3000,
      seed: 1,
    });
  });
  it('throws nothing but Gs1ParseError on GS1-like text', () => {
    fc.assert(fc.property(gs1ish, throwsOnlyGs1Errors), { numRuns: 5000, seed: 2 });
  });
  it('throws nothing but Gs1ParseError on any value', () => {
    fc.assert(fc.property(fc.anything(), throwsOnlyGs1Errors), { numRuns: 1000, seed: 3 });
  });
});
