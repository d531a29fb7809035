import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../lib/contract-constants';

export type ScannerTextKey = 'title' | 'starting' | 'aim' | 'found' | 'noCamera';
export type ScannerTexts = Record<ScannerTextKey, string>;

/** The app names the language in the frame's address (`?lang=de`); another origin shares no storage. */
export function scannerLanguage(search: string): Language {
  const asked = new URLSearchParams(search).get('lang');
  return (LANGUAGES as readonly string[]).includes(asked ?? '') ? (asked as Language) : DEFAULT_LANGUAGE;
}

/** The `scanner` namespace of the app's translation file for that language. */
export async function loadScannerTexts(language: Language): Promise<ScannerTexts> {
  const response = await fetch(`/assets/i18n/${language}.json`);
  if (!response.ok)
    throw new Error(`Translations for ${language} did not load (${String(response.status)}).`);
  const body = (await response.json()) as { scanner?: Partial<ScannerTexts> };
  const texts = body.scanner ?? {};
  const keys: ScannerTextKey[] = ['title', 'starting', 'aim', 'found', 'noCamera'];
  return Object.fromEntries(keys.map((key) => [key, texts[key] ?? key])) as ScannerTexts;
}
