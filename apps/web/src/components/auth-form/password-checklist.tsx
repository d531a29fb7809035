import { useTranslation } from 'react-i18next';
import { checkPasswordRules, PASSWORD_RULES } from '../../lib/password-rules';

/** SPEC.md section 5: the rules checklist, shown as hints (never blocking). */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  const met = checkPasswordRules(password);
  return (
    <div className="af-checklist" id={id}>
      <p className="af-checklist-title">{t('newPassword.rules.title')}</p>
      <ul>
        {PASSWORD_RULES.map((rule) => (
          <li
            key={rule.key}
            data-rule={rule.key}
            data-met={met[rule.key]}
            className={met[rule.key] ? 'af-met' : 'af-unmet'}
          >
            <span aria-hidden="true" className="af-check-icon">
              {met[rule.key] ? '✓' : '○'}
            </span>
            {t(rule.labelKey)}
            <span className="af-visually-hidden">
              {' '}
              {met[rule.key] ? t('newPassword.rules.met') : t('newPassword.rules.unmet')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
