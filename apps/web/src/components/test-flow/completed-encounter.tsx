import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TestResult } from '@portal/contract';
import { errorMessage } from '../../lib/http';
import { useTestResults } from '../results/api/get-test-results';
import type { FlowConfig } from './flow-config';
import { ResultsStep } from './steps/results-step';
import { TestHeader } from './test-header';
import { LAST_STEP } from './test-steps';

/** The newest completed analysis of an encounter (the list is newest first, but do not rely on it). */
export function latestCompleted(results: TestResult[], encounterId: string): TestResult | undefined {
  return results
    .filter((result) => result.EncounterID === encounterId && result.Status === 'completed')
    .sort((a, b) => Date.parse(b.Completed ?? b.OrderDate) - Date.parse(a.Completed ?? a.OrderDate))[0];
}

/**
 * A completed encounter's route shows step 7 for its latest completed analysis, so a result stays
 * reachable from the history. Its kit was used: there is no camera to go back to, so back and cancel
 * leave the test (back to the history, cancel to the dashboard).
 */
export function CompletedEncounter({ config, encounterId }: { config: FlowConfig; encounterId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const results = useTestResults();
  const latest = results.data ? latestCompleted(results.data, encounterId) : undefined;
  return (
    <main className="test-flow" data-step={LAST_STEP}>
      <TestHeader
        config={config}
        step={LAST_STEP}
        onBack={() => {
          void navigate('/patient/healthservices');
        }}
        onCancel={() => {
          void navigate('/patient/dashboard');
        }}
      />
      {results.error ? (
        <p role="alert" className="test-flow__error">
          {errorMessage(results.error, t('testResults.loadError'))}
        </p>
      ) : null}
      {results.isPending ? <p role="status">{t('testFlow.loading')}</p> : null}
      {results.data && !latest ? <p role="alert">{t('testResults.noneForEncounter')}</p> : null}
      {latest ? <ResultsStep analysisId={latest.ID} /> : null}
    </main>
  );
}
