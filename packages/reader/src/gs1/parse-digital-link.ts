import { lookupAi } from './ai-dictionary';
import { belongsInPath, isValidKeyQualifierPath } from './dl-key-qualifiers';
import type { Gs1Element } from './gs1-element';
import { Gs1ParseError } from './gs1-parse-error';

/** RFC 3986 characters; the GS1 Syntax Engine refuses a URI holding anything else. */
const URI_CHARACTERS = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/;
/** Scheme in one case, as the engine accepts it; a domain; then path, query and fragment. */
const URL_SHAPE = /^(?:https?|HTTPS?):\/\/[^/?#]+(\/[^?#]*)?(?:\?([^#]*))?(?:#.*)?$/;
const ZERO_SUPPRESSED_GTIN_LENGTHS = new Set([8, 12, 13]);

/** Percent-decodes a path segment or query value; "+" is a space only in the query. */
function unescapeComponent(component: string, inQuery: boolean): string {
  try {
    return decodeURIComponent(inQuery ? component.replace(/\+/g, ' ') : component);
  } catch {
    throw new Gs1ParseError(
      'BAD_URL',
      `Digital Link has a bad percent-encoding: ${JSON.stringify(component.slice(0, 40))}`,
    );
  }
}

function aiNamed(segment: string | undefined): string | undefined {
  return segment !== undefined && /^\d{2,4}$/.test(segment) && lookupAi(segment) ? segment : undefined;
}

/**
 * Walks the path back from its end in AI/value pairs to the rightmost primary key; everything before
 * it is the URL's stem, even when it looks like AIs ("/17/270101/01/{gtin}" carries no expiry).
 */
function findPrimaryKey(segments: readonly string[]): number {
  for (let at = segments.length - 2; at >= 0; at -= 2) {
    const ai = aiNamed(segments[at]);
    if (ai === undefined) break;
    if (lookupAi(ai)?.dlKeyQualifiers) return at;
  }
  throw new Gs1ParseError('BAD_URL', 'Digital Link path has no GS1 primary key such as /01/{GTIN}');
}

function readPath(path: string): Gs1Element[] {
  const segments = path.split('/').slice(1);
  const elements: Gs1Element[] = [];
  for (let at = findPrimaryKey(segments); at < segments.length; at += 2) {
    const ai = segments[at] ?? '';
    const raw = segments[at + 1] ?? '';
    if (raw === '') throw new Gs1ParseError('BAD_URL', `Digital Link path has no value for AI (${ai})`, ai);
    const value = unescapeComponent(raw, false);
    if (ai === '01' && ZERO_SUPPRESSED_GTIN_LENGTHS.has(value.length)) {
      throw new Gs1ParseError(
        'BAD_LENGTH',
        `AI (01) in a Digital Link path must be a 14-digit GTIN, not a GTIN-${value.length}`,
        ai,
      );
    }
    elements.push({ ai, value });
  }
  if (!isValidKeyQualifierPath(elements.map((e) => e.ai))) {
    throw new Gs1ParseError(
      'BAD_URL',
      `Digital Link path ${elements.map((e) => `/${e.ai}`).join('')} is not a valid key and qualifier sequence`,
    );
  }
  return elements;
}

function readQueryAttribute(pair: string): Gs1Element | undefined {
  const equalsAt = pair.indexOf('=');
  if (equalsAt === -1) return undefined; // a parameter without a value carries no AI
  const key = pair.slice(0, equalsAt);
  if (!/^\d+$/.test(key)) return undefined; // non-AI parameters such as linkType are not kit data
  if (!aiNamed(key)) {
    throw new Gs1ParseError('UNKNOWN_AI', `Unknown GS1 Application Identifier (${key}) in the query`, key);
  }
  const raw = pair.slice(equalsAt + 1);
  if (raw === '') throw new Gs1ParseError('BAD_URL', `Digital Link query has no value for AI (${key})`, key);
  let value = unescapeComponent(raw, true);
  if (key === '01' && ZERO_SUPPRESSED_GTIN_LENGTHS.has(value.length)) value = value.padStart(14, '0');
  return { ai: key, value };
}

function checkAttribute(attribute: Gs1Element, pathAis: readonly string[], seen: Set<string>): void {
  const { ai } = attribute;
  if (seen.has(ai))
    throw new Gs1ParseError('CONFLICTING_AI', `AI (${ai}) appears twice in the Digital Link`, ai);
  seen.add(ai);
  if (!lookupAi(ai)?.digitalLinkAttribute) {
    throw new Gs1ParseError('BAD_URL', `AI (${ai}) is not allowed as a Digital Link query attribute`, ai);
  }
  if (belongsInPath(pathAis, ai)) {
    throw new Gs1ParseError(
      'BAD_URL',
      `AI (${ai}) qualifies the key and belongs in the Digital Link path`,
      ai,
    );
  }
}

/** Reads "https://host/any/stem/01/{gtin14}/10/{lot}/21/{serial}?17=YYMMDD" as the GS1 Syntax Engine does. */
export function parseDigitalLink(text: string): Gs1Element[] {
  const shape = URI_CHARACTERS.test(text) ? URL_SHAPE.exec(text) : null;
  if (!shape) throw new Gs1ParseError('BAD_URL', 'Not a valid GS1 Digital Link URL');
  const elements = readPath(shape[1] ?? '');
  const pathAis = elements.map((e) => e.ai);
  const seen = new Set(pathAis);
  for (const pair of (shape[2] ?? '').split('&')) {
    const attribute = readQueryAttribute(pair);
    if (!attribute) continue;
    checkAttribute(attribute, pathAis, seen);
    elements.push(attribute);
  }
  return elements;
}
