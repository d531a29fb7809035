import type { InferenceResult } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { ANALYTE_KEY, VALUE_KEY } from './result-keys';

/** One panel per analyte: the value, what it means and what to do next. */
export function ResultPanels({ results }: { results: InferenceResult[] }) {
  return (
    <ul className="test-results__panels">
      {results.map((result) => (
        <ResultPanel key={result.Analyte} result={result} />
      ))}
    </ul>
  );
}

function ResultPanel({ result }: { result: InferenceResult }) {
  const { t } = useTranslation();
  const analyte = t(`testResults.analyte.${ANALYTE_KEY[result.Analyte]}`);
  const value = VALUE_KEY[result.Result];
  const headingId = `result-${ANALYTE_KEY[result.Analyte]}`;
  return (
    <li className={`test-results__panel test-results__panel--${value}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="test-results__analyte">
        {analyte}
      </h3>
      <p className="test-results__value" data-testid="result-value">
        {t(`testResults.value.${value}`)}
      </p>
      <p>{t(`testResults.meaning.${value}`, { analyte })}</p>
      {result.Result !== 'IN PROGRESS' ? (
        <p>
          <strong>{t('testResults.nextTitle')}</strong> {t(`testResults.next.${value}`)}
        </p>
      ) : null}
    </li>
  );
}
