import type { FastifyRequest } from 'fastify';
import type { RequestContext } from './request-context';

export const contextOf = (request: FastifyRequest): RequestContext => ({
  client: request.ip,
  requestId: request.id,
});
