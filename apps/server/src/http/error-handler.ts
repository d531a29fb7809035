import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/errors';
import { isMessageCode, languageFromAcceptLanguage, renderMessage } from '../lib/messages';

// Connection-level failures of the database: the client did nothing wrong, and retrying later helps.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  '53300',
]);

// node-postgres reports a lost connection or a full pool without a code.
const CONNECTION_LOST =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

const describeValidation = (err: FastifyError): string => {
  if (!hasZodFastifySchemaValidationErrors(err)) return err.message;
  const first = err.validation[0];
  if (!first) return 'The request is not valid.';
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field ? `${field}: ${first.message}` : (first.message ?? 'The request is not valid.');
};

/** One error shape for every answer: { IsOK: false, Message, RequestId }. A 5xx is always our bug or an outage. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const send = (status: number, message: string) =>
      reply.status(status).send({ IsOK: false, Message: message, RequestId: request.id });

    if (err instanceof HttpError) {
      if (err.statusCode === 401 || err.statusCode === 403)
        request.log.info({ status: err.statusCode }, 'access refused');
      const message = isMessageCode(err.code)
        ? renderMessage(err.code, languageFromAcceptLanguage(request.headers['accept-language']), err.params)
        : err.message;
      return reply
        .headers(err.headers)
        .status(err.statusCode)
        .send({ IsOK: false, Message: message, RequestId: request.id, Code: err.code });
    }
    if (err.validation) return send(400, describeValidation(err));
    if (isResponseSerializationError(err)) {
      // Only the paths of the failing fields: never their values.
      const paths = (err.cause as { issues?: { path: PropertyKey[] }[] } | undefined)?.issues?.map((i) =>
        i.path.join('.'),
      );
      request.log.error({ paths }, 'response did not match its schema');
      return send(500, 'Something went wrong on our side. Please try again.');
    }
    const code = (err as { code?: string }).code;
    if ((code && UNAVAILABLE_CODES.has(code)) || CONNECTION_LOST.test(err.message)) {
      request.log.error({ code }, 'database unavailable');
      return reply.header('retry-after', '5').status(503).send({
        IsOK: false,
        Message: 'The service is temporarily unavailable. Please try again shortly.',
        RequestId: request.id,
      });
    }
    if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      return send(err.statusCode, err.statusCode === 413 ? 'The request is too large.' : err.message);
    }
    request.log.error(
      { err: { type: err.name, message: err.message, code, stack: err.stack } },
      'unhandled error',
    );
    return send(500, 'Something went wrong on our side. Please try again.');
  });
}
