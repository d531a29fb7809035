import type { Language } from '@portal/contract';

/** The strength estimator's feedback as its translation keys (language-independent). */
export interface StrengthFeedbackKeys {
  warning: string | null;
  suggestions: string[];
}

interface FeedbackTable {
  warnings: Record<string, string>;
  suggestions: Record<string, string>;
}

// The language packs also hold their dictionaries (tens of MB of heap): loaded with the estimator, on first
// use, not at start. Feedback keys only come from the estimator, so the tables are in by the time one is shown.
let translations: Record<Language, FeedbackTable> | undefined;
let loading: Promise<void> | undefined;

/** Loads the estimator's translations (en, es, de) once; password-strength.ts awaits it before any check. */
export function loadStrengthTranslations(): Promise<void> {
  loading ??= Promise.all([
    import('@zxcvbn-ts/language-en'),
    import('@zxcvbn-ts/language-es-es'),
    import('@zxcvbn-ts/language-de'),
  ]).then(
    ([en, es, de]) => {
      translations = { en: en.translations, es: es.translations, de: de.translations };
    },
    (err: unknown) => {
      loading = undefined; // a failed load is retried by the next caller
      throw err;
    },
  );
  return loading;
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The estimator's warning and suggestions in `language`, from its own language packs (none before they load). */
export function strengthFeedback(keys: StrengthFeedbackKeys, language: Language): string[] {
  if (!translations) return [];
  const { warnings, suggestions } = translations[language];
  const lookup = (table: Record<string, string>, key: string) => table[key];
  return [
    keys.warning ? lookup(warnings, keys.warning) : undefined,
    ...keys.suggestions.map((key) => lookup(suggestions, key)),
  ]
    .filter((text): text is string => typeof text === 'string' && text !== '')
    .map(sentence);
}
