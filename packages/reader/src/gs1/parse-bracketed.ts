import { lookupAi } from './ai-dictionary';
import type { Gs1Element } from './gs1-element';
import { Gs1ParseError } from './gs1-parse-error';

/** Every "(" not escaped as "\(" opens an AI, so a mistyped AI cannot hide inside the previous value. */
const UNESCAPED_OPEN_BRACKET = /(?<!\\)\(/;
const AI_THEN_VALUE = /^(\d{2,4})\)([\s\S]*)$/;

/** Parses the human-readable form "(01)09506000134352(17)201225(10)ABC"; "\(" is a literal bracket. */
export function parseBracketed(text: string): Gs1Element[] {
  const [beforeFirst, ...parts] = text.split(UNESCAPED_OPEN_BRACKET);
  if (beforeFirst !== '' || parts.length === 0) {
    throw new Gs1ParseError('BAD_SYNTAX', 'Bracketed GS1 text must start with an AI such as (01)');
  }
  return parts.map((part) => {
    const match = AI_THEN_VALUE.exec(part);
    if (!match) {
      throw new Gs1ParseError(
        'BAD_SYNTAX',
        `"(${part.slice(0, 6)}" is not an AI in brackets; a bracket inside a value is written "\\("`,
      );
    }
    const ai = match[1] ?? '';
    if (!lookupAi(ai))
      throw new Gs1ParseError('UNKNOWN_AI', `Unknown GS1 Application Identifier (${ai})`, ai);
    return { ai, value: (match[2] ?? '').replace(/\\\(/g, '(') };
  });
}
