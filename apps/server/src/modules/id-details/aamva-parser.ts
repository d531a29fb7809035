/**
 * AAMVA DL/ID card design standard: the text of the PDF417 on the back of a North American driver's
 * licence or ID card. Pure: text in, fields out; an AamvaError for anything that is not such a barcode.
 *
 * Layout: "@" LF RS CR, "ANSI " (or "AAMVA" on some old cards), the issuer's IIN (6 digits), the AAMVA
 * version (2), from version 2 the jurisdiction version (2), the number of subfiles (2); then one designator
 * per subfile: type (2, e.g. "DL"), offset (4), length (4); each subfile starts with its type and holds
 * elements (a three-letter id and its value, e.g. "DCSSMITH") separated by LF, ending with CR.
 */

export class AamvaError extends Error {}

export interface AamvaId {
  /** AAMVA card design standard version, 0 (pre-standard) to 10 and later. */
  version: number;
  /** The issuer identification number (6 digits) of the jurisdiction. */
  iin: string;
  /** The first subfile's type: DL (driver's licence) or ID (identification card). */
  documentType: string;
  familyName: string | null;
  firstName: string | null;
  middleName: string | null;
  /** YYYY-MM-DD. */
  birthDate: string | null;
  expiryDate: string | null;
  issueDate: string | null;
  idNumber: string | null;
  /** Jurisdiction code (state or province), e.g. VA. */
  jurisdiction: string | null;
  /** USA or CAN. */
  country: string | null;
}

const COMPLIANCE = '@';
const MAX_LENGTH = 3000;
const RS = String.fromCharCode(0x1e);
const HEADER = new RegExp(`^@\n${RS}\r(ANSI |AAMVA)(\\d{6})(\\d{2})`);
const SUBFILE_TYPE = /^[A-Z]{2}$/;
const ELEMENT_ID = /^[A-Z]{3}$/;

interface Designator {
  type: string;
  offset: number;
  length: number;
}

function readDesignators(text: string, start: number, count: number): Designator[] {
  const designators: Designator[] = [];
  for (let i = 0; i < count; i++) {
    const at = start + i * 10;
    const type = text.slice(at, at + 2);
    const offset = Number(text.slice(at + 2, at + 6));
    const length = Number(text.slice(at + 6, at + 10));
    if (!SUBFILE_TYPE.test(type) || !Number.isInteger(offset) || !Number.isInteger(length))
      throw new AamvaError('malformed subfile designator');
    designators.push({ type, offset, length });
  }
  return designators;
}

/**
 * The first DL or ID subfile's elements. Several issuers write wrong offsets (counted without the header's
 * separators, or off by one), so when the designated offset does not hold the subfile type, the first
 * "DL"/"ID" after the designators is taken instead.
 */
function readSubfile(text: string, designators: Designator[], after: number): Map<string, string> {
  const main = designators.find((d) => d.type === 'DL' || d.type === 'ID');
  if (!main) throw new AamvaError('no DL or ID subfile');
  let start = text.startsWith(main.type, main.offset) ? main.offset : text.indexOf(main.type, after);
  if (start < 0) throw new AamvaError('subfile not found');
  start += 2;
  const end = text.indexOf('\r', start);
  const body = text.slice(start, end < 0 ? undefined : end);
  const elements = new Map<string, string>();
  for (const line of body.split('\n')) {
    const id = line.slice(0, 3);
    if (!ELEMENT_ID.test(id)) continue;
    if (!elements.has(id)) elements.set(id, line.slice(3).trim());
  }
  if (elements.size === 0) throw new AamvaError('empty subfile');
  return elements;
}

function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || year < 1900 || year > 2200) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * An 8-digit AAMVA date: CCYYMMDD for version 1 and for Canada, MMDDCCYY for the USA from version 2 on;
 * null when it is not a real date in that order.
 */
export function parseAamvaDate(value: string | undefined, yearFirst: boolean): string | null {
  if (!value || !/^\d{8}$/.test(value)) return null;
  const n = (from: number, to: number) => Number(value.slice(from, to));
  return yearFirst ? isoDate(n(0, 4), n(4, 6), n(6, 8)) : isoDate(n(4, 8), n(0, 2), n(2, 4));
}

