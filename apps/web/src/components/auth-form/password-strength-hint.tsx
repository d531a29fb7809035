import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../lib/contract-constants';
import { usePasswordStrength } from '../../lib/password-strength';

const LEVELS = ['veryWeak', 'veryWeak', 'weak', 'good', 'strong'] as const;

/** The live strength of a new password, by the server's own estimator, with its advice (announced politely). */
export function PasswordStrengthHint({
  password,
  userInputs,
  id,
}: {
  password: string;
  userInputs: readonly string[];
  id: string;
}) {
  const { t, i18n } = useTranslation();
  const language = (LANGUAGES as readonly string[]).includes(i18n.resolvedLanguage ?? '')
    ? (i18n.resolvedLanguage as Language)
    : DEFAULT_LANGUAGE;
  const strength = usePasswordStrength(password, userInputs, language);
  return (
    <div className="af-strength" id={id} aria-live="polite" data-score={strength?.score}>
      {strength ? (
        <>
          <p className="af-strength-level">
            {t('newPassword.strength.label')}{' '}
            <strong data-acceptable={strength.acceptable}>
              {t(`newPassword.strength.${LEVELS[strength.score] ?? 'veryWeak'}`)}
            </strong>
          </p>
          <meter
            className="af-strength-meter"
            min={0}
            max={4}
            low={2}
            high={3}
            optimum={4}
            value={strength.score}
            aria-hidden="true"
          />
          {strength.acceptable ? null : (
            <p className="af-strength-refused">{t('newPassword.strength.refused')}</p>
          )}
          {strength.feedback.length > 0 ? (
            <ul className="af-strength-advice">
              {strength.feedback.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
