import { findAiAtStart } from './ai-dictionary';
import { GROUP_SEPARATOR, type Gs1Element } from './gs1-element';
import { Gs1ParseError } from './gs1-parse-error';

function allComponentsFixed(
  components: readonly { minLength: number; maxLength: number; optional: boolean }[],
): boolean {
  return components.every((c) => c.minLength === c.maxLength && !c.optional);
}

/** Splits an AI element string (FNC1 sent as ASCII 29) into elements; values are checked later. */
export function parseElementString(text: string): Gs1Element[] {
  const elements: Gs1Element[] = [];
  let position = 0;
  while (position < text.length) {
    if (text[position] === GROUP_SEPARATOR) {
      position++;
      continue;
    }
    const spec = findAiAtStart(text, position);
    if (!spec) {
      const shown = JSON.stringify(text.slice(position, position + 4));
      throw new Gs1ParseError(
        'UNKNOWN_AI',
        `No GS1 Application Identifier at position ${position} (${shown})`,
      );
    }
    position += spec.ai.length;
    let end: number;
    if (spec.predefinedLength || allComponentsFixed(spec.components)) {
      end = position + spec.maxLength;
      if (end > text.length || text.slice(position, end).includes(GROUP_SEPARATOR)) {
        throw new Gs1ParseError(
          'BAD_LENGTH',
          `AI (${spec.ai}) ${spec.title} must have ${spec.maxLength} characters`,
          spec.ai,
        );
      }
    } else {
      const separatorAt = text.indexOf(GROUP_SEPARATOR, position);
      end = separatorAt === -1 ? text.length : separatorAt;
    }
    elements.push({ ai: spec.ai, value: text.slice(position, end) });
    position = end;
  }
  return elements;
}
