import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportedCard, SmartHealthCardFile } from '@portal/contract';
import { HEALTH_IMPORT_MAX_BYTES } from '../../lib/contract';
import { errorMessage, HttpError } from '../../lib/http';
import { getSampleBundleFile } from './api/get-sample-bundle';
import { getSampleHealthCardFile } from './api/get-sample-health-card';
import { useImportHealthRecords } from './api/import-health-records';
import { useImportSmartHealthCard } from './api/import-smart-health-card';
import { HealthCardScanner } from './health-import/health-card-scanner';
import { saveFile } from '../../lib/save-file';
import './patient.css';

const MAX_MB = Math.round(HEALTH_IMPORT_MAX_BYTES / (1024 * 1024));

interface Outcome {
  imported: number;
  /** The SMART Health Cards of the import, each verified or not; absent for a FHIR Bundle. */
  cards?: ImportedCard[];
}

const isHealthCardFile = (json: unknown): boolean =>
  typeof json === 'object' && json !== null && 'verifiableCredential' in json;

/**
 * patient/import-health-record (opened in a new tab): the patient picks a FHIR R4 Bundle (.json) or a
 * SMART Health Card (.smart-health-card), or scans a card's QR code; samples to try are offered.
 */
export function ImportHealthRecordPage() {
  const { t } = useTranslation();
  const importBundle = useImportHealthRecords();
  const importCard = useImportSmartHealthCard();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState('');
  const [scanning, setScanning] = useState(false);

  const explain = (err: unknown) => {
    setProblem(
      err instanceof HttpError && err.status === 413
        ? t('healthImport.tooLarge', { mb: MAX_MB })
        : errorMessage(err, t('records.importFailed')),
    );
  };

  const sendCards = (verifiableCredential: string[]) => {
    importCard.mutateAsync({ verifiableCredential }).then((data) => {
      setOutcome({ imported: data.Imported, cards: data.Cards });
    }, explain);
  };

  const onScanned = (jws: string) => {
    setScanning(false);
    sendCards([jws]);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem('');
    setOutcome(null);
    if (file.size > HEALTH_IMPORT_MAX_BYTES) {
      setProblem(t('healthImport.tooLarge', { mb: MAX_MB }));
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(await file.text());
    } catch {
      setProblem(t('records.notJson'));
      return;
    }
    if (isHealthCardFile(json)) {
      // The server checks the shape (SmartHealthCardFile) and words what is wrong.
      sendCards((json as SmartHealthCardFile).verifiableCredential);
      return;
    }
    importBundle.mutateAsync(json).then((data) => {
      setOutcome({ imported: data.Imported });
    }, explain);
  };

  const download = (make: () => Promise<Blob>, name: string) => {
    setProblem('');
    make().then((blob) => {
      saveFile(blob, name);
    }, explain);
  };

  return (
    <section className="page" aria-labelledby="import-title">
      <h1 id="import-title" className="page__title">
        {t('records.importTitle')}
      </h1>
      <div className="card">
        <p>{t('healthImport.help')}</p>
        <label htmlFor="bundle-file">{t('healthImport.chooseFile')}</label>
        <input
          id="bundle-file"
          type="file"
          accept=".json,.smart-health-card,application/json,application/fhir+json,application/smart-health-card"
          aria-describedby="bundle-file-limit"
          onChange={(e) => void onFile(e)}
        />
        <p id="bundle-file-limit" className="health-import__limit">
          {t('healthImport.limit', { mb: MAX_MB })}
        </p>
        {outcome ? (
          <div className="alert alert-success" role="status">
            <p>{t('records.importDone', { count: outcome.imported })}</p>
            {outcome.cards?.map((card, i) => (
              <p
                key={i}
                className={card.Verified ? 'records__badge--verified' : 'records__badge--unverified'}
              >
                {card.Verified
                  ? t('healthImport.cardVerified', { issuer: card.IssuerName })
                  : t('healthImport.cardUnverified')}
              </p>
            ))}
          </div>
        ) : null}
        {problem ? (
          <p className="alert alert-error" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="card">
        <h2>{t('healthImport.scanTitle')}</h2>
        <p>{t('healthImport.scanHelp')}</p>
        {scanning ? <HealthCardScanner onCard={onScanned} /> : null}
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            setProblem('');
            setOutcome(null);
            setScanning((on) => !on);
          }}
        >
          {scanning ? t('healthImport.scanStop') : t('healthImport.scanStart')}
        </button>
      </div>
      <div className="card">
        <h2>{t('healthImport.sampleTitle')}</h2>
        <p>{t('healthImport.sampleHelp')}</p>
        <div className="health-import__samples">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              download(getSampleHealthCardFile, 'sample.smart-health-card');
            }}
          >
            {t('healthImport.sampleCard')}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              download(getSampleBundleFile, 'sample-health-records.json');
            }}
          >
            {t('healthImport.sampleBundle')}
          </button>
        </div>
      </div>
    </section>
  );
}
