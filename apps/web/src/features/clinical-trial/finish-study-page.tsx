import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './clinical-trial.css';

/** clinical-trial/finish-study: Connect with a Study Coordinator, then Finish to book-appointment. */
export function FinishStudyPage() {
  const { t } = useTranslation();
  return (
    <main className="standalone-page">
      <section className="study" aria-labelledby="finish-title">
        <h1 id="finish-title" className="page__title">
          {t('pages.finishStudy')}
        </h1>
        <p>{t('clinicalTrial.finish.text')}</p>
        <div className="study__actions">
          <Link className="btn btn-primary" to="/patient/book-appointment">
            {t('clinicalTrial.finish.finish')}
          </Link>
        </div>
      </section>
    </main>
  );
}
