import { CameraInitMessage } from '../../lib/contract';

interface IncomingMessage {
  origin: string;
  source: MessageEventSource | null;
  data: unknown;
}

/**
 * The app's init message (ticket, kit template, language), or null with a console warning unless it comes
 * from the app's origin, from the window that frames this page, and has the contract's shape.
 */
export function acceptInitMessage(
  event: IncomingMessage,
  appOrigin: string,
  appWindow: Window | null,
): CameraInitMessage | null {
  if (event.origin !== appOrigin) {
    console.warn('Ignored a camera init message from an untrusted origin.', event.origin);
    return null;
  }
  if (appWindow === null || event.source !== appWindow) {
    console.warn('Ignored a camera init message that did not come from the app window.');
    return null;
  }
  const parsed = CameraInitMessage.safeParse(event.data);
  if (!parsed.success) {
    console.warn('Ignored a camera init message without the expected shape.');
    return null;
  }
  return parsed.data;
}
