import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../lib/contract-constants';

/** The UI language as one the API knows (e-mails are written in it). */
export function currentLanguage(resolved: string | undefined): Language {
  const base = (resolved ?? '').slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : DEFAULT_LANGUAGE;
}
