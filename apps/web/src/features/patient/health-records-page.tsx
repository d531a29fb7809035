import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { HealthRecordKind } from '@portal/contract';
import { HEALTH_RECORD_KINDS } from '../../lib/contract';
import { formatDateTime } from '../../lib/dates';
import { errorMessage } from '../../lib/http';
import { useHealthRecords } from './api/get-health-records';
import { healthRecordTitle } from './health-record-title';
import { RecordVerification } from './health-import/record-verification';
import './patient.css';

const KINDS = Object.keys(HEALTH_RECORD_KINDS) as HealthRecordKind[];
/** The Records link is patient/allergies; the other kinds are its siblings. */
export const recordsPath = (kind: HealthRecordKind) => `/patient/${kind}`;

/**
 * patient/allergies and its siblings: the patient's imported records of one kind, after `children` (the
 * results page puts the patient's own test results first).
 */
export function HealthRecordsPage({ kind, children }: { kind: HealthRecordKind; children?: ReactNode }) {
  const { t } = useTranslation();
  const records = useHealthRecords(kind);

  return (
    <section className="page" aria-labelledby="records-title">
      <h1 id="records-title" className="page__title">
        {t(`records.${kind}`)}
      </h1>
      <nav aria-label={t('records.nav')} className="records__nav">
        {KINDS.map((k) => (
          <NavLink key={k} to={recordsPath(k)} className="btn btn-secondary">
            {t(`records.${k}`)}
          </NavLink>
        ))}
      </nav>
      {records.error ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(records.error, t('records.error'))}
        </p>
      ) : null}
      {children}
      <div className="card">
        {children ? <h2>{t('records.importedTitle')}</h2> : null}
        {records.data?.length === 0 ? (
          <p>
            {t('records.empty')}{' '}
            <a href="/patient/import-health-record" target="_blank" rel="noopener">
              {t('records.importLink')}
            </a>
          </p>
        ) : null}
        {records.data && records.data.length > 0 ? (
          <ul className="records__list">
            {records.data.map((r) => (
              <li key={r.ID}>
                <strong>{healthRecordTitle(r)}</strong>{' '}
                <span>{t('records.imported', { date: formatDateTime(r.Imported) })}</span>{' '}
                <RecordVerification record={r} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
