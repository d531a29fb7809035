import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CAMERA_INIT_MESSAGE_TYPE,
  CAMERA_PAGE_PATH,
  CAMERA_READY_MESSAGE_TYPE,
  type CameraInitMessage,
} from '../../../lib/contract';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../lib/contract-constants';
import { errorMessage } from '../../../lib/http';
import { getRuntimeConfig } from '../../../lib/tenant';
import { getPhotoTicket } from '../api/get-photo-ticket';
import { acceptCameraMessage } from '../camera-message';

const languageOf = (language: string): Language =>
  (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : DEFAULT_LANGUAGE;

/**
 * The test camera page on its own origin, framed. When it says it is ready, a fresh upload ticket and the
 * kit's template go to it (explicit target origin); its upload messages pass the checks of
 * acceptCameraMessage before `onUpload` sees the photo's key.
 */
export function CameraFrame({
  encounterId,
  onUpload,
}: {
  encounterId: string;
  onUpload: (key: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const [error, setError] = useState<string | null>(null);
  const cameraOrigin = new URL(getRuntimeConfig().cameraOrigin).origin;
  const latest = useRef({
    onUpload,
    language: languageOf(i18n.language),
    fallback: t('testFlow.photo.ticketError'),
  });
  useEffect(() => {
    latest.current = {
      onUpload,
      language: languageOf(i18n.language),
      fallback: t('testFlow.photo.ticketError'),
    };
  });

  useEffect(() => {
    const trusted = new Set([cameraOrigin]);
    const controller = new AbortController();
    const listener = (event: MessageEvent) => {
      const cameraWindow = frame.current?.contentWindow ?? null;
      const message = acceptCameraMessage(event, trusted, cameraWindow);
      if (!message) return;
      if (message.type !== CAMERA_READY_MESSAGE_TYPE) {
        latest.current.onUpload(message.key);
        return;
      }
      // A ticket per camera load: single use, short-lived, asked for when the camera can use it.
      getPhotoTicket(encounterId, controller.signal).then(
        (ticket) => {
          const init: CameraInitMessage = {
            type: CAMERA_INIT_MESSAGE_TYPE,
            ticket: ticket.Ticket,
            template: ticket.Template,
            language: latest.current.language,
          };
          cameraWindow?.postMessage(init, cameraOrigin);
        },
        (e: unknown) => {
          if (!controller.signal.aborted) setError(errorMessage(e, latest.current.fallback));
        },
      );
    };
    window.addEventListener('message', listener);
    return () => {
      controller.abort();
      window.removeEventListener('message', listener);
    };
  }, [cameraOrigin, encounterId]);

  const src = `${cameraOrigin}${CAMERA_PAGE_PATH}?lang=${encodeURIComponent(i18n.language)}`;
  return (
    <>
      <iframe
        ref={frame}
        className="test-flow__camera-frame"
        title={t('testFlow.photo.frameTitle')}
        src={src}
        allow="camera"
      />
      {error ? (
        <p role="alert" className="test-flow__camera-error">
          {error}
        </p>
      ) : null}
    </>
  );
}
