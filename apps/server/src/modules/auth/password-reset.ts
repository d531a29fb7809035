import type { Language } from '@portal/contract';
import type { Tx } from '../../db/database';
import { audit } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import type { MailMessage } from '../../lib/mail/mailer';
import { assertAcceptablePassword, hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken } from '../../lib/tokens';
import type { RequestContext } from '../../http/request-context';
import type { Session } from '../../http/authenticate';
import type { AuthDeps } from './auth.deps';
import { mailLimits, redeemLimits } from './auth.limits';
import * as repo from './auth.repository';
import { resetMail } from './email-links';
import { type AuthMailJob, contextOfJob, queueAuthMail } from './auth-mail';

const BAD_RESET_LINK = 'This link is invalid, has expired or was already used. Please ask for a new one.';

/** POST auth/forgot-password: the same answer and the same work whether or not the e-mail has an account. */
export async function forgotPassword(
  deps: AuthDeps,
  input: { email: string; tenantId: string; language: Language },
  ctx: RequestContext,
): Promise<void> {
  await mailLimits(deps.limiter, input.tenantId, input.email, ctx);
  await queueAuthMail(deps, 'forgot-password', input, ctx);
}

/** The forgot-password job: a reset link to an active account; nothing for any other address. */
export async function sendForgotPasswordMail(
  { db, mailer, config }: AuthDeps,
  job: AuthMailJob,
): Promise<void> {
  const ctx = contextOfJob(job);
  const message = await db.transaction(job.tenantId, async (tx): Promise<MailMessage | null> => {
    const tenantName = await repo.findTenantName(tx);
    const user = tenantName === null ? null : await repo.findUserByEmail(tx, job.email);
    if (!user || user.status !== 'active' || tenantName === null) return null;
    await audit(tx, job.tenantId, {
      action: 'auth.forgot-password',
      actorUserId: user.id,
      outcome: 'success',
      client: ctx.client,
      requestId: ctx.requestId,
    });
    return resetMail(tx, config.PUBLIC_URL, user, { id: job.tenantId, name: tenantName }, 'resetPassword');
  });
  if (message) await mailer.send(message);
}

/** POST patient/password: the reset link's token sets a new password and ends every session. */
export async function resetPassword(
  { db, limiter }: AuthDeps,
  input: { email: string; tenantId: string; token: string; password: string },
  ctx: RequestContext,
): Promise<void> {
  await redeemLimits(limiter, input.tenantId, input.email, ctx);
  await assertAcceptablePassword(input.password, input.email);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(input.tenantId, async (tx) => {
    const user = await repo.findUserByEmail(tx, input.email);
    if (
      !user ||
      user.status !== 'active' ||
      !(await repo.redeemLinkToken(tx, user.id, 'reset_password', hashToken(input.token)))
    ) {
      throw badRequest(BAD_RESET_LINK);
    }
    await repo.setPassword(tx, user.id, passwordHash, null);
    await audit(tx, input.tenantId, {
      action: 'auth.reset-password',
      actorUserId: user.id,
      actorRole: user.role,
      outcome: 'success',
      client: ctx.client,
      requestId: ctx.requestId,
    });
  });
}

/** Settings: the current password sets a new one and ends every other session. */
export async function changePassword(
  tx: Tx,
  session: Session,
  input: { currentPassword: string; newPassword: string },
  ctx: RequestContext,
): Promise<void> {
  const own = await repo.findCredentials(tx, session.userId);
  if (!own?.password_hash || !(await verifyPassword(own.password_hash, input.currentPassword))) {
    throw badRequest('Your current password is incorrect.');
  }
  await assertAcceptablePassword(input.newPassword, own.email);
  await repo.setPassword(tx, session.userId, await hashPassword(input.newPassword), session.sessionId);
  await audit(tx, session.tenantId, {
    action: 'auth.change-password',
    actorUserId: session.userId,
    actorRole: session.role,
    outcome: 'success',
    client: ctx.client,
    requestId: ctx.requestId,
  });
}
