import { randomBytes } from 'node:crypto';
import type { CurrentUser, Language, SignUpRequest } from '@portal/contract';
import { audit } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import type { MailMessage } from '../../lib/mail/mailer';
import { composeMail } from '../../lib/mail/messages';
import { assertAcceptablePassword, hashPassword } from '../../lib/passwords';
import { hashToken, newSecret } from '../../lib/tokens';
import type { RequestContext } from '../../http/request-context';
import type { AuthDeps } from './auth.deps';
import { mailLimits, redeemLimits } from './auth.limits';
import * as repo from './auth.repository';
import { linkUrl, resetMail } from './email-links';
import { type AuthMailJob, contextOfJob, queueAuthMail } from './auth-mail';
import { openSession } from './sessions';

const VERIFY_TTL_SECONDS = 72 * 3600;
const SIGNUP_TICKET_TTL_SECONDS = 30 * 60;

const BAD_VERIFY_LINK =
  'This verification link is invalid, has expired or was already used. Please register again to get a new one.';
const BAD_SIGNUP_TICKET = 'Your sign-up session has expired. Please open the link in your e-mail again.';

/** POST auth/register: the same answer and the same work whether or not the e-mail has an account. */
export async function register(
  deps: AuthDeps,
  input: { email: string; tenantId: string; language: Language },
  ctx: RequestContext,
): Promise<void> {
  await mailLimits(deps.limiter, input.tenantId, input.email, ctx);
  await queueAuthMail(deps, 'register', input, ctx);
}

/**
 * The register job: a verification link for a new or pending address, a reset link (the e-mail tells the
 * owner) for an active account, nothing for a disabled one or an unknown tenant.
 */
export async function sendRegisterMail({ db, mailer, config }: AuthDeps, job: AuthMailJob): Promise<void> {
  const ctx = contextOfJob(job);
  const message = await db.transaction(job.tenantId, async (tx): Promise<MailMessage | null> => {
    const tenantName = await repo.findTenantName(tx);
    if (tenantName === null) return null;
    const existing = await repo.findUserByEmail(tx, job.email);
    if (existing?.status === 'active') {
      const tenant = { id: job.tenantId, name: tenantName };
      return resetMail(tx, config.PUBLIC_URL, existing, tenant, 'alreadyRegistered');
    }
    if (existing?.status === 'disabled') return null;
    const userId =
      existing?.id ?? (await repo.createPendingPatient(tx, job.tenantId, job.email, job.language));
    if (existing) await repo.setLanguage(tx, userId, job.language);
    const secret = newSecret();
    // The link carries a 33-character prefix before the code (SPEC.md: code = token from character 33).
    const prefix = `${randomBytes(16).toString('hex')}-`;
    await repo.createLinkToken(
      tx,
      job.tenantId,
      userId,
      'verify_email',
      hashToken(secret),
      VERIFY_TTL_SECONDS,
    );
    await audit(tx, job.tenantId, {
      action: 'auth.register',
      actorUserId: userId,
      outcome: 'success',
      client: ctx.client,
      requestId: ctx.requestId,
    });
    const link = linkUrl(config.PUBLIC_URL, 'verify', job.email, prefix + secret);
    return composeMail('verifyEmail', job.language, job.email, link, tenantName);
  });
  if (message) await mailer.send(message);
}

/** POST patient/onboard, step EMAIL_VERIFY: redeems the code and hands out a one-time sign-up ticket. */
export async function verifyEmail(
  { db, limiter }: AuthDeps,
  input: { email: string; tenantId: string; code: string },
  ctx: RequestContext,
): Promise<string> {
  await redeemLimits(limiter, input.tenantId, input.email, ctx);
  return db.transaction(input.tenantId, async (tx) => {
    const user = await repo.findUserByEmail(tx, input.email);
    if (!user || !(await repo.redeemLinkToken(tx, user.id, 'verify_email', hashToken(input.code)))) {
      throw badRequest(BAD_VERIFY_LINK);
    }
    await repo.markEmailVerified(tx, user.id);
    const ticket = newSecret();
    await repo.createLinkToken(
      tx,
      input.tenantId,
      user.id,
      'signup',
      hashToken(ticket),
      SIGNUP_TICKET_TTL_SECONDS,
    );
    await audit(tx, input.tenantId, {
      action: 'auth.verify-email',
      actorUserId: user.id,
      outcome: 'success',
      client: ctx.client,
      requestId: ctx.requestId,
    });
    return ticket;
  });
}

/** POST auth/signup: the ticket of a verified e-mail completes the profile and signs the patient in. */
export async function signUp(
  { db, limiter, config }: AuthDeps,
  input: SignUpRequest,
  ctx: RequestContext,
): Promise<CurrentUser> {
  await redeemLimits(limiter, input.tenantId, input.email, ctx);
  assertPlausibleBirthDate(input.birthDate);
  await assertAcceptablePassword(input.password, input.email);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(input.tenantId, async (tx) => {
    const user = await repo.findUserByEmail(tx, input.email);
    if (!user || user.status !== 'pending' || !user.email_verified_at) throw badRequest(BAD_SIGNUP_TICKET);
    if (!(await repo.redeemLinkToken(tx, user.id, 'signup', hashToken(input.signupTicket))))
      throw badRequest(BAD_SIGNUP_TICKET);
    await repo.completeSignUp(tx, user.id, {
      firstName: input.firstName,
      lastName: input.lastName,
      birthDate: input.birthDate,
      passwordHash,
    });
    await audit(tx, input.tenantId, {
      action: 'auth.signup',
      actorUserId: user.id,
      actorRole: user.role,
      outcome: 'success',
      client: ctx.client,
      requestId: ctx.requestId,
    });
    return openSession(tx, input.tenantId, user.id, config.SESSION_ABSOLUTE_HOURS);
  });
}

/** Only the hint of section 5 is client-side; the server refuses birth dates that cannot be right. */
function assertPlausibleBirthDate(date: string): void {
  const today = new Date().toISOString().slice(0, 10);
  if (date > today || date < '1900-01-01') throw badRequest('Please enter your real date of birth.');
}
