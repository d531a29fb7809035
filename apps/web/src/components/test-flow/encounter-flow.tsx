import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TestProfile } from '@portal/contract';
import { errorMessage } from '../../lib/http';
import { useEncounter, type LoadedEncounter } from './api/get-encounter';
import { getTestProfile } from './api/get-test-profile';
import { CompletedEncounter } from './completed-encounter';
import type { FlowConfig } from './flow-config';
import { DescriptionStep } from './steps/description-step';
import { InstructionsStep } from './steps/instructions-step';
import { KitSummaryStep } from './steps/kit-summary-step';
import { PhotoStep } from './steps/photo-step';
import { RegisterStep } from './steps/register-step';
import { ResultsStep } from './steps/results-step';
import { ScanStep } from './steps/scan-step';
import { TestHeader } from './test-header';
import { flowBack, headerBack, INSTRUCTIONS_STEP, nextStep, type BackAction, type Step } from './test-steps';
import './test-flow.css';

interface FlowState {
  step: Step;
  code: string | null;
  profile: TestProfile | null;
  /** The analysis of the photo taken at step 6, which step 7 shows. */
  analysisId: string | null;
}

/** rapidtest|a1ctest/test/{serviceID}/{encounterID}: loads the encounter; a started wait resumes at step 5. */
export function EncounterFlow({ config, encounterId }: { config: FlowConfig; encounterId: string }) {
  const { t } = useTranslation();
  const encounter = useEncounter(encounterId);
  const kit = encounter.data?.Kit ?? null;
  const completed = encounter.data?.Status === 'completed';
  const resumed = useQuery({
    queryKey: ['test-flow', 'resume', encounterId],
    queryFn: ({ signal }) => (kit ? getTestProfile(kit.GTIN, kit.FullGS1String, signal) : null),
    // A completed encounter shows its result; its kit (serial now used) is not checked again.
    enabled: encounter.isSuccess && !completed,
    staleTime: Infinity,
    retry: false,
  });
  if (completed) return <CompletedEncounter config={config} encounterId={encounterId} />;
  const failure = encounter.error ?? resumed.error;
  if (failure) {
    return (
      <main className="standalone-page test-flow">
        <p role="alert" className="test-flow__error">
          {errorMessage(failure, t('testFlow.loadError'))}
        </p>
      </main>
    );
  }
  if (!encounter.data || !resumed.isSuccess) {
    return (
      <main className="standalone-page test-flow">
        <p role="status">{t('testFlow.loading')}</p>
      </main>
    );
  }
  const initial: FlowState =
    kit && resumed.data
      ? { step: INSTRUCTIONS_STEP, code: kit.FullGS1String, profile: resumed.data, analysisId: null }
      : { step: 1, code: null, profile: null, analysisId: null };
  return <Flow config={config} encounter={encounter.data} initial={initial} />;
}

function Flow({
  config,
  encounter,
  initial,
}: {
  config: FlowConfig;
  encounter: LoadedEncounter;
  initial: FlowState;
}) {
  const navigate = useNavigate();
  const [state, setState] = useState<FlowState>(initial);
  const { step, code, profile, analysisId } = state;
  const goTo = (next: Step) => {
    setState((s) => ({ ...s, step: next }));
  };
  const act = (action: BackAction) => {
    if (action.kind === 'leave') void navigate('/patient/dashboard');
    else if (action.kind === 'reload') window.location.reload();
    else goTo(action.step);
  };
  const toDashboard = () => {
    void navigate('/patient/dashboard');
  };

  return (
    <main className="test-flow" data-step={step}>
      <TestHeader
        config={config}
        step={step}
        onBack={() => {
          act(headerBack(step));
        }}
        onCancel={toDashboard}
      />
      {step === 1 ? (
        <RegisterStep
          onScan={() => {
            goTo(nextStep(step));
          }}
        />
      ) : null}
      {step === 2 ? (
        <ScanStep
          onAccepted={(scanned, loaded) => {
            setState({ step: nextStep(step), code: scanned, profile: loaded, analysisId: null });
          }}
          onBack={() => {
            act(flowBack(step));
          }}
        />
      ) : null}
      {step === 3 && profile ? (
        <KitSummaryStep
          profile={profile}
          onContinue={() => {
            goTo(nextStep(step));
          }}
          onScanAgain={() => {
            act(flowBack(step));
          }}
        />
      ) : null}
      {step === 4 && profile ? (
        <DescriptionStep
          profile={profile}
          onContinue={() => {
            goTo(nextStep(step));
          }}
        />
      ) : null}
      {step === 5 && profile && code ? (
        <InstructionsStep
          profile={profile}
          encounter={encounter}
          code={code}
          onDone={() => {
            goTo(nextStep(step));
          }}
        />
      ) : null}
      {step === 6 && profile && code ? (
        <PhotoStep
          encounter={encounter}
          profile={profile}
          code={code}
          onAnalysed={(id) => {
            setState((s) => ({ ...s, step: nextStep(6), analysisId: id }));
          }}
          onBack={() => {
            act(flowBack(step));
          }}
        />
      ) : null}
      {step === 7 && analysisId ? <ResultsStep analysisId={analysisId} /> : null}
    </main>
  );
}
