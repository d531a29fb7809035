import { lookupAi } from './ai-dictionary';
import type { Gs1Element } from './gs1-element';
import { Gs1ParseError } from './gs1-parse-error';

const URL_SHAPE = /^https?:\/\/[^/?#\s]+(\/[^?#]*)?(?:\?([^#]*))?(?:#.*)?$/i;
const GTIN_LENGTHS = new Set([8, 12, 13, 14]);

function decode(component: string): string {
  try {
    return decodeURIComponent(component.replace(/\+/g, ' '));
  } catch {
    throw new Gs1ParseError(
      'BAD_URL',
      `Digital Link has a bad percent-encoding: ${JSON.stringify(component.slice(0, 40))}`,
    );
  }
}

function isAiSegment(segment: string | undefined): boolean {
  return segment !== undefined && /^\d{2,4}$/.test(segment) && lookupAi(segment) !== undefined;
}

/** Reads "https://host/any/prefix/01/{gtin}/10/{lot}/21/{serial}?17=YYMMDD" into elements. */
export function parseDigitalLink(text: string): Gs1Element[] {
  const shape = URL_SHAPE.exec(text);
  if (!shape) throw new Gs1ParseError('BAD_URL', 'Not a valid GS1 Digital Link URL');
  const segments = (shape[1] ?? '').split('/').filter((s) => s !== '');
  // The key-qualifier path is the longest tail made of AI/value pairs; anything before it is a prefix.
  let start = -1;
  for (let i = 0; i < segments.length; i++) {
    if ((segments.length - i) % 2 !== 0) continue;
    let pairs = true;
    for (let j = i; j < segments.length; j += 2) if (!isAiSegment(segments[j])) pairs = false;
    if (pairs) {
      start = i;
      break;
    }
  }
  if (start === -1)
    throw new Gs1ParseError('BAD_URL', 'Digital Link path has no GS1 primary key such as /01/{GTIN}');
  const elements: Gs1Element[] = [];
  for (let j = start; j < segments.length; j += 2) {
    const ai = segments[j] ?? '';
    let value = decode(segments[j + 1] ?? '');
    if (ai === '01' && /^\d+$/.test(value) && GTIN_LENGTHS.has(value.length)) value = value.padStart(14, '0');
    elements.push({ ai, value });
  }
  for (const pair of (shape[2] ?? '').split('&')) {
    if (pair === '') continue;
    const equalsAt = pair.indexOf('=');
    const key = equalsAt === -1 ? pair : pair.slice(0, equalsAt);
    if (!isAiSegment(key)) continue; // non-AI parameters such as linkType are not kit data
    elements.push({ ai: key, value: decode(equalsAt === -1 ? '' : pair.slice(equalsAt + 1)) });
  }
  return elements;
}
