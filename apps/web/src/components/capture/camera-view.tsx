import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/http';
import { useCardCheck } from './card-check/use-card-check';
import { markCapture } from './capture-timing';
import { grabFrame } from './grab-frame';
import { useCamera, type CameraProblem } from './use-camera';

/** What is photographed: a face (front camera, oval guide) or an ID-1 card (back camera, card guide). */
export type Subject = 'face' | 'card';

const PROBLEM_KEYS: Record<CameraProblem, string> = {
  'no-api': 'capture.noCameraApi',
  'no-camera': 'capture.noCamera',
  denied: 'capture.cameraDenied',
  error: 'capture.cameraError',
};

const ACCEPT = 'image/jpeg,image/png,image/webp';

export interface CameraViewProps {
  subject: Subject;
  onTake: (image: Blob) => void;
  onError: (message: string) => void;
}

/**
 * The live camera with a framing guide shaped like the subject and a capture button; when there is no
 * camera or no permission, the reason and a file picker (offered beside the camera too).
 */
export function CameraView({ subject, onTake, onError }: CameraViewProps) {
  const { t } = useTranslation();
  const camera = useCamera(subject === 'face' ? 'user' : 'environment');
  const videoRef = useRef<HTMLVideoElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  // Capture is offered once the video shows a frame, not merely when the stream exists.
  const [ready, setReady] = useState(false);
  // Cards get a live quality check; the button is marked ready when the card passes it.
  const cardHint = useCardCheck(videoRef, subject === 'card' && ready);
  const cardReady = cardHint === 'ready';
  useEffect(() => {
    markCapture('open');
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (video && camera.status === 'live') video.srcObject = camera.stream;
  }, [camera]);

  const capture = async () => {
    if (!videoRef.current) return;
    try {
      onTake(await grabFrame(videoRef.current));
    } catch (err) {
      onError(errorMessage(err, t('capture.cameraError')));
    }
  };
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) onTake(file);
  };
  const unavailable = camera.status === 'unavailable';

  return (
    <>
      {unavailable ? (
        <p className="alert capture__why" role="status">
          {t(PROBLEM_KEYS[camera.problem])}
        </p>
      ) : (
        <div className="capture__stage">
          <video
            ref={videoRef}
            className="capture__video"
            autoPlay
            playsInline
            muted
            aria-label={t('capture.videoLabel')}
            aria-describedby={hintId}
            onLoadedData={() => {
              markCapture('first-frame');
              setReady(true);
            }}
          />
          <div
            className={`capture__guide capture__guide--${subject}${cardReady ? ' capture__guide--ready' : ''}`}
            aria-hidden="true"
          />
          <p id={hintId} className="capture__hint" aria-live="polite" data-hint={cardHint ?? undefined}>
            {camera.status === 'starting'
              ? t('capture.cameraStarting')
              : cardHint
                ? t(`capture.cardHints.${cardHint}`)
                : t(subject === 'face' ? 'capture.guideFace' : 'capture.guideCard')}
          </p>
        </div>
      )}
      <div className="capture__actions">
        {camera.status === 'live' ? (
          <button
            type="button"
            className={`btn btn-primary${cardReady ? ' capture__take--ready' : ''}`}
            disabled={!ready}
            aria-describedby={subject === 'card' ? hintId : undefined}
            data-ready={subject === 'card' ? String(cardReady) : undefined}
            onClick={() => void capture()}
          >
            {t('capture.captureButton')}
          </button>
        ) : null}
        <button
          type="button"
          className={unavailable ? 'btn btn-primary' : 'btn btn-secondary'}
          onClick={() => fileRef.current?.click()}
        >
          {t(unavailable ? 'capture.chooseFile' : 'capture.chooseFileInstead')}
        </button>
        <input
          ref={fileRef}
          type="file"
          accept={ACCEPT}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={pick}
        />
      </div>
    </>
  );
}
