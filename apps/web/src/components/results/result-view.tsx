import type { Inference } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { A1cHistory } from './a1c-history';
import { A1cView } from './a1c-view';
import { HelpfulResources } from './helpful-resources';
import { MoreDetailsDisclosure } from './more-details';
import { ResultPanels } from './result-panels';
import './test-results.css';

/** What the results screen needs of an analysis (an Inference, or a stored TestResult). */
export type ShownResult = Pick<Inference, 'ID' | 'Status' | 'Results' | 'A1c' | 'Reason'> & {
  Failure?: Inference['Failure'];
};

/**
 * Step 7's content (SPEC.md section 2): each analyte's panel, or the A1C value with its history; More
 * Details; Continue Consultation; Helpful Resources.
 */
export function ResultView({ result }: { result: ShownResult }) {
  const { t } = useTranslation();
  const a1c = result.A1c;
  // The A1C view shows the HbA1c value itself; any other analyte gets its own panel.
  const panels = a1c ? result.Results.filter((r) => r.Analyte !== 'HbA1c') : result.Results;
  return (
    <div className="test-results">
      {result.Status === 'failed' ? (
        <div className="test-results__panel test-results__panel--invalid" role="alert">
          <h3>{t('testResults.failedTitle')}</h3>
          {result.Failure ? <p>{result.Failure.Message}</p> : null}
          {result.Reason ? <p>{result.Reason}</p> : null}
          <p>{t('testResults.failedNext')}</p>
        </div>
      ) : null}
      {a1c ? <A1cView reading={a1c} /> : null}
      {panels.length > 0 ? <ResultPanels results={panels} /> : null}
      {a1c?.kind === 'value' ? <A1cHistory currentId={result.ID} /> : null}
      <MoreDetailsDisclosure analysisId={result.ID} />
      <div className="test-flow__actions">
        <Link className="btn btn-primary" to="/clinical-trial/research-study">
          {t('testResults.continueConsultation')}
        </Link>
      </div>
      <HelpfulResources />
    </div>
  );
}
