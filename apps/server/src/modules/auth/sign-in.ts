import type { SignInRequest, SignInResult } from '@portal/contract';
import { audit } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords';
import { RATE_RULES } from '../../lib/rate-limit';
import type { RequestContext } from '../../http/request-context';
import type { AuthDeps } from './auth.deps';
import { accountKey, clientKey } from './auth.limits';
import * as repo from './auth.repository';
import { openSession } from './sessions';

const WRONG_CREDENTIALS = 'The e-mail or password is incorrect.';

/**
 * POST auth/signin: checks the password (spending the same work on an unknown e-mail), audits the attempt
 * and opens a session, or answers a second-factor challenge when the account needs one (modules/mfa).
 */
export async function signIn(
  { db, limiter, config, secondFactor }: AuthDeps,
  input: SignInRequest,
  ctx: RequestContext,
): Promise<SignInResult> {
  await limiter.hit([
    { key: accountKey('signin', input.tenantId, input.email), rule: RATE_RULES.signInAccount },
    { key: clientKey('signin', ctx), rule: RATE_RULES.signInClient },
  ]);
  const found = await db.transaction(input.tenantId, async (tx) => ({
    tenant: await repo.findTenantName(tx),
    user: await repo.findUserByEmail(tx, input.email),
  }));
  const user = found.user?.status === 'active' && found.user.password_hash ? found.user : null;
  const ok = user?.password_hash
    ? await verifyPassword(user.password_hash, input.password)
    : (await burnPasswordCheck(input.password), false);
  if (found.tenant === null) throw badRequest(WRONG_CREDENTIALS);
  const signedIn = await db.transaction(input.tenantId, async (tx) => {
    const base = {
      action: 'auth.signin',
      actorUserId: found.user?.id ?? null,
      client: ctx.client,
      requestId: ctx.requestId,
    };
    if (!user || !ok) {
      // Returned, not thrown: the failure's audit row must be committed.
      await audit(tx, input.tenantId, { ...base, outcome: 'failure' });
      return null;
    }
    await audit(tx, input.tenantId, { ...base, actorRole: user.role, outcome: 'success' });
    return (
      (await secondFactor(tx, input.tenantId, user)) ??
      openSession(tx, input.tenantId, user.id, config.SESSION_ABSOLUTE_HOURS)
    );
  });
  if (!signedIn) throw badRequest(WRONG_CREDENTIALS);
  return signedIn;
}
