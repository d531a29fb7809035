import type { TestResult } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatA1cPercent } from '../../components/results/a1c-format';
import { useDownloadFhir } from '../../components/results/api/download-fhir';
import { useTestResults } from '../../components/results/api/get-test-results';
import { ANALYTE_KEY, VALUE_KEY } from '../../components/results/result-keys';
import { formatIsoDate } from '../../lib/dates';
import { errorMessage } from '../../lib/http';

const resultDate = (result: TestResult) => formatIsoDate(new Date(result.Completed ?? result.OrderDate));
export const testResultPath = (id: string) => `/patient/results/${id}`;

/** The Records results page's list of the patient's test results, newest first, with FHIR downloads. */
export function TestResultsSection() {
  const { t } = useTranslation();
  const results = useTestResults();
  const download = useDownloadFhir();
  const sorted = results.data
    ? [...results.data].sort(
        (a, b) => Date.parse(b.Completed ?? b.OrderDate) - Date.parse(a.Completed ?? a.OrderDate),
      )
    : undefined;
  return (
    <section className="card" aria-labelledby="test-results-title">
      <h2 id="test-results-title">{t('testResults.list.title')}</h2>
      {results.error ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(results.error, t('testResults.list.loadError'))}
        </p>
      ) : null}
      {download.error ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(download.error, t('testResults.list.downloadError'))}
        </p>
      ) : null}
      {sorted?.length === 0 ? (
        <p>
          {t('testResults.list.empty')}{' '}
          <Link to="/patient/healthservices">{t('testResults.list.takeTest')}</Link>
        </p>
      ) : null}
      {sorted && sorted.length > 0 ? (
        <>
          <div className="records__table-wrap">
            <table className="records__table" data-testid="test-results-table">
              <thead>
                <tr>
                  <th scope="col">{t('testResults.list.date')}</th>
                  <th scope="col">{t('testResults.list.test')}</th>
                  <th scope="col">{t('testResults.list.result')}</th>
                  <th scope="col">{t('testResults.list.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {sorted.map((result) => (
                  <ResultRow
                    key={result.ID}
                    result={result}
                    onDownload={() => {
                      download.mutate({
                        analysisId: result.ID,
                        fileName: `test-result-${resultDate(result)}-${result.ID.slice(0, 8)}.json`,
                      });
                    }}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              download.mutate({ fileName: `test-results-${formatIsoDate(new Date())}.json` });
            }}
          >
            {t('testResults.list.downloadAll')}
          </button>
        </>
      ) : null}
    </section>
  );
}

function ResultRow({ result, onDownload }: { result: TestResult; onDownload: () => void }) {
  const { t, i18n } = useTranslation();
  const test = result.CustomTestName ?? result.TestName;
  const date = resultDate(result);
  return (
    <tr>
      <td>
        <time dateTime={result.Completed ?? result.OrderDate}>{date}</time>
      </td>
      <td>{test}</td>
      <td>
        <ResultSummary result={result} language={i18n.language} />
      </td>
      <td>
        <div className="records__row-actions">
          <Link to={testResultPath(result.ID)} aria-label={t('testResults.list.viewLabel', { test, date })}>
            {t('testResults.list.view')}
          </Link>
          {result.Status === 'completed' ? (
            <button
              type="button"
              className="btn btn-secondary"
              aria-label={t('testResults.list.downloadLabel', { test, date })}
              onClick={onDownload}
            >
              {t('testResults.list.download')}
            </button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

/** Each analyte's result, or the A1C value; a photo that was not read says so. */
function ResultSummary({ result, language }: { result: TestResult; language: string }) {
  const { t } = useTranslation();
  if (result.Status === 'failed') return <>{t('testResults.list.notRead')}</>;
  if (result.A1c?.kind === 'value') {
    return <>{t('testResults.a1c.percent', { value: formatA1cPercent(result.A1c.percent, language) })}</>;
  }
  return (
    <ul className="records__analytes">
      {result.Results.map((r) => (
        <li key={r.Analyte}>
          {t(`testResults.analyte.${ANALYTE_KEY[r.Analyte]}`)}:{' '}
          {t(`testResults.value.${VALUE_KEY[r.Result]}`)}
        </li>
      ))}
    </ul>
  );
}
