import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/http';
import { CameraView, type Subject } from './camera-view';
import './capture.css';

export type { Subject } from './camera-view';

export interface CapturePanelProps {
  subject: Subject;
  /** The side being captured, e.g. "Front of your ID" (already translated). */
  label: string;
  onConfirm: (image: Blob) => Promise<void>;
}

/** One photo: camera (or file), then a preview with Retake and Confirm; Confirm uploads it. */
export function CapturePanel({ subject, label, onConfirm }: CapturePanelProps) {
  const { t } = useTranslation();
  const [image, setImage] = useState<{ blob: Blob; url: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!image) return;
    confirmRef.current?.focus();
    return () => {
      URL.revokeObjectURL(image.url);
    };
  }, [image]);

  const take = (blob: Blob) => {
    setError(null);
    setImage({ blob, url: URL.createObjectURL(blob) });
  };
  const retake = () => {
    setImage(null);
    setError(null);
  };
  const confirm = async () => {
    if (!image) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm(image.blob);
    } catch (err) {
      setError(t('capture.uploadFailed', { message: errorMessage(err, t('capture.tryAgain')) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`capture capture--${subject}`}>
      <h2 className="capture__label">{label}</h2>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      {image ? (
        <div className="capture__preview">
          <img src={image.url} alt={t('capture.previewAlt')} className="capture__image" />
          <div className="capture__actions">
            <button type="button" className="btn btn-secondary" onClick={retake} disabled={busy}>
              {t('capture.retake')}
            </button>
            <button
              ref={confirmRef}
              type="button"
              className="btn btn-primary"
              onClick={() => void confirm()}
              disabled={busy}
            >
              {busy ? t('capture.uploading') : t('capture.confirm')}
            </button>
          </div>
        </div>
      ) : (
        <CameraView subject={subject} onTake={take} onError={setError} />
      )}
    </div>
  );
}
