import { GS1_AI_ROWS, type Gs1ComponentRow } from './ai-table.generated';

export type Gs1Component = {
  readonly type: 'N' | 'X' | 'Y' | 'Z';
  readonly minLength: number;
  readonly maxLength: number;
  readonly optional: boolean;
  readonly linters: readonly string[];
};

export type Gs1AiSpec = {
  readonly ai: string;
  readonly title: string;
  /** Fixed-length AIs from the GS1 predefined table need no FNC1 after them. */
  readonly predefinedLength: boolean;
  readonly digitalLinkAttribute: boolean;
  readonly components: readonly Gs1Component[];
  readonly maxLength: number;
  /** Qualifier sequences allowed after this AI as a Digital Link primary key; undefined if it is no key. */
  readonly dlKeyQualifiers: readonly (readonly string[])[] | undefined;
};

function toComponent([type, minLength, maxLength, optional, linters]: Gs1ComponentRow): Gs1Component {
  return {
    type: type as Gs1Component['type'],
    minLength,
    maxLength,
    optional: optional === 1,
    linters: linters === '' ? [] : linters.split(','),
  };
}

function toKeyQualifiers(text: string | null): Gs1AiSpec['dlKeyQualifiers'] {
  if (text === null) return undefined;
  if (text === '') return [[]];
  return text.split('|').map((sequence) => sequence.split(','));
}

const specsByAi = new Map<string, Gs1AiSpec>();
for (const [from, to, predefined, dlAttribute, componentRows, title, qualifiers] of GS1_AI_ROWS) {
  const components = componentRows.map(toComponent);
  const dlKeyQualifiers = toKeyQualifiers(qualifiers);
  const maxLength = components.reduce((sum, c) => sum + c.maxLength, 0);
  const width = from.length;
  for (let n = Number(from); n <= Number(to); n++) {
    const ai = String(n).padStart(width, '0');
    specsByAi.set(ai, {
      ai,
      title,
      predefinedLength: predefined === 1,
      digitalLinkAttribute: dlAttribute === 1,
      components,
      maxLength,
      dlKeyQualifiers,
    });
  }
}

export function lookupAi(ai: string): Gs1AiSpec | undefined {
  return specsByAi.get(ai);
}

/** GS1 AIs are prefix-free, so the first 2-4 digits that name a known AI are the AI. */
export function findAiAtStart(text: string, from: number): Gs1AiSpec | undefined {
  for (let length = 2; length <= 4; length++) {
    const candidate = text.slice(from, from + length);
    if (candidate.length < length || !/^\d+$/.test(candidate)) return undefined;
    const spec = specsByAi.get(candidate);
    if (spec) return spec;
  }
  return undefined;
}
