import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { API_PREFIX, ApiError, endpoints, type EndpointName } from '@portal/contract';
import { unauthorized } from '../lib/errors';
import { bearerToken } from './authenticate';

type Ep<N extends EndpointName> = (typeof endpoints)[N];
type BodyOf<N extends EndpointName> =
  Ep<N> extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;
type ParamsOf<N extends EndpointName> =
  Ep<N> extends { params: infer P extends z.ZodType } ? z.output<P> : undefined;
type QueryOf<N extends EndpointName> =
  Ep<N> extends { query: infer Q extends z.ZodType } ? z.output<Q> : undefined;
type ReplyOf<N extends EndpointName> = z.input<Ep<N>['response']>;

export interface RouteInput<N extends EndpointName> {
  body: BodyOf<N>;
  params: ParamsOf<N>;
  query: QueryOf<N>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers one endpoint of the contract: its method and path, its body and params validated (strict),
 * its answer serialised through the response schema, so no internal column can leak.
 */
export function route<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  handler: (input: RouteInput<N>) => Promise<ReplyOf<N>>,
): void {
  const ep: Ep<EndpointName> = endpoints[name];
  app.route({
    method: ep.method,
    url: API_PREFIX + ep.path,
    ...('bodyLimit' in ep ? { bodyLimit: ep.bodyLimit } : {}),
    schema: {
      operationId: name,
      tags: [ep.path.split('/')[1] ?? 'api'],
      ...(ep.auth ? { security: [{ bearer: [] }] } : {}),
      ...('body' in ep ? { body: ep.body } : {}),
      ...('params' in ep ? { params: ep.params } : {}),
      ...('query' in ep ? { querystring: ep.query } : {}),
      response: { 200: ep.response, '4xx': ApiError, '5xx': ApiError },
    },
    // Without a well-formed bearer token a private endpoint answers 401 before it parses any body.
    ...(ep.auth
      ? {
          onRequest: (request: FastifyRequest) =>
            bearerToken(request) ? Promise.resolve() : Promise.reject(unauthorized()),
        }
      : {}),
    handler: (request, reply) =>
      handler({
        body: request.body as BodyOf<N>,
        params: request.params as ParamsOf<N>,
        query: request.query as QueryOf<N>,
        request,
        reply,
      }),
  });
}
