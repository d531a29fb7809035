import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Role } from '@portal/contract';
import type { Database } from '../db/database';
import { notFound } from '../lib/errors';
import { hashToken } from '../lib/tokens';
import { bearerToken } from './authenticate';

const STAFF: readonly Role[] = ['Coordinator', 'Admin'];

export interface ApiDocsOptions {
  appEnv: string;
  db: Database;
  idleMinutes: number;
}

/** True for a request carrying a live session of a Coordinator or an Admin. */
async function isStaff(request: FastifyRequest, db: Database, idleMinutes: number): Promise<boolean> {
  const token = bearerToken(request);
  if (!token) return false;
  const role = await db.sessionTransaction(hashToken(token), idleMinutes, (_tx, row) =>
    Promise.resolve(row?.role),
  );
  return role !== undefined && STAFF.includes(role);
}

/**
 * The OpenAPI document (/api/docs/json) and its page (/api/docs): in development for anyone, elsewhere
 * only for signed-in staff; to anyone else they do not exist (404). The page is sent under the app's own
 * Content-Security-Policy (no staticCSP of the plugin, which would weaken style-src and frame-ancestors).
 */
export async function registerApiDocs(app: FastifyInstance, opts: ApiDocsOptions): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Patient portal API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  const open = opts.appEnv === 'development';
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiHooks: {
      onRequest: (request, _reply, done) => {
        if (open) {
          done();
          return;
        }
        isStaff(request, opts.db, opts.idleMinutes).then(
          (staff) => {
            done(staff ? undefined : notFound());
          },
          (err: unknown) => {
            done(err instanceof Error ? err : new Error(String(err)));
          },
        );
      },
    },
  });
}
