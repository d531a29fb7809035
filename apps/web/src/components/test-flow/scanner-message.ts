import { ScannerMessage, type KitCodeData } from '../../lib/contract';

interface IncomingMessage {
  origin: string;
  source: MessageEventSource | null;
  data: unknown;
}

/**
 * The kit code of a scanner message, or null (with a console warning) unless it comes from a trusted
 * origin, from the scanner frame itself, and has the contract's shape.
 */
export function acceptScannerMessage(
  event: IncomingMessage,
  trustedOrigins: ReadonlySet<string>,
  scannerWindow: Window | null,
): KitCodeData | null {
  if (!trustedOrigins.has(event.origin)) {
    console.warn('Ignored a scanner message from an untrusted origin.', event.origin);
    return null;
  }
  if (scannerWindow === null || event.source !== scannerWindow) {
    console.warn('Ignored a scanner message that did not come from the scanner frame.');
    return null;
  }
  const parsed = ScannerMessage.safeParse(event.data);
  if (!parsed.success) {
    console.warn('Ignored a scanner message without the expected shape.');
    return null;
  }
  return parsed.data.kit;
}
