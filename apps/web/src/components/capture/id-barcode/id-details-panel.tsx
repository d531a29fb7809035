import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdCheck } from './id-check';

export interface IdDetailsPanelProps {
  check: IdCheck;
  onContinue: () => void;
}

/**
 * What the ID's barcode says (name, date of birth, ID number masked to its last 4, expiry) with a warning
 * for a name or birth date unlike the profile and for an expired ID; or, without a readable barcode, that
 * the ID is accepted anyway.
 */
export function IdDetailsPanel({ check, onContinue }: IdDetailsPanelProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (check.status !== 'reading') headingRef.current?.focus();
  }, [check.status]);

  if (check.status === 'reading')
    return (
      <p className="id-details__status" role="status">
        {t('idDetails.reading')}
      </p>
    );
  const continueButton = (
    <button type="button" className="btn btn-primary" onClick={onContinue}>
      {t('idDetails.continue')}
    </button>
  );
  if (check.status === 'unreadable')
    return (
      <div className="id-details">
        <h2 ref={headingRef} tabIndex={-1} className="id-details__title">
          {t('capture.sides.idBack')}
        </h2>
        <p role="status">{t('idDetails.noBarcode')}</p>
        <div className="capture__actions">{continueButton}</div>
      </div>
    );

  const d = check.details;
  const missing = t('idDetails.missing');
  const name = [d.FirstName, d.MiddleName, d.FamilyName].filter(Boolean).join(' ') || missing;
  const issuer = [d.Jurisdiction, d.Country].filter(Boolean).join(', ');
  return (
    <div className="id-details">
      <h2 ref={headingRef} tabIndex={-1} className="id-details__title">
        {t('idDetails.title')}
      </h2>
      <p>{t('idDetails.intro')}</p>
      {d.Warnings.length > 0 ? (
        <div className="alert id-details__warnings" role="alert">
          <strong>{t('idDetails.warningsTitle')}</strong>
          <ul>
            {d.Warnings.map((w) => (
              <li key={w}>{t(`idDetails.warnings.${w}`)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <dl className="id-details__list">
        <dt>{t('idDetails.name')}</dt>
        <dd>{name}</dd>
        <dt>{t('idDetails.birthDate')}</dt>
        <dd>{d.BirthDate ?? missing}</dd>
        <dt>{t('idDetails.idNumber')}</dt>
        <dd>{d.IdNumberLast4 ? t('idDetails.idNumberMasked', { last4: d.IdNumberLast4 }) : missing}</dd>
        <dt>{t('idDetails.expiry')}</dt>
        <dd>{d.ExpiryDate ?? missing}</dd>
        {issuer ? (
          <>
            <dt>{t('idDetails.issuedBy')}</dt>
            <dd>{issuer}</dd>
          </>
        ) : null}
      </dl>
      <div className="capture__actions">{continueButton}</div>
    </div>
  );
}
