import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/http';
import { formatA1cPercent } from './a1c-format';
import { a1cHistory, pointLabels } from './a1c-history-points';
import { useTestResults } from './api/get-test-results';

// Chart.js is only needed here: its own chunk, loaded when an A1C result is shown.
const A1cChart = lazy(() => import('./a1c-chart'));

/** The patient's A1C results over time: a chart, and the same figures as a table for every reader. */
export function A1cHistory({ currentId }: { currentId: string }) {
  const { t, i18n } = useTranslation();
  const results = useTestResults();
  if (results.error) {
    return (
      <p role="alert" className="test-flow__error">
        {errorMessage(results.error, t('testResults.history.error'))}
      </p>
    );
  }
  if (!results.data) return <p role="status">{t('testResults.history.loading')}</p>;
  const points = a1cHistory(results.data, currentId);
  if (points.length === 0) return null;
  const labels = pointLabels(points);
  const last = points[points.length - 1];
  const latest = last ? formatA1cPercent(last.percent, i18n.language) : '';
  const summary =
    points.length === 1
      ? t('testResults.history.summaryOne', { date: labels[0], latest })
      : t('testResults.history.summary', {
          total: points.length,
          first: labels[0],
          last: labels[labels.length - 1],
          latest,
        });
  return (
    <section className="test-results__history" aria-labelledby="a1c-history-title">
      <h3 id="a1c-history-title">{t('testResults.history.title')}</h3>
      {points.length === 1 ? <p>{t('testResults.history.first')}</p> : null}
      <Suspense fallback={<p role="status">{t('testResults.history.loading')}</p>}>
        <A1cChart points={points} summary={summary} />
      </Suspense>
      <table className="test-results__table">
        <caption className="visually-hidden">{summary}</caption>
        <thead>
          <tr>
            <th scope="col">{t('testResults.history.date')}</th>
            <th scope="col">{t('testResults.history.value')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point, index) => (
            <tr key={point.id} aria-current={point.id === currentId ? 'true' : undefined}>
              <td>{labels[index]}</td>
              <td>{formatA1cPercent(point.percent, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