const clean = (value: string | undefined): string | null => {
  const text = value?.replace(/\s+/g, ' ').trim();
  // "NONE" and "unavl" mark an absent name part on many cards.
  return text && !/^(NONE|UNAVL)$/i.test(text) ? text : null;
};

/** Version 1 full name DAA "LAST,FIRST,MIDDLE" (or "LAST FIRST MIDDLE" on a few cards). */
function splitFullName(full: string | undefined): [string | null, string | null, string | null] {
  const parts = (full ?? '').split(full?.includes(',') ? ',' : ' ').map((p) => p.trim());
  return [clean(parts[0]), clean(parts[1]), clean(parts.slice(2).join(' '))];
}

function names(e: Map<string, string>, version: number): [string | null, string | null, string | null] {
  if (version >= 4 || e.has('DAC')) return [clean(e.get('DCS')), clean(e.get('DAC')), clean(e.get('DAD'))];
  if (e.has('DCT')) {
    // Versions 2-3: DCT holds the given names, first then middle, separated by a comma or a space.
    const given = (e.get('DCT') ?? '').split(/[ ,]+/).filter(Boolean);
    return [clean(e.get('DCS')), clean(given[0]), clean(given.slice(1).join(' '))];
  }
  if (e.has('DAB')) return [clean(e.get('DAB')), clean(e.get('DAC')), clean(e.get('DAD'))];
  return splitFullName(e.get('DAA'));
}

/** DCG (mandatory from version 2): USA or CAN; null when absent or anything else. */
function countryOf(e: Map<string, string>): string | null {
  const declared = clean(e.get('DCG'))?.toUpperCase();
  return declared === 'USA' || declared === 'CAN' ? declared : null;
}

/** Parses the text of an AAMVA PDF417; throws AamvaError when it is not one or carries no usable field. */
export function parseAamva(raw: string): AamvaId {
  if (raw.length > MAX_LENGTH) throw new AamvaError('too long');
  // Scanners sometimes give CR LF for LF and drop the RS; normalise to the standard's separators.
  const text = raw.replace(/\r\n/g, '\n').replace(/^@\n\r/, `@\n${RS}\r`);
  if (!text.startsWith(COMPLIANCE)) throw new AamvaError('not an AAMVA barcode');
  const header = HEADER.exec(text);
  if (!header) throw new AamvaError('not an AAMVA header');
  const iin = header[2] ?? '';
  const version = Number(header[3]);
  let at = header[0].length;
  if (version >= 2) at += 2; // jurisdiction version
  const count = Number(text.slice(at, at + 2));
  if (!Number.isInteger(count) || count < 1 || count > 20) throw new AamvaError('bad number of entries');
  at += 2;
  const designators = readDesignators(text, at, count);
  const elements = readSubfile(text, designators, at + count * 10);
  const country = countryOf(elements);
  const yearFirst = version <= 1 || country === 'CAN';
  // A card that writes its dates in the other order (several pre-2005 ones do) still reads when only that
  // order gives a real date.
  const date = (id: string) =>
    parseAamvaDate(elements.get(id), yearFirst) ?? parseAamvaDate(elements.get(id), !yearFirst);
  const [familyName, firstName, middleName] = names(elements, version);
  const result: AamvaId = {
    version,
    iin,
    documentType: designators.find((d) => d.type === 'DL' || d.type === 'ID')?.type ?? 'DL',
    familyName,
    firstName,
    middleName,
    birthDate: date('DBB'),
    expiryDate: date('DBA'),
    issueDate: date('DBD'),
    idNumber: clean(elements.get('DAQ')),
    jurisdiction: clean(elements.get('DAJ'))?.toUpperCase() ?? null,
    country,
  };
  if (!result.familyName && !result.firstName && !result.birthDate && !result.idNumber)
    throw new AamvaError('no identity fields');
  return result;
}
