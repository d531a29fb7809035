import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';

export type LogFormat = 'pretty' | 'json';

/**
 * Human-readable lines for a person at a terminal; JSON lines for everything else (a file, a pipe, a log
 * collector) and whenever the caller gives its own stream.
 */
export function chooseLogFormat(stdout: { isTTY?: boolean }, stream?: NodeJS.WritableStream): LogFormat {
  return !stream && stdout.isTTY === true ? 'pretty' : 'json';
}

/**
 * Structured logs with the request id. The URL is never logged (e-mail links carry an address and a
 * token in their path), only the matched route pattern; no headers, bodies or query strings.
 */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
  format: LogFormat = chooseLogFormat(process.stdout, stream),
): FastifyServerOptions['logger'] {
  const destination =
    format === 'pretty'
      ? pretty({ colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true })
      : stream;
  return {
    level,
    ...(destination ? { stream: destination } : {}),
    redact: { paths: ['req.headers', 'req.body', 'password', 'token', 'email'], remove: true },
    serializers: {
      req: (req: { method: string; id: string; routeOptions?: { url?: string } }) => ({
        id: req.id,
        method: req.method,
        route: req.routeOptions?.url ?? 'unmatched',
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}
