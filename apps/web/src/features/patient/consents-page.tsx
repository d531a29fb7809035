import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentRecord } from '@portal/contract';
import { formatDateTime } from '../../lib/dates';
import { errorMessage } from '../../lib/http';
import { useConsentPdfLink } from './api/consent-pdf-link';
import { useConsents } from './api/get-consents';
import { useWithdrawConsent } from './api/withdraw-consent';
import './patient.css';

/** patient/consents (Records): the signed consents, their state, the signed copy and withdrawal. */
export function ConsentsPage() {
  const { t } = useTranslation();
  const consents = useConsents();
  const pdfLink = useConsentPdfLink();
  const withdraw = useWithdrawConsent();
  const [notice, setNotice] = useState('');

  const download = (id: string) => {
    pdfLink.mutate(id, {
      onSuccess: (link) => {
        window.location.assign(link.Url);
      },
    });
  };
  const onWithdraw = (consent: ConsentRecord) => {
    if (!window.confirm(t('consents.confirmWithdraw'))) return;
    withdraw.mutate(consent.ID, {
      onSuccess: () => {
        setNotice(t('consents.withdrawn'));
      },
    });
  };
  const error = consents.error ?? pdfLink.error ?? withdraw.error;

  return (
    <section className="page" aria-labelledby="consents-title">
      <h1 id="consents-title" className="page__title">
        {t('consents.title')}
      </h1>
      {notice ? (
        <p className="alert alert-success" role="status">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(error, t('consents.error'))}
        </p>
      ) : null}
      <div className="card">
        {consents.data?.length === 0 ? <p>{t('consents.none')}</p> : null}
        {consents.data && consents.data.length > 0 ? (
          <table className="consents">
            <thead>
              <tr>
                <th scope="col">{t('consents.document')}</th>
                <th scope="col">{t('consents.signedAt')}</th>
                <th scope="col">{t('consents.state')}</th>
                <th scope="col">{t('consents.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {consents.data.map((c) => (
                <tr key={c.ID}>
                  <td>
                    {c.DocumentTitle} ({t('consents.version', { version: c.Version })}, {c.Language})
                  </td>
                  <td>{formatDateTime(c.SignedAt)}</td>
                  <td>
                    {c.State === 'withdrawn' && c.WithdrawnAt
                      ? t('consents.stateWithdrawn', { date: formatDateTime(c.WithdrawnAt) })
                      : t('consents.stateActive')}
                  </td>
                  <td className="consents__actions">
                    <button
                      type="button"
                      className="btn btn-secondary"
                      onClick={() => {
                        download(c.ID);
                      }}
                    >
                      {t('consents.download')}
                    </button>
                    {c.State === 'active' ? (
                      <button
                        type="button"
                        className="btn btn-secondary"
                        disabled={withdraw.isPending}
                        onClick={() => {
                          onWithdraw(c);
                        }}
                      >
                        {t('consents.withdraw')}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
    </section>
  );
}
