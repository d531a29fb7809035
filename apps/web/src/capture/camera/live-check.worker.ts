import { LiveCheckSession } from '@portal/reader';
import type { KitTemplate } from '@portal/contract';
import type { CheckReply, CheckRequest, SearchChannel, SearchReply, SearchRequest } from './worker-messages';

const scope = self as unknown as {
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<CheckRequest | SearchChannel>) => void,
  ): void;
  postMessage(reply: CheckReply): void;
};

let canvas: OffscreenCanvas | null = null;
/** The camera page's session: the device it follows from frame to frame, for one kit. */
let session: { templateId: string; checker: LiveCheckSession } | null = null;
/** The channel to the live-search worker, where the session's full locator runs. */
let searchPort: MessagePort | null = null;
/** The search asked last, and the session it is for. */
let searching: { id: number; checker: LiveCheckSession } | null = null;
let searchesAsked = 0;

function sessionFor(template: KitTemplate): LiveCheckSession {
  if (session?.templateId !== template.id)
    session = { templateId: template.id, checker: new LiveCheckSession(template, 'deferred') };
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

/** Hands the frame to the live-search worker (its pixels move there: this worker is done with them). */
function askSearch(
  port: MessagePort,
  checker: LiveCheckSession,
  image: ImageData,
  template: KitTemplate,
): void {
  searchesAsked += 1;
  searching = { id: searchesAsked, checker };
  const request: SearchRequest = { id: searchesAsked, image, template };
  port.postMessage(request, [image.data.buffer]);
}

function searchAnswered(event: MessageEvent<SearchReply>): void {
  const { id, found } = event.data;
  if (searching?.id !== id) return;
  searching.checker.searchDone(found ?? undefined, performance.now());
  searching = null;
}

scope.addEventListener('message', (event) => {
  const request = event.data;
  if ('searchPort' in request) {
    searchPort = request.searchPort;
    searchPort.addEventListener('message', searchAnswered);
    searchPort.start();
    return;
  }
  const started = performance.now();
  try {
    const image = 'frame' in request ? pixelsOf(request.frame, request.width, request.height) : request.image;
    const { captureWidth, captureHeight } = request;
    const checker = sessionFor(request.template);
    const { quality, route, searchThisFrame } = checker.check(
      image,
      { captureWidth, captureHeight },
      performance.now(),
    );
    if (searchThisFrame && searchPort) askSearch(searchPort, checker, image, request.template);
    scope.postMessage({ quality, route, checkMs: performance.now() - started });
  } catch (error) {
    scope.postMessage({
      quality: null,
      checkMs: performance.now() - started,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
