import type { FastifyServerOptions } from 'fastify';

/**
 * Structured JSON logs with the request id. The URL is never logged (e-mail links carry an address and a
 * token in their path), only the matched route pattern; no headers, bodies or query strings.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
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
