import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FrameDecoder } from '../../../capture/scanner/frame-decoder';
import { useCamera, type CameraProblem } from '../../../components/capture/use-camera';
import { HealthCardQrAssembler } from './health-card-qr';

const PROBLEM_KEYS: Record<CameraProblem, string> = {
  'no-api': 'capture.noCameraApi',
  'no-camera': 'capture.noCamera',
  denied: 'capture.cameraDenied',
  error: 'capture.cameraError',
};

const nextFrame = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => {
      resolve();
    });
  });

/**
 * The back camera reading a SMART Health Card's QR code (or its chunks, in any order) with the kit-code
 * scanner's zxing-wasm worker; calls `onCard` with the card's JWS once every chunk is read.
 */
export function HealthCardScanner({ onCard }: { onCard: (jws: string) => void }) {
  const { t } = useTranslation();
  const camera = useCamera('environment');
  const videoRef = useRef<HTMLVideoElement>(null);
  const hintId = useId();
  const [progress, setProgress] = useState({ read: 0, total: 0 });
  // The latest callback, read when a card is complete: a new one must not restart the camera loop.
  const onCardRef = useRef(onCard);
  useEffect(() => {
    onCardRef.current = onCard;
  }, [onCard]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || camera.status !== 'live') return;
    video.srcObject = camera.stream;
    const decoder = new FrameDecoder();
    const assembler = new HealthCardQrAssembler();
    // Aborted by the cleanup, possibly while a frame is being decoded.
    const run = new AbortController();
    const stopped = () => run.signal.aborted;
    const scan = async () => {
      while (!stopped()) {
        const reply = await decoder.decode(video);
        if (stopped()) return;
        const jws = reply.text ? assembler.add(reply.text) : null;
        if (reply.text) setProgress(assembler.progress);
        if (jws) {
          run.abort();
          onCardRef.current(jws);
          return;
        }
        await nextFrame();
      }
    };
    void scan();
    return () => {
      run.abort();
      decoder.close();
    };
  }, [camera]);

  if (camera.status === 'unavailable') {
    return (
      <p className="alert capture__why" role="status">
        {t(PROBLEM_KEYS[camera.problem])}
      </p>
    );
  }
  return (
    <div className="health-import__scanner">
      <video
        ref={videoRef}
        className="health-import__video"
        autoPlay
        playsInline
        muted
        aria-label={t('healthImport.scanVideo')}
        aria-describedby={hintId}
      />
      <p id={hintId} aria-live="polite">
        {progress.total > 1
          ? t('healthImport.scanProgress', { read: progress.read, total: progress.total })
          : t('healthImport.scanHint')}
      </p>
    </div>
  );
}
