import type { CurrentUser } from '@portal/contract';
import type { Tx } from '../../db/database';
import { audit } from '../../lib/audit';
import { hashToken, newSecret } from '../../lib/tokens';
import type { RequestContext } from '../../http/request-context';
import type { Session } from '../../http/authenticate';
import * as repo from './auth.repository';

/** Starts a session for a user who has just proven who they are; the token is returned once, stored hashed. */
export async function openSession(
  tx: Tx,
  tenantId: string,
  userId: string,
  absoluteHours: number,
): Promise<CurrentUser> {
  const token = newSecret();
  await repo.createSession(tx, tenantId, userId, hashToken(token), absoluteHours);
  const u = await repo.findCurrentUser(tx, userId);
  if (!u) throw new Error('signed-in user vanished');
  return {
    role: u.role,
    firstName: u.first_name,
    lastName: u.last_name,
    dob: u.birth_date,
    token,
    hasIDCard: u.has_id_card,
  };
}

export async function signOut(tx: Tx, session: Session, ctx: RequestContext): Promise<void> {
  await repo.revokeSession(tx, session.sessionId);
  await audit(tx, session.tenantId, {
    action: 'auth.signout',
    actorUserId: session.userId,
    actorRole: session.role,
    outcome: 'success',
    client: ctx.client,
    requestId: ctx.requestId,
  });
}
