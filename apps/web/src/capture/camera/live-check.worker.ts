import { checkLiveFrame } from '@portal/reader';
import type { CheckReply, CheckRequest } from './worker-messages';

const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<CheckRequest>) => void): void;
  postMessage(reply: CheckReply): void;
};

scope.addEventListener('message', (event) => {
  const started = performance.now();
  try {
    const quality = checkLiveFrame(event.data.image, event.data.template);
    scope.postMessage({ quality, checkMs: performance.now() - started });
  } catch (error) {
    scope.postMessage({
      quality: null,
      checkMs: performance.now() - started,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
