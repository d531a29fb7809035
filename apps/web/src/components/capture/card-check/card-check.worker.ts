import { checkCardFrame } from '@portal/reader';
import type { CardCheckReply, CardCheckRequest } from './card-check-messages';

const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<CardCheckRequest>) => void): void;
  postMessage(reply: CardCheckReply): void;
};

scope.addEventListener('message', (event) => {
  try {
    const { ready, flags } = checkCardFrame(event.data.image);
    scope.postMessage({ ready, flags });
  } catch {
    scope.postMessage(null);
  }
});
