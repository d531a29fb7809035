import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as de from '@zxcvbn-ts/language-de';
import * as en from '@zxcvbn-ts/language-en';
import * as es from '@zxcvbn-ts/language-es-es';
import { PASSWORD_MIN_STRENGTH_SCORE, type Language } from '../contract-constants';

/**
 * The strength estimator of the live hint: the same zxcvbn-ts dictionaries (common, en, de, es) and
 * threshold as the server, so the hint and the server agree. Big: load it only with `import()`.
 */
const estimator = new ZxcvbnFactory({
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...en.dictionary, ...de.dictionary, ...es.dictionary },
});

const TRANSLATIONS = { en: en.translations, es: es.translations, de: de.translations } as const;

export interface PasswordStrength {
  /** zxcvbn score, 0 (guessed at once) to 4 (very hard to guess). */
  score: number;
  /** The server accepts this score. */
  acceptable: boolean;
  /** The estimator's warning and suggestions, in the language given. */
  feedback: string[];
}

export function estimatePasswordStrength(
  password: string,
  userInputs: readonly string[],
  language: Language,
): PasswordStrength {
  const result = estimator.check(password, [...userInputs]);
  const { warnings, suggestions } = TRANSLATIONS[language];
  const lookup = (table: Record<string, string>, key: string): string | undefined => table[key];
  const feedback = [
    result.feedback.warning ? lookup(warnings, result.feedback.warning) : undefined,
    ...result.feedback.suggestions.map((key) => lookup(suggestions, key)),
  ].filter((text): text is string => typeof text === 'string' && text !== '');
  return { score: result.score, acceptable: result.score >= PASSWORD_MIN_STRENGTH_SCORE, feedback };
}
