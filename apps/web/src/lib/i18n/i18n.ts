import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../contract-constants';
import { http } from '../http';
import { readStorage, STORAGE_KEYS, writeStorage } from '../storage/storage-keys';

/** Translations are fetched at run time from `assets/i18n/{language}.json` (SPEC.md section 7). */
export const httpBackend: BackendModule = {
  type: 'backend',
  init() {
    /* nothing to configure */
  },
  read(language: string, _namespace: string, callback: ReadCallback) {
    http(`/assets/i18n/${encodeURIComponent(language)}.json`).then(
      (data) => {
        callback(null, data as Record<string, unknown>);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error.message : String(error), false);
      },
    );
  },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The saved language (`lang` in local storage), else the first of the browser's languages the portal
 * speaks (`de-AT` counts as `de`), else English.
 */
export function initialLanguage(browserLanguages: readonly string[] = navigator.languages): Language {
  const saved = readStorage(STORAGE_KEYS.lang);
  if (isLanguage(saved)) return saved;
  for (const tag of browserLanguages) {
    const base = tag.slice(0, 2).toLowerCase();
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

export async function initI18n(): Promise<typeof i18next> {
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  await i18next
    .use(httpBackend)
    .use(initReactI18next)
    .init({
      lng: initialLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return i18next;
}

/** Switches the UI language and remembers it. */
export async function changeLanguage(language: Language): Promise<void> {
  writeStorage(STORAGE_KEYS.lang, language);
  await i18next.changeLanguage(language);
}
