import { LiveCheckSession } from '@portal/reader';
import type { KitTemplate } from '@portal/contract';
import type { CheckReply, CheckRequest } from './worker-messages';

const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<CheckRequest>) => void): void;
  postMessage(reply: CheckReply): void;
};

let canvas: OffscreenCanvas | null = null;
/** The camera page's session: the device it follows from frame to frame, for one kit. */
let session: { templateId: string; checker: LiveCheckSession } | null = null;

function sessionFor(template: KitTemplate): LiveCheckSession {
  if (session?.templateId !== template.id)
    session = { templateId: template.id, checker: new LiveCheckSession(template) };
  return session.checker;
}

/** A handed-over video frame's pixels at the size asked, read here, off the page's main thread. */
function pixelsOf(frame: VideoFrame, width: number, height: number): ImageData {
  if (canvas?.width !== width || canvas.height !== height) canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2d context in the worker.');
  try {
    context.drawImage(frame, 0, 0, width, height);
  } finally {
    frame.close();
  }
  return context.getImageData(0, 0, width, height);
}

scope.addEventListener('message', (event) => {
  const started = performance.now();
  const request = event.data;
  try {
    const image = 'frame' in request ? pixelsOf(request.frame, request.width, request.height) : request.image;
    const { captureWidth, captureHeight } = request;
    const { quality, route } = sessionFor(request.template).check(
      image,
      { captureWidth, captureHeight },
      performance.now(),
    );
    scope.postMessage({ quality, route, checkMs: performance.now() - started });
  } catch (error) {
    scope.postMessage({
      quality: null,
      checkMs: performance.now() - started,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
