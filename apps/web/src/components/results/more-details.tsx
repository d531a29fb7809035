import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../lib/dates';
import { errorMessage } from '../../lib/http';
import { useTestResult } from './api/get-test-result';

/** More Details (SPEC.md section 2): a disclosure button and, when open, the test's details and photo. */
export function MoreDetailsDisclosure({ analysisId }: { analysisId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div className="test-results__details">
      <button
        type="button"
        className="btn btn-secondary"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => {
          setOpen((isOpen) => !isOpen);
        }}
      >
        {t('testResults.details.toggle')}
      </button>
      <div id={regionId} hidden={!open}>
        {open ? <MoreDetails analysisId={analysisId} /> : null}
      </div>
    </div>
  );
}

/** Mounted only while open: opening it again after a while fetches a fresh photo link. */
function MoreDetails({ analysisId }: { analysisId: string }) {
  const { t } = useTranslation();
  const detail = useTestResult(analysisId);
  // A photo that fails to load gets one fresh link (this panel's mount); a second failure is shown.
  const refreshed = useRef(false);
  const [photoFailed, setPhotoFailed] = useState(false);
  if (detail.error) {
    return (
      <p role="alert" className="test-flow__error">
        {errorMessage(detail.error, t('testResults.loadError'))}
      </p>
    );
  }
  if (!detail.data) return <p role="status">{t('testResults.details.loading')}</p>;
  const result = detail.data;
  const photo = result.PhotoURL;
  const onPhotoError = () => {
    if (!refreshed.current) {
      // The short-lived link has probably expired: ask for the detail (and a new link) again.
      refreshed.current = true;
      void detail.refetch();
    } else {
      setPhotoFailed(true);
    }
  };
  return (
    <div className="test-results__details-body">
      {photo && !photoFailed ? (
        <img
          className="test-results__photo"
          src={photo}
          alt={t('testResults.details.photoAlt')}
          onError={onPhotoError}
          data-testid="test-photo"
        />
      ) : (
        <p>{t('testResults.details.noPhoto')}</p>
      )}
      <ul className="test-results__facts">
        <li>{t('testResults.details.testName', { value: result.TestName })}</li>
        <li>
          {t('testResults.details.customName', {
            value: result.CustomTestName ?? t('testResults.details.none'),
          })}
        </li>
        <li>{t('testResults.details.manufacturer', { value: result.ManufactureName })}</li>
        <li>
          {t('testResults.details.proctored', {
            value: t(result.Proctored ? 'testResults.details.yes' : 'testResults.details.no'),
          })}
        </li>
        <li>{t('testResults.details.orderDate', { value: formatIsoDate(new Date(result.OrderDate)) })}</li>
        <li>{t('testResults.details.status', { value: t(`testResults.status.${result.Status}`) })}</li>
      </ul>
    </div>
  );
}
