import { searchLiveFrame } from '@portal/reader';
import type { SearchChannel, SearchReply, SearchRequest } from './worker-messages';

const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<SearchChannel>) => void): void;
};

/** The full locator on the frames the live-check worker sends over its channel, one at a time. */
function serve(port: MessagePort): void {
  port.addEventListener('message', (event: MessageEvent<SearchRequest>) => {
    const { id, image, template } = event.data;
    let found: SearchReply['found'] = null;
    try {
      found = searchLiveFrame(image, template) ?? null;
    } catch {
      // A failed search finds nothing: the check worker goes on by the first route, and searches again.
    }
    const reply: SearchReply = { id, found };
    port.postMessage(reply);
  });
  port.start();
}

scope.addEventListener('message', (event) => {
  serve(event.data.searchPort);
});
