import { useTranslation } from 'react-i18next';

/** Step 1: Register Your Test (Scan Code). */
export function RegisterStep({ onScan }: { onScan: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="test-flow__step" aria-labelledby="register-title">
      <h1 id="register-title">{t('testFlow.register.title')}</h1>
      <p>{t('testFlow.register.text')}</p>
      <button type="button" className="btn btn-primary" onClick={onScan}>
        {t('testFlow.register.scan')}
      </button>
    </section>
  );
}
