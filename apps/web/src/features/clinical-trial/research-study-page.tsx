import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/http';
import { useStudy } from './api/get-study';
import { StudyStepView } from './study-step';
import { useLanguage } from './use-language';
import './clinical-trial.css';

const LAST_STEP = 3;

/** clinical-trial/research-study: steps 0 (Invitation) to 3 (Privacy is Key), then the consent. */
export function ResearchStudyPage() {
  const { t } = useTranslation();
  const study = useStudy(useLanguage());
  const [step, setStep] = useState(0);
  const heading = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  // Moving between steps puts the focus on the new step, so a screen reader reads it from the top.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const current = study.data?.Steps[step];
  return (
    <main className="standalone-page">
      <section className="study" aria-labelledby="study-step-title">
        <p className="study__progress">
          {t('clinicalTrial.study.progress', { step: step + 1, total: LAST_STEP + 1 })}
        </p>
        {study.isError ? (
          <p className="alert alert-error" role="alert">
            {errorMessage(study.error, t('clinicalTrial.loadError'))}
          </p>
        ) : null}
        <div ref={heading} tabIndex={-1} className="study__step">
          {current ? <StudyStepView step={current} headingId="study-step-title" /> : null}
        </div>
        <div className="study__actions">
          {step === 0 ? (
            <>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => {
                  setStep(1);
                }}
                disabled={!current}
              >
                {t('clinicalTrial.study.join')}
              </button>
              <Link className="btn btn-secondary" to="/patient/book-appointment">
                {t('clinicalTrial.study.notNow')}
              </Link>
            </>
          ) : (
            <>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => {
                  setStep(step - 1);
                }}
              >
                {t('clinicalTrial.study.back')}
              </button>
              {step < LAST_STEP ? (
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => {
                    setStep(step + 1);
                  }}
                >
                  {t('clinicalTrial.study.next')}
                </button>
              ) : (
                <Link className="btn btn-primary" to="/clinical-trial/consent">
                  {t('clinicalTrial.study.toConsent')}
                </Link>
              )}
            </>
          )}
        </div>
      </section>
    </main>
  );
}
