import { searchLiveFrame } from '@portal/reader';
import type { SearchChannel, SearchReply, SearchRequest } from './worker-messages';

const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<SearchChannel>) => void): void;
};

/** The full locator on the frames the live-check worker sends over its channel, one at a time. */
function serve(port: MessagePort): void {
  port.addEventListener('message', (event: MessageEvent<SearchRequest>) => {
    const started = performance.now();
    const { id, image, template } = event.data;
    let reply: SearchReply;
    try {
      reply = { id, found: searchLiveFrame(image, template) ?? null, searchMs: performance.now() - started };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      reply = { id, found: null, searchMs: performance.now() - started, error: message };
    }
    port.postMessage(reply);
  });
  port.start();
}

scope.addEventListener('message', (event) => {
  serve(event.data.searchPort);
});
