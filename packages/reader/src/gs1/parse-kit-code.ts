import type { KitCodeData } from '@portal/contract';
import { lookupAi } from './ai-dictionary';
import { parseGs1Date } from './gs1-date';
import { GROUP_SEPARATOR, type Gs1Element } from './gs1-element';
import { Gs1ParseError } from './gs1-parse-error';
import { parseBracketed } from './parse-bracketed';
import { parseDigitalLink } from './parse-digital-link';
import { parseElementString } from './parse-element-string';
import { validateElement } from './validate-element';

export type ParseKitCodeOptions = {
  /** Year used to expand two-digit years (GS1 sliding window); defaults to the current UTC year. */
  readonly referenceYear?: number;
};

const MAX_INPUT_LENGTH = 4096;
/** Symbology identifiers whose data is a GS1 element string: DataMatrix, GS1-128, QR Code, DataBar. */
const ELEMENT_STRING_SYMBOLOGY_IDS = [']d2', ']C1', ']Q3', ']e0'];
/** Plain DataMatrix and QR Code: a kit code only when the data is a GS1 Digital Link URL. */
const PLAIN_SYMBOLOGY_IDS = [']d1', ']Q1'];
const OTHER_SYMBOLOGY_ID = /^\][A-Za-z]\d/;
const DIGITAL_LINK = /^https?:\/\//i;

function splitIntoElements(input: string): Gs1Element[] {
  const text = input.trim();
  if (DIGITAL_LINK.test(text)) return parseDigitalLink(text);
  const prefix = text.slice(0, 3);
  const data = text.slice(3);
  if (ELEMENT_STRING_SYMBOLOGY_IDS.includes(prefix)) return parseElementString(data);
  if (PLAIN_SYMBOLOGY_IDS.includes(prefix) && DIGITAL_LINK.test(data)) return parseDigitalLink(data);
  if (OTHER_SYMBOLOGY_ID.test(text)) {
    throw new Gs1ParseError(
      'BAD_SYNTAX',
      `Symbology ${prefix} does not carry GS1 data (expected ]d2, ]C1, ]Q3 or ]e0, or a Digital Link in ]d1 or ]Q1)`,
    );
  }
  if (text.startsWith('(')) return parseBracketed(text);
  if (/^\d/.test(text) || text.startsWith(GROUP_SEPARATOR)) return parseElementString(text);
  throw new Gs1ParseError(
    'BAD_SYNTAX',
    'Not a GS1 code: expected an element string, (AI) bracketed text or a Digital Link URL',
  );
}

/** Parses what a scanner decoded from a kit into SPEC.md's kit code data. Throws only Gs1ParseError. */
export function parseKitCode(input: unknown, options: ParseKitCodeOptions = {}): KitCodeData {
  if (typeof input !== 'string') throw new Gs1ParseError('NOT_TEXT', 'The kit code must be text');
  if (input.trim() === '') throw new Gs1ParseError('EMPTY', 'The kit code is empty');
  if (input.length > MAX_INPUT_LENGTH)
    throw new Gs1ParseError('TOO_LONG', `The kit code is longer than ${MAX_INPUT_LENGTH} characters`);
  const referenceYear = options.referenceYear ?? new Date().getUTCFullYear();

  const values = new Map<string, string>();
  for (const { ai, value } of splitIntoElements(input)) {
    const spec = lookupAi(ai);
    if (!spec) throw new Gs1ParseError('UNKNOWN_AI', `Unknown GS1 Application Identifier (${ai})`, ai);
    validateElement(spec, value, referenceYear);
    const earlier = values.get(ai);
    if (earlier !== undefined && earlier !== value) {
      throw new Gs1ParseError('CONFLICTING_AI', `AI (${ai}) appears twice with different values`, ai);
    }
    values.set(ai, value);
  }

  const gtin = values.get('01');
  if (gtin === undefined) throw new Gs1ParseError('MISSING_GTIN', 'The kit code has no GTIN (AI 01)');
  const expiry = values.get('17');
  const custom: Record<string, string> = {};
  for (const [ai, value] of values) if (!['01', '17', '10', '21'].includes(ai)) custom[ai] = value;
  return {
    GTIN: gtin,
    ExpirationDate: expiry === undefined ? null : (parseGs1Date(expiry, 'yymmd0', referenceYear) ?? null),
    Lot: values.get('10') ?? null,
    Serial: values.get('21') ?? null,
    Custom: custom,
    FullGS1String: input,
  };
}
