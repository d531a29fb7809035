import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@portal/contract';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * The best language of the portal for an Accept-Language header (RFC 9110: tags by quality, the first
 * listed winning a tie), or English. `de-AT` counts as `de`.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return {
        base: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: q === undefined ? 1 : Number(q),
        index,
      };
    })
    .filter((entry) => entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) if (isLanguage(entry.base)) return entry.base;
  return DEFAULT_LANGUAGE;
}
