import type { FastifyRequest } from 'fastify';
import type { Role } from '@portal/contract';
import type { Database, Tx } from '../db/database';
import { forbidden, unauthorized } from '../lib/errors';
import { audit } from '../lib/audit';
import { hashToken } from '../lib/tokens';

export interface Session {
  sessionId: string;
  tenantId: string;
  userId: string;
  role: Role;
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  return BEARER.exec(header)?.[1] ?? null;
}

/** The hash of the request's bearer token, as sessions are looked up; 401 without a token. */
export function bearerHash(request: FastifyRequest): Buffer {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  return hashToken(token);
}

/**
 * Runs `fn` in one transaction that first resolves the bearer token (which also sets the tenant for the
 * transaction), so a request costs one round of BEGIN, session lookup, its own queries and COMMIT.
 */
export async function inSession<T>(
  db: Database,
  idleMinutes: number,
  request: FastifyRequest,
  roles: readonly Role[] | 'any',
  fn: (tx: Tx, session: Session) => Promise<T>,
): Promise<T> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const DENIED = Symbol('denied');
  const result = await db.sessionTransaction(
    hashToken(token),
    idleMinutes,
    async (tx, row): Promise<T | typeof DENIED> => {
      if (!row) throw unauthorized();
      const session: Session = {
        sessionId: row.session_id,
        tenantId: row.tenant_id,
        userId: row.user_id,
        role: row.role,
      };
      request.log = request.log.child({ tenant: session.tenantId, user: session.userId });
      if (roles !== 'any' && !roles.includes(session.role)) {
        // Returned, not thrown, so the audit row of the refusal is committed.
        await audit(tx, session.tenantId, {
          action: `${request.method} ${request.routeOptions.url ?? ''}`,
          outcome: 'denied',
          actorUserId: session.userId,
          actorRole: session.role,
          client: request.ip,
          requestId: request.id,
        });
        return DENIED;
      }
      return fn(tx, session);
    },
  );
  if (result === DENIED) throw forbidden();
  return result;
}
