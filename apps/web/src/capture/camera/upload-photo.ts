import { API_PREFIX, CAPTURE_TICKET_HEADER, TestPhotoResponse } from '../../lib/contract';

/**
 * The contract's `uploadTestPhoto` address, written out: importing `endpoints` would bring every schema of
 * the API into this small page. upload-photo.test.ts checks it against the contract.
 */
export const UPLOAD_URL = `${API_PREFIX}/capture/test-photos`;

/** An upload the server refused; `expired` when the ticket is no longer good (a new camera is needed). */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly expired: boolean,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/**
 * Sends the photo to this page's own server (it serves the API too) with the app's single-use ticket;
 * resolves with the stored photo's key. The Idempotency-Key makes a retried send land once.
 */
export async function uploadPhoto(photo: Blob, ticket: string, idempotencyKey: string): Promise<string> {
  const form = new FormData();
  form.append('file', photo, 'test-photo.jpg');
  const response = await fetch(UPLOAD_URL, {
    method: 'POST',
    headers: {
      [CAPTURE_TICKET_HEADER]: ticket,
      'Idempotency-Key': idempotencyKey,
      Accept: 'application/json',
    },
    body: form,
    credentials: 'omit',
  });
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const message =
      body && typeof body === 'object' && 'Message' in body && typeof body.Message === 'string'
        ? body.Message
        : response.statusText;
    throw new UploadError(message, response.status === 401);
  }
  return TestPhotoResponse.parse(body).Data.FileID;
}
