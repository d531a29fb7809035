import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Step 6: the cassette camera is not built yet; the page says so plainly. */
export function PhotoStep({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="test-flow__step card" aria-labelledby="photo-title">
      <h1 id="photo-title">{t('testFlow.photo.title')}</h1>
      <p>{t('testFlow.photo.notAvailable')}</p>
      <div className="test-flow__actions">
        <button type="button" className="btn btn-secondary" onClick={onBack}>
          {t('testFlow.back')}
        </button>
        <Link className="btn btn-primary" to="/patient/dashboard">
          {t('testFlow.toDashboard')}
        </Link>
      </div>
    </section>
  );
}
