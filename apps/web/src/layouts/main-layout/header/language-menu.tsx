import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../lib/contract-constants';
import { useTranslation } from 'react-i18next';
import { useDropdown } from '../../../components/dropdown/use-dropdown';
import { changeLanguage, isLanguage } from '../../../lib/i18n';
import { Flag } from './flags';

/** Language choice: English (en), Spanish (es), German (de), each with its flag (SPEC.md section 2). */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const { open, toggle, close, rootRef, buttonRef } = useDropdown();
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  return (
    <div className="dropdown" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-btn header__lang-btn"
        aria-expanded={open}
        aria-controls="language-menu"
        aria-label={t('header.language', { language: LANGUAGE_NAMES[current] })}
        onClick={toggle}
      >
        <Flag language={current} />
      </button>
      {open ? (
        <div className="dropdown__panel dropdown__panel--narrow" id="language-menu">
          <ul className="dropdown__list">
            {LANGUAGES.map((language) => (
              <li key={language}>
                <button
                  type="button"
                  className="dropdown__item"
                  lang={language}
                  aria-current={language === current ? 'true' : undefined}
                  onClick={() => {
                    close();
                    void changeLanguage(language);
                  }}
                >
                  <Flag language={language} />
                  <span>{LANGUAGE_NAMES[language]}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
