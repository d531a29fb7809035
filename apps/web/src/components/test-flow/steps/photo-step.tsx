import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TestProfile } from '@portal/contract';
import { parseKitCode } from '@portal/reader';
import type { LoadedEncounter } from '../api/get-encounter';
import { useAnalysis } from '../use-analysis';
import { CameraFrame } from './camera-frame';
import { ProcessingOverlay } from './processing-overlay';
import { RetryDialog } from './retry-dialog';

interface Props {
  encounter: LoadedEncounter;
  profile: TestProfile;
  /** The kit code as scanned (its GTIN and lot go with the photo). */
  code: string;
  /** The reading is complete and the patient continues: step 7 shows this analysis. */
  onAnalysed: (analysisId: string) => void;
  /** Back to the instructions (the header is hidden on this step). */
  onBack: () => void;
}

/** Step 6: the full-screen test camera, the processing overlay and, on failure, the retry dialog. */
export function PhotoStep({ encounter, profile, code, onAnalysed, onBack }: Props) {
  const { t } = useTranslation();
  // A new camera (and ticket) for every attempt.
  const [attempt, setAttempt] = useState(0);
  const request = useMemo(() => {
    const kit = parseKitCode(code);
    return {
      GTINID: kit.GTIN,
      HealthServiceID: encounter.ServiceID,
      TestProfileID: profile.ID,
      EncounterID: encounter.ID,
      LotNumber: kit.Lot ?? '',
    };
  }, [code, encounter.ServiceID, encounter.ID, profile.ID]);
  const { state, submit, reset } = useAnalysis(profile.TestName, request);

  return (
    <section className="test-flow__camera" aria-labelledby="photo-title">
      <h1 id="photo-title" className="visually-hidden">
        {t('testFlow.photo.title')}
      </h1>
      <button
        type="button"
        className="btn btn-secondary test-flow__camera-back"
        disabled={state.phase !== 'idle'}
        onClick={onBack}
      >
        {t('testFlow.back')}
      </button>
      <CameraFrame key={attempt} encounterId={encounter.ID} onUpload={submit} />
      <ProcessingOverlay
        state={state}
        onContinue={() => {
          if (state.phase === 'complete') onAnalysed(state.inference.ID);
        }}
      />
      {state.phase === 'failed' ? (
        <RetryDialog
          reason={state.reason}
          onRetry={() => {
            reset();
            setAttempt((n) => n + 1);
          }}
        />
      ) : null}
    </section>
  );
}
