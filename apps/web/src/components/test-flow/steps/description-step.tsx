import { useTranslation } from 'react-i18next';
import type { TestProfile } from '@portal/contract';

/** Step 4: description of the test. */
export function DescriptionStep({ profile, onContinue }: { profile: TestProfile; onContinue: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="test-flow__step card" aria-labelledby="description-title">
      <h2 id="description-title">{t('testFlow.description.title')}</h2>
      {/* Sanitised by the server (sanitize-html) before it is sent. */}
      <div className="test-flow__html" dangerouslySetInnerHTML={{ __html: profile.DescriptionHTML }} />
      <div className="test-flow__actions">
        <button type="button" className="btn btn-primary" onClick={onContinue}>
          {t('testFlow.continue')}
        </button>
      </div>
    </section>
  );
}
