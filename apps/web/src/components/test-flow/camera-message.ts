import {
  CAMERA_READY_MESSAGE_TYPE,
  CAMERA_UPLOAD_MESSAGE_TYPE,
  CameraReadyMessage,
  CameraUploadMessage,
} from '../../lib/contract';

interface IncomingMessage {
  origin: string;
  source: MessageEventSource | null;
  data: unknown;
}

export type CameraMessage = CameraReadyMessage | CameraUploadMessage;

const typeOf = (data: unknown): unknown =>
  data !== null && typeof data === 'object' && 'type' in data ? data.type : undefined;

/**
 * A camera frame message (ready, or upload with the photo's key), or null with a console warning unless it
 * comes from a trusted origin (a Set lookup), from the camera frame itself, and has the contract's shape.
 * An upload message without a non-empty key is ignored.
 */
export function acceptCameraMessage(
  event: IncomingMessage,
  trustedOrigins: ReadonlySet<string>,
  cameraWindow: Window | null,
): CameraMessage | null {
  if (!trustedOrigins.has(event.origin)) {
    console.warn('Ignored a camera message from an untrusted origin.', event.origin);
    return null;
  }
  if (cameraWindow === null || event.source !== cameraWindow) {
    console.warn('Ignored a camera message that did not come from the camera frame.');
    return null;
  }
  const type = typeOf(event.data);
  if (type === CAMERA_UPLOAD_MESSAGE_TYPE) {
    const parsed = CameraUploadMessage.safeParse(event.data);
    if (parsed.success) return parsed.data;
    const key = (event.data as { key?: unknown }).key;
    if (typeof key !== 'string' || key.trim() === '') {
      console.warn('Ignored a camera upload message without a key.');
    } else {
      console.warn('Ignored a camera message without the expected shape.');
    }
    return null;
  }
  if (type === CAMERA_READY_MESSAGE_TYPE) {
    const parsed = CameraReadyMessage.safeParse(event.data);
    if (parsed.success) return parsed.data;
  }
  console.warn('Ignored a camera message without the expected shape.');
  return null;
}
