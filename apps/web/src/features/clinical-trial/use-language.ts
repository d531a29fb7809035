import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../../lib/contract-constants';
import { isLanguage } from '../../lib/i18n';

/** The UI language, as the server's study texts are keyed. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
