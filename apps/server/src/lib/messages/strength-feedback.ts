import type { Language } from '@portal/contract';
import { translations as de } from '@zxcvbn-ts/language-de';
import { translations as en } from '@zxcvbn-ts/language-en';
import { translations as es } from '@zxcvbn-ts/language-es-es';

/** The strength estimator's feedback as its translation keys (language-independent). */
export interface StrengthFeedbackKeys {
  warning: string | null;
  suggestions: string[];
}

const TRANSLATIONS = { en, es, de } as const;

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The estimator's warning and suggestions in `language`, from its own language packs. */
export function strengthFeedback(keys: StrengthFeedbackKeys, language: Language): string[] {
  const { warnings, suggestions } = TRANSLATIONS[language];
  const lookup = (table: Record<string, string>, key: string) => table[key];
  return [
    keys.warning ? lookup(warnings, keys.warning) : undefined,
    ...keys.suggestions.map((key) => lookup(suggestions, key)),
  ]
    .filter((text): text is string => typeof text === 'string' && text !== '')
    .map(sentence);
}
