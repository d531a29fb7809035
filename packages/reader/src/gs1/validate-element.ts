import type { Gs1AiSpec, Gs1Component } from './ai-dictionary';
import { hasValidGs1CheckDigit } from './check-digit';
import { parseGs1Date } from './gs1-date';
import { Gs1ParseError } from './gs1-parse-error';

const CHARACTER_SETS: Record<Gs1Component['type'], { pattern: RegExp; name: string }> = {
  N: { pattern: /^\d*$/, name: 'digits' },
  X: { pattern: /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]*$/, name: 'GS1 character set 82' },
  Y: { pattern: /^[#\-/0-9A-Z]*$/, name: 'GS1 character set 39' },
  Z: { pattern: /^[A-Za-z0-9\-_=]*$/, name: 'base64url characters' },
};

function printable(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}...` : text);
}

function applyLinter(linter: string, part: string, ai: string, referenceYear: number): void {
  const fail = (code: 'BAD_CHECK_DIGIT' | 'BAD_DATE' | 'BAD_VALUE', what: string): never => {
    throw new Gs1ParseError(code, `AI (${ai}): ${printable(part)} ${what}`, ai);
  };
  switch (linter) {
    case 'csum':
      if (!hasValidGs1CheckDigit(part)) fail('BAD_CHECK_DIGIT', 'has a wrong check digit');
      return;
    case 'yymmd0':
    case 'yymmdd':
    case 'yyyymmdd':
      if (parseGs1Date(part, linter, referenceYear) === undefined)
        fail('BAD_DATE', `is not a valid date (${linter.toUpperCase()})`);
      return;
    case 'hhmi':
      if (Number(part.slice(0, 2)) > 23 || Number(part.slice(2)) > 59)
        fail('BAD_VALUE', 'is not a valid time (HHMI)');
      return;
    case 'hh':
      if (Number(part) > 23) fail('BAD_VALUE', 'is not a valid hour');
      return;
    case 'mi':
    case 'ss':
      if (Number(part) > 59) fail('BAD_VALUE', 'is not a valid minute or second');
      return;
    case 'nonzero':
      if (/^0+$/.test(part)) fail('BAD_VALUE', 'must not be zero');
      return;
    case 'zero':
      if (part !== '0') fail('BAD_VALUE', 'must be 0');
      return;
    case 'yesno':
      if (part !== '0' && part !== '1') fail('BAD_VALUE', 'must be 0 or 1');
      return;
    default:
      // Other linters (country codes, currency, coupon syntax...) do not matter for a kit code.
      return;
  }
}

/** Checks one AI's value against its components in the dictionary; throws Gs1ParseError. */
export function validateElement(spec: Gs1AiSpec, value: string, referenceYear: number): void {
  const { ai } = spec;
  if (value.length === 0) throw new Gs1ParseError('BAD_LENGTH', `AI (${ai}) ${spec.title} has no data`, ai);
  let position = 0;
  for (const [index, component] of spec.components.entries()) {
    const remaining = value.length - position;
    if (remaining === 0 && component.optional) break;
    const isLast = index === spec.components.length - 1;
    const length =
      component.minLength === component.maxLength
        ? component.maxLength
        : Math.min(remaining, component.maxLength);
    const part = value.slice(position, position + length);
    if (part.length < component.minLength || (isLast && remaining > component.maxLength)) {
      const expected =
        component.minLength === component.maxLength ? `${spec.maxLength}` : `at most ${spec.maxLength}`;
      throw new Gs1ParseError(
        'BAD_LENGTH',
        `AI (${ai}) ${spec.title} must have ${expected} characters, got ${value.length}`,
        ai,
      );
    }
    const charset = CHARACTER_SETS[component.type];
    if (!charset.pattern.test(part)) {
      throw new Gs1ParseError(
        'BAD_CHARACTER',
        `AI (${ai}) ${spec.title}: ${printable(part)} may contain only ${charset.name}`,
        ai,
      );
    }
    for (const linter of component.linters) applyLinter(linter, part, ai, referenceYear);
    position += length;
  }
  if (position < value.length) {
    throw new Gs1ParseError(
      'BAD_LENGTH',
      `AI (${ai}) ${spec.title} must have at most ${spec.maxLength} characters, got ${value.length}`,
      ai,
    );
  }
}
