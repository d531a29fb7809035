import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/http';
import { useImportHealthRecords } from './api/import-health-records';
import './patient.css';

/** patient/import-health-record (opened in a new tab): the patient picks a FHIR R4 Bundle (.json). */
export function ImportHealthRecordPage() {
  const { t } = useTranslation();
  const importRecords = useImportHealthRecords();
  const [fileError, setFileError] = useState('');

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setFileError('');
    importRecords.reset();
    let bundle: unknown;
    try {
      bundle = JSON.parse(await file.text());
    } catch {
      setFileError(t('records.notJson'));
      return;
    }
    importRecords.mutate(bundle);
  };

  return (
    <section className="page" aria-labelledby="import-title">
      <h1 id="import-title" className="page__title">
        {t('records.importTitle')}
      </h1>
      <div className="card">
        <p>{t('records.importHelp')}</p>
        <label htmlFor="bundle-file">{t('records.chooseFile')}</label>
        <input
          id="bundle-file"
          type="file"
          accept=".json,application/json,application/fhir+json"
          onChange={(e) => void onFile(e)}
        />
        {importRecords.data ? (
          <p className="alert alert-success" role="status">
            {t('records.importDone', { count: importRecords.data.Imported })}
          </p>
        ) : null}
        {fileError || importRecords.error ? (
          <p className="alert alert-error" role="alert">
            {fileError || errorMessage(importRecords.error, t('records.importFailed'))}
          </p>
        ) : null}
      </div>
    </section>
  );
}
