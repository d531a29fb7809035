import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/http';
import { useAnalysis } from '../../results/api/get-analysis';
import { ResultPanels } from '../../results/result-panels';
import { ResultView } from '../../results/result-view';

/**
 * Step 7: the results of one analysis. While the reading job has not finished the screen asks again
 * (TanStack Query's refetchInterval, off once it completed or failed) and says so politely.
 */
export function ResultsStep({ analysisId, pollMs }: { analysisId: string; pollMs?: number }) {
  const { t } = useTranslation();
  const analysis = useAnalysis(analysisId, pollMs);
  const inProgress = analysis.data?.Status === 'in-progress';
  return (
    <section className="test-flow__step card" aria-labelledby="results-title">
      <h2 id="results-title">{t('testResults.title')}</h2>
      <p role="status" aria-live="polite" className="test-results__status">
        {inProgress || analysis.isPending ? t('testResults.inProgress') : ''}
      </p>
      {analysis.error ? (
        <p role="alert" className="test-flow__error">
          {errorMessage(analysis.error, t('testResults.loadError'))}
        </p>
      ) : null}
      {analysis.data && inProgress ? <ResultPanels results={analysis.data.Results} /> : null}
      {analysis.data && !inProgress ? <ResultView result={analysis.data} /> : null}
    </section>
  );
}
