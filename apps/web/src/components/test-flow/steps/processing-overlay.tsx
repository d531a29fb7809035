import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { overlayTextKey, type OverlayState } from '../analysis-overlay';

/** The processing overlay over the camera: each stage's text, announced politely; Continue when complete. */
export function ProcessingOverlay({ state, onContinue }: { state: OverlayState; onContinue: () => void }) {
  const { t } = useTranslation();
  const proceed = useRef<HTMLButtonElement>(null);
  const key = overlayTextKey(state);
  const complete = state.phase === 'complete';
  useEffect(() => {
    if (complete) proceed.current?.focus();
  }, [complete]);
  if (!key) return null;
  return (
    <div className="test-flow__processing" data-testid="processing-overlay" data-phase={state.phase}>
      {state.phase === 'running' ? <span className="test-flow__spinner" aria-hidden="true" /> : null}
      <p role="status" aria-live="polite" className="test-flow__processing-text">
        {t(key)}
      </p>
      {complete ? (
        <button ref={proceed} type="button" className="btn btn-primary" onClick={onContinue}>
          {t('testFlow.continue')}
        </button>
      ) : null}
    </div>
  );
}
