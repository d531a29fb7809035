import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { NULL_CHARACTER_MESSAGE } from '@portal/contract';
import { DatabaseUnavailableError } from '../db/database';
import { HttpError } from '../lib/errors';
import {
  codeOfEnglishMessage,
  describeValidation,
  isMessageCode,
  languageFromAcceptLanguage,
  renderMessage,
  type MessageCode,
} from '../lib/messages';

// Connection-level failures of the database: the client did nothing wrong, and retrying later helps.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  '53300',
  '53000',
  '28000',
  '28P01',
]);

// PostgreSQL refusing a null character (text, jsonb): the contract's TextField refuses it first; this is
// the backstop for a string field that missed it, so the client still gets a 400 and not a 500.
const NULL_CHARACTER_CODES = new Set(['22021', '22P05']);

// node-postgres reports a lost connection or a full pool without a code.
const CONNECTION_LOST =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/** The first refused field of a body, for the message (the path without the value). */
const firstIssue = (err: FastifyError) => {
  if (!hasZodFastifySchemaValidationErrors(err)) return undefined;
  const first = err.validation[0];
  if (!first) return undefined;
  const path = first.instancePath.split('/').filter(Boolean);
  return { path, message: first.message ?? '', code: first.keyword };
};

/**
 * One error shape for every answer: { IsOK: false, Message, RequestId, Code }, the Message in the client's
 * language (the web sends its current one as Accept-Language). A 5xx is always our bug or an outage.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const language = languageFromAcceptLanguage(request.headers['accept-language']);
    const send = (status: number, code: MessageCode, message = renderMessage(code, language)) =>
      reply.status(status).send({ IsOK: false, Message: message, RequestId: request.id, Code: code });

    if (err instanceof HttpError) {
      if (err.statusCode === 401 || err.statusCode === 403)
        request.log.info({ status: err.statusCode }, 'access refused');
      const code = isMessageCode(err.code) ? err.code : codeOfEnglishMessage(err.message);
      const message = code ? renderMessage(code, language, err.params) : err.message;
      return reply
        .headers(err.headers)
        .status(err.statusCode)
        .send({ IsOK: false, Message: message, RequestId: request.id, Code: code ?? err.code });
    }
    if (err.validation) {
      const refused = describeValidation(firstIssue(err), language);
      return send(400, refused.code, refused.message);
    }
    if (isResponseSerializationError(err)) {
      // Only the paths of the failing fields: never their values.
      const paths = (err.cause as { issues?: { path: PropertyKey[] }[] } | undefined)?.issues?.map((i) =>
        i.path.join('.'),
      );
      request.log.error({ paths }, 'response did not match its schema');
      return send(500, 'SERVER_ERROR');
    }
    const code = (err as { code?: string }).code;
    if (code && NULL_CHARACTER_CODES.has(code)) {
      const refused = describeValidation({ path: [], message: NULL_CHARACTER_MESSAGE }, language);
      return send(400, refused.code, refused.message);
    }
    if (
      err instanceof DatabaseUnavailableError ||
      (code && UNAVAILABLE_CODES.has(code)) ||
      CONNECTION_LOST.test(err.message)
    ) {
      const cause = err instanceof DatabaseUnavailableError ? (err.cause as { code?: string }) : null;
      request.log.error({ code: code ?? cause?.code }, 'database unavailable');
      reply.header('retry-after', '5');
      return send(503, 'SERVICE_UNAVAILABLE');
    }
    if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      if (err.statusCode === 413) return send(413, 'REQUEST_TOO_LARGE');
      return send(err.statusCode, 'REQUEST_INVALID');
    }
    request.log.error(
      { err: { type: err.name, message: err.message, code, stack: err.stack } },
      'unhandled error',
    );
    return send(500, 'SERVER_ERROR');
  });
}
