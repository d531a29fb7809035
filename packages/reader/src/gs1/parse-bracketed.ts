import { lookupAi } from './ai-dictionary';
import type { Gs1Element } from './gs1-element';
import { Gs1ParseError } from './gs1-parse-error';

const AI_IN_BRACKETS = /(?<!\\)\((\d{2,4})\)/g;

/** Parses the human-readable form "(01)09506000134352(17)201225(10)ABC"; "\(" is a literal bracket. */
export function parseBracketed(text: string): Gs1Element[] {
  const matches = [...text.matchAll(AI_IN_BRACKETS)].filter((m) => lookupAi(m[1] ?? '') !== undefined);
  const first = matches[0];
  if (!first || first.index !== 0) {
    throw new Gs1ParseError('BAD_SYNTAX', 'Bracketed GS1 text must start with a known AI such as (01)');
  }
  return matches.map((match, index) => {
    const ai = match[1] ?? '';
    const start = match.index + match[0].length;
    const next = matches[index + 1];
    const end = next ? next.index : text.length;
    return { ai, value: text.slice(start, end).replace(/\\\(/g, '(') };
  });
}
