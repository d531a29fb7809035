import { useTranslation } from 'react-i18next';
import type { TestProfile } from '@portal/contract';

interface Props {
  profile: TestProfile;
  onContinue: () => void;
  onScanAgain: () => void;
}

/** Step 3: kit summary: test kit type, custom name, What's included, Continue. */
export function KitSummaryStep({ profile, onContinue, onScanAgain }: Props) {
  const { t } = useTranslation();
  return (
    <section className="test-flow__step card" aria-labelledby="summary-title">
      <h2 id="summary-title">{profile.TestName}</h2>
      <dl className="test-flow__facts">
        <dt>{t('testFlow.summary.kitType')}</dt>
        <dd>{profile.TestName}</dd>
        <dt>{t('testFlow.summary.manufacturer')}</dt>
        <dd>{profile.ManufactureName}</dd>
        {profile.CustomTestName ? (
          <>
            <dt>{t('testFlow.summary.customName')}</dt>
            <dd>{profile.CustomTestName}</dd>
          </>
        ) : null}
      </dl>
      <h3>{t('testFlow.summary.included')}</h3>
      <ul className="test-flow__included">
        {profile.Included.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {profile.IncludedHTML ? (
        // Sanitised by the server (sanitize-html) before it is sent.
        <div className="test-flow__html" dangerouslySetInnerHTML={{ __html: profile.IncludedHTML }} />
      ) : null}
      <div className="test-flow__actions">
        <button type="button" className="btn btn-secondary" onClick={onScanAgain}>
          {t('testFlow.summary.scanAgain')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onContinue}>
          {t('testFlow.continue')}
        </button>
      </div>
    </section>
  );
}
