import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { audit } from '../lib/audit';
import { hashToken } from '../lib/tokens';
import { bearerToken } from './authenticate';

/** 12 hex characters (48 bits): enough to find the session, too short to be of use to anyone else. */
const TOKEN_HASH_PREFIX_CHARS = 12;

/**
 * Audits every answer 401 to a request that carried a bearer token (unknown, expired or revoked), on every
 * route alike. The token's tenant cannot be known (the lookup refuses it), so the row goes to the tenant this
 * deployment serves, with a prefix of the token's hash to match against sessions.token_hash: never the token.
 */
export function auditRefusedTokens(app: FastifyInstance, db: Database, deploymentTenant: string): void {
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode !== 401) return;
    const token = bearerToken(request);
    if (!token) return;
    try {
      await db.transaction(deploymentTenant, (tx) =>
        audit(tx, deploymentTenant, {
          action: 'auth.bearer',
          outcome: 'denied',
          objectType: 'token-hash-prefix',
          objectId: hashToken(token).toString('hex').slice(0, TOKEN_HASH_PREFIX_CHARS),
          client: request.ip,
          requestId: request.id,
        }),
      );
    } catch (err) {
      request.log.warn(
        { error: err instanceof Error ? err.message : String(err) },
        'refused token not audited',
      );
    }
  });
}
