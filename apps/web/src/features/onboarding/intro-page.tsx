import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { PageLoader } from '../../components/page-loader/page-loader';
import { usePatientHeader } from '../../layouts/main-layout/api/get-patient-header';
import { backFrom, pendingSteps, skipFrom } from './steps';
import './onboarding.css';

/** onboarding/intro: one unfinished step at a time, with back (not on the first) and Skip for Now. */
export function IntroPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: record, isPending } = usePatientHeader(true);
  const [index, setIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [index]);

  if (isPending) return <PageLoader />;
  const steps = record ? pendingSteps(record) : [];
  if (steps.length === 0) return <Navigate to="/patient/dashboard" replace />;
  const current = Math.min(index, steps.length - 1);
  const step = steps[current];
  if (!step) return null;

  const go = (to: number | null) => {
    moved.current = true;
    if (to === null) void navigate('/patient/dashboard');
    else setIndex(to);
  };
  const back = backFrom(current);

  return (
    <section className="page onboarding-intro" aria-labelledby="intro-step-title">
      <p className="onboarding-intro__lead">{t('onboarding.introLead')}</p>
      <ol className="onboarding-intro__steps" aria-label={t('onboarding.stepsLabel')}>
        {steps.map((s, i) => (
          <li key={s.id} aria-current={i === current ? 'step' : undefined}>
            {t(`onboarding.steps.${s.id}.title`)}
          </li>
        ))}
      </ol>
      <div className="card onboarding-intro__card">
        <div className="onboarding-intro__nav">
          {back !== null ? (
            <button
              type="button"
              className="onboarding-intro__back"
              aria-label={t('onboarding.back')}
              onClick={() => {
                go(back);
              }}
            >
              <span aria-hidden="true">←</span>
            </button>
          ) : null}
        </div>
        <h1 id="intro-step-title" ref={headingRef} tabIndex={-1} className="page__title">
          {t(`onboarding.steps.${step.id}.title`)}
        </h1>
        <p>{t(`onboarding.steps.${step.id}.text`)}</p>
        <div className="onboarding-intro__actions">
          <Link className="btn btn-primary" to={step.path}>
            {t(`onboarding.steps.${step.id}.button`)}
          </Link>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              go(skipFrom(current, steps.length));
            }}
          >
            {t('onboarding.skip')}
          </button>
        </div>
      </div>
    </section>
  );
}
