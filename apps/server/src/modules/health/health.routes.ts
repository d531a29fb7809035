import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database';

const Health = z.object({ status: z.enum(['ok', 'unavailable']), database: z.boolean() });

/** Liveness and readiness in one: 200 when the database answers, else 503. */
export function healthRoutes(app: FastifyInstance, db: Database): void {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: Health, 503: Health } } },
    async (_req, reply) => {
      const database = await db.ping();
      return reply.status(database ? 200 : 503).send({ status: database ? 'ok' : 'unavailable', database });
    },
  );
}
