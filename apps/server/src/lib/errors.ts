import { renderMessage, type MessageCode, type MessageParams } from './messages';

/** A client's mistake or a refusal: a 4xx with a message the patient can act on. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Names the situation for the client (ApiError.Code); a catalogue code is answered in the client's language. */
    readonly code?: string,
    /** Parameters of the catalogue message. */
    readonly params?: MessageParams,
  ) {
    super(message);
  }
}

/** A refusal with a message of the catalogue (lib/messages): the error handler words it in the client's language. */
export const refusal = (statusCode: number, code: MessageCode, params?: MessageParams) =>
  new HttpError(statusCode, renderMessage(code, 'en', params), {}, code, params);

export const badRequest = (message: string, code?: string) => new HttpError(400, message, {}, code);
export const unauthorized = (message = 'Please sign in again.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const tooManyRequests = (retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new HttpError(
    429,
    renderMessage('TOO_MANY_ATTEMPTS', 'en', { minutes }),
    { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    'TOO_MANY_ATTEMPTS',
    { minutes },
  );
};
