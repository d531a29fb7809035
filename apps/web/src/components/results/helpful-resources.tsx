import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const RESOURCES = ['credentials', 'print', 'email', 'faqs'] as const;

/**
 * Helpful Resources (SPEC.md section 2): present and doing nothing. They stay focusable and say why they
 * do nothing (aria-disabled with the reason), rather than looking like buttons that are broken.
 */
export function HelpfulResources() {
  const { t } = useTranslation();
  const reasonId = useId();
  return (
    <section className="test-results__resources" aria-labelledby={`${reasonId}-title`}>
      <h3 id={`${reasonId}-title`}>{t('testResults.resources.title')}</h3>
      <p id={reasonId} className="test-results__note">
        {t('testResults.resources.unavailable')}
      </p>
      <ul className="test-results__resource-list">
        {RESOURCES.map((resource) => (
          <li key={resource}>
            <button
              type="button"
              className="btn btn-secondary"
              aria-disabled="true"
              aria-describedby={reasonId}
            >
              {t(`testResults.resources.${resource}`)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
