import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/icons/icon';
import { useCurrentUser } from '../../lib/current-user';
import { formatIsoDate } from '../../lib/dates';
import { usePatientHeader } from '../../layouts/main-layout/api/get-patient-header';
import './patient.css';

interface Action {
  to: string;
  icon: string;
  titleKey: string;
  textKey: string;
}

const ACTIONS: Action[] = [
  {
    to: '/rapidtest/test',
    icon: 'activity',
    titleKey: 'dashboard.rapidTest',
    textKey: 'dashboard.rapidTestText',
  },
  { to: '/a1ctest/test', icon: 'clipboard', titleKey: 'dashboard.a1cTest', textKey: 'dashboard.a1cTestText' },
  {
    to: '/patient/book-appointment',
    icon: 'calendar',
    titleKey: 'dashboard.bookAppointment',
    textKey: 'dashboard.bookAppointmentText',
  },
  {
    to: '/patient/healthservices',
    icon: 'heart',
    titleKey: 'dashboard.healthServices',
    textKey: 'dashboard.healthServicesText',
  },
  {
    to: '/clinical-trial/research-study',
    icon: 'book',
    titleKey: 'dashboard.researchStudy',
    textKey: 'dashboard.researchStudyText',
  },
  {
    to: '/patient/settings',
    icon: 'settings',
    titleKey: 'dashboard.settings',
    textKey: 'dashboard.settingsText',
  },
];

/** patient/dashboard: the patient home. */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { data: record } = usePatientHeader(user?.role === 'Patient');
  const firstName = record?.FirstName ?? user?.firstName ?? '';
  const missing = record
    ? [
        !record.HasSelfie && t('dashboard.stepPhoto'),
        !record.HasInsurance && t('dashboard.stepInsurance'),
        !record.HasIDCard && t('dashboard.stepId'),
      ].filter((x): x is string => typeof x === 'string')
    : [];

  return (
    <section className="page" aria-labelledby="dashboard-title">
      <div className="dashboard__head">
        <h1 id="dashboard-title" className="page__title">
          {firstName ? t('dashboard.welcomeName', { name: firstName }) : t('dashboard.welcome')}
        </h1>
        <p className="dashboard__date">
          {t('dashboard.today')}:{' '}
          <time dateTime={formatIsoDate(new Date())}>{formatIsoDate(new Date())}</time>
        </p>
      </div>
      {missing.length > 0 ? (
        <div className="card dashboard__onboarding">
          <h2>{t('dashboard.completeProfile')}</h2>
          <p>{t('dashboard.completeProfileText', { steps: missing.join(', ') })}</p>
          <Link className="btn btn-primary" to="/onboarding/intro">
            {t('dashboard.continueOnboarding')}
          </Link>
        </div>
      ) : null}
      <h2 className="dashboard__section-title">{t('dashboard.whatToDo')}</h2>
      <ul className="dashboard__actions">
        {ACTIONS.map((action) => (
          <li key={action.to}>
            <Link className="dashboard__action card" to={action.to}>
              <span className="dashboard__action-icon">
                <Icon name={action.icon} size={24} />
              </span>
              <span>
                <span className="dashboard__action-title">{t(action.titleKey)}</span>
                <span className="dashboard__action-text">{t(action.textKey)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
