import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * SPEC.md section 8, analysis failure: "Let's try that again". A modal dialog (focus kept inside, Escape
 * closes it as its button does); both bring the camera back.
 */
export function RetryDialog({ reason, onRetry }: { reason: string | null; onRetry: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const retried = useRef(false);
  const retry = () => {
    if (retried.current) return;
    retried.current = true;
    onRetry();
  };

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  }, []);

  return (
    <dialog
      ref={dialog}
      className="test-flow__retry"
      aria-labelledby="retry-title"
      aria-describedby="retry-text"
      onCancel={(event) => {
        event.preventDefault();
        retry();
      }}
    >
      <h2 id="retry-title">{t('testFlow.photo.retry.title')}</h2>
      <div id="retry-text">
        <p>{t('testFlow.photo.retry.text')}</p>
        {reason ? <p className="test-flow__retry-reason">{reason}</p> : null}
      </div>
      <div className="test-flow__actions">
        <button type="button" className="btn btn-primary" autoFocus onClick={retry}>
          {t('testFlow.photo.retry.confirm')}
        </button>
      </div>
    </dialog>
  );
}
