import { useTranslation } from 'react-i18next';
import './mfa.css';

/** The recovery codes, shown once right after the second factor is turned on. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  return (
    <div className="mfa-recovery">
      <p className="mfa-text">{t('mfa.recovery.intro')}</p>
      <ol className="mfa-codes" aria-label={t('mfa.recovery.label')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
    </div>
  );
}
