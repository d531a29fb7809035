import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useTestResult } from '../../components/results/api/get-test-result';
import { ResultView } from '../../components/results/result-view';
import { errorMessage, HttpError } from '../../lib/http';

/** patient/results/{analysisID}: one test result as the results screen shows it. */
export function TestResultPage() {
  const { t } = useTranslation();
  const { analysisID = '' } = useParams();
  const result = useTestResult(analysisID);
  const notFound =
    result.error instanceof HttpError && (result.error.status === 404 || result.error.status === 400);
  return (
    <section className="page" aria-labelledby="test-result-title">
      <h1 id="test-result-title" className="page__title">
        {t('testResults.title')}
      </h1>
      <p>
        <Link to="/patient/results">{t('testResults.list.backToResults')}</Link>
      </p>
      {notFound ? (
        <p className="alert alert-error" role="alert">
          {t('testResults.notFound')}
        </p>
      ) : null}
      {result.error && !notFound ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(result.error, t('testResults.loadError'))}
        </p>
      ) : null}
      {result.isPending ? <p role="status">{t('testFlow.loading')}</p> : null}
      {result.data ? (
        <div className="card">
          <ResultView result={result.data} />
        </div>
      ) : null}
    </section>
  );
}
