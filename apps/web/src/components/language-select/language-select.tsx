import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES } from '../../lib/contract-constants';
import { changeLanguage, isLanguage } from '../../lib/i18n';
import './language-select.css';

/**
 * The language choice of the sign-in style screens (the header's menu is not there yet): the same
 * languages and the same store as the header, so every screen shows one choice.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return (
    <header className="language-select">
      <label htmlFor={id}>{t('languageSelect.label')}</label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </header>
  );
}
