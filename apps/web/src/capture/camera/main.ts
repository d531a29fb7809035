import {
  CAMERA_READY_MESSAGE_TYPE,
  RuntimeConfig,
  type CameraInitMessage,
  type CameraReadyMessage,
} from '../../lib/contract';
import { cameraLanguage, loadCameraTexts } from './camera-texts';
import { openBackCamera, problemOf } from './camera-stream';
import { findCameraUi, labelCameraUi } from './camera-ui';
import { CaptureSession } from './capture-session';
import { acceptInitMessage } from './init-message';
import './camera.css';

/** Resolves with the app's first well-formed init message from the app's origin and window. */
function initFromApp(appOrigin: string): Promise<CameraInitMessage> {
  return new Promise((resolve) => {
    const listener = (event: MessageEvent) => {
      const init = acceptInitMessage(event, appOrigin, window.parent === window ? null : window.parent);
      if (!init) return;
      window.removeEventListener('message', listener);
      resolve(init);
    };
    window.addEventListener('message', listener);
  });
}

async function start(): Promise<void> {
  const ui = findCameraUi();
  const language = cameraLanguage(window.location.search);
  document.documentElement.lang = language;
  const texts = await loadCameraTexts(language);
  labelCameraUi(ui, texts);
  ui.status.textContent = texts.starting;
  const config = RuntimeConfig.parse(await (await fetch('/config.json')).json());
  const appOrigin = new URL(config.appOrigin).origin;
  const init = initFromApp(appOrigin);
  // The camera opens while the app answers (the permission prompt comes first on a phone).
  const camera = openBackCamera(ui.video).then(
    (stream) => ({ stream }) as const,
    (error: unknown) => ({ problem: problemOf(error) }) as const,
  );
  const ready: CameraReadyMessage = { type: CAMERA_READY_MESSAGE_TYPE };
  window.parent.postMessage(ready, appOrigin);
  const [message, opened] = await Promise.all([init, camera]);
  const session = new CaptureSession(ui, texts, message, appOrigin);
  if ('stream' in opened) session.startLive(opened.stream);
  else session.startFallback(opened.problem);
}

void start();
