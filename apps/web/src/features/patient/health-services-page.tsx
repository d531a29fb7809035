import type { HealthServiceKind } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatIsoDate } from '../../lib/dates';
import { errorMessage } from '../../lib/http';
import { useHealthServices } from './api/get-health-services';

const BASE: Record<HealthServiceKind, string> = { 'rapid-test': '/rapidtest', 'a1c-test': '/a1ctest' };

/** patient/healthservices: the tests a patient can start and their past encounters. */
export function HealthServicesPage() {
  const { t } = useTranslation();
  const { data, error } = useHealthServices();
  return (
    <section className="page" aria-labelledby="health-services-title">
      <h1 id="health-services-title" className="page__title">
        {t('healthServices.title')}
      </h1>
      {error ? <p role="alert">{errorMessage(error, t('healthServices.loadError'))}</p> : null}
      <div className="card">
        <h2>{t('healthServices.available')}</h2>
        <ul className="health-services__list">
          {data?.Services.map((service) => (
            <li key={service.ID}>
              <span>{t(`healthServices.kind.${service.Kind}`)}</span>{' '}
              <Link className="btn btn-primary" to={`${BASE[service.Kind]}/test`}>
                {t('healthServices.start')}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div className="card">
        <h2>{t('healthServices.history')}</h2>
        {data && data.Encounters.length === 0 ? <p>{t('healthServices.none')}</p> : null}
        <ul className="health-services__list" data-testid="encounter-history">
          {data?.Encounters.map((encounter) => (
            <li key={encounter.ID}>
              <time dateTime={encounter.Created}>{formatIsoDate(new Date(encounter.Created))}</time>{' '}
              <span>{encounter.TestName ?? t(`healthServices.kind.${encounter.Kind}`)}</span>{' '}
              <span>{t(`healthServices.status.${encounter.Status}`)}</span>{' '}
              {encounter.Status === 'started' ? (
                <Link to={`${BASE[encounter.Kind]}/test/${encounter.ServiceID}/${encounter.ID}`}>
                  {t('healthServices.open')}
                </Link>
              ) : null}
              {encounter.Status === 'completed' ? (
                <Link to={`${BASE[encounter.Kind]}/test/${encounter.ServiceID}/${encounter.ID}`}>
                  {t('testResults.seeResults')}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
