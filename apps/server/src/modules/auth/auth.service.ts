import { randomBytes } from 'node:crypto';
import {
  API_ERROR_CODES,
  type CurrentUser,
  type Language,
  type SignInRequest,
  type SignUpRequest,
} from '@portal/contract';
import type { Config } from '../../config';
import type { Database, Tx } from '../../db/database';
import { audit } from '../../lib/audit';
import { badRequest, HttpError } from '../../lib/errors';
import type { Mailer, MailMessage } from '../../lib/mail/mailer';
import { composeMail } from '../../lib/mail/messages';
import {
  assertAcceptablePassword,
  burnPasswordCheck,
  hashPassword,
  verifyPassword,
} from '../../lib/passwords';
import { RATE_RULES, type RateLimiter } from '../../lib/rate-limit';
import { hashToken, newSecret } from '../../lib/tokens';
import type { RequestContext } from '../../http/request-context';
import type { Session } from '../../http/authenticate';
import * as repo from './auth.repository';

const VERIFY_TTL_SECONDS = 72 * 3600;
const RESET_TTL_SECONDS = 60 * 60;
const SIGNUP_TICKET_TTL_SECONDS = 30 * 60;

const WRONG_CREDENTIALS = 'The e-mail or password is incorrect.';
const BAD_VERIFY_LINK =
  'This verification link is invalid, has expired or was already used. Please register again to get a new one.';
const BAD_RESET_LINK = 'This link is invalid, has expired or was already used. Please ask for a new one.';
const BAD_SIGNUP_TICKET = 'Your sign-up session has expired. Please open the link in your e-mail again.';

export interface AuthDeps {
  db: Database;
  mailer: Mailer;
  limiter: RateLimiter;
  config: Pick<Config, 'PUBLIC_URL' | 'SESSION_ABSOLUTE_HOURS'>;
}

export function createAuthService({ db, mailer, limiter, config }: AuthDeps) {
  const link = (kind: 'verify' | 'reset', email: string, token: string) =>
    `${config.PUBLIC_URL}/${kind === 'verify' ? 'verify/email' : 'resetpassword/email'}/${encodeURIComponent(email)}/${token}`;

  async function openSession(tx: Tx, tenantId: string, userId: string): Promise<CurrentUser> {
    const token = newSecret();
    await repo.createSession(tx, tenantId, userId, hashToken(token), config.SESSION_ABSOLUTE_HOURS);
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

  const accountKey = (kind: string, tenantId: string, email: string) =>
    `${kind}:account:${tenantId}:${email}`;
  const clientKey = (kind: string, ctx: RequestContext) => `${kind}:client:${ctx.client}`;

  const mailLimits = (tenantId: string, email: string, ctx: RequestContext) =>
    limiter.hit([
      { key: accountKey('mail', tenantId, email), rule: RATE_RULES.mailAccount },
      { key: clientKey('mail', ctx), rule: RATE_RULES.mailClient },
    ]);

  /** A reset link for an active account: for forgot-password, and for a register of a taken address. */
  async function resetMail(
    tx: Tx,
    tenantId: string,
    user: repo.UserRow,
    tenantName: string,
    kind: 'resetPassword' | 'alreadyRegistered',
  ): Promise<MailMessage> {
    const token = newSecret();
    await repo.createLinkToken(tx, tenantId, user.id, 'reset_password', hashToken(token), RESET_TTL_SECONDS);
    return composeMail(kind, user.language, user.email, link('reset', user.email, token), tenantName);
  }

  async function signIn(input: SignInRequest, ctx: RequestContext): Promise<CurrentUser> {
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
      return openSession(tx, input.tenantId, user.id);
    });
    if (!signedIn) throw badRequest(WRONG_CREDENTIALS);
    return signedIn;
  }

  /** Same answer whether or not the e-mail has an account; the e-mail itself tells the owner. */
  async function register(
    input: { email: string; tenantId: string; language: Language },
    ctx: RequestContext,
  ): Promise<void> {
    await mailLimits(input.tenantId, input.email, ctx);
    const message = await db.transaction(input.tenantId, async (tx): Promise<MailMessage | null> => {
      const tenantName = await repo.findTenantName(tx);
      if (tenantName === null) return null;
      const existing = await repo.findUserByEmail(tx, input.email);
      if (existing?.status === 'active') {
        return resetMail(tx, input.tenantId, existing, tenantName, 'alreadyRegistered');
      }
      if (existing?.status === 'disabled') return null;
      const userId =
        existing?.id ?? (await repo.createPendingPatient(tx, input.tenantId, input.email, input.language));
      if (existing) await repo.setLanguage(tx, userId, input.language);
      const secret = newSecret();
      // The link carries a 33-character prefix before the code (SPEC.md: code = token from character 33).
      const prefix = `${randomBytes(16).toString('hex')}-`;
      await repo.createLinkToken(
        tx,
        input.tenantId,
        userId,
        'verify_email',
        hashToken(secret),
        VERIFY_TTL_SECONDS,
      );
      await audit(tx, input.tenantId, {
        action: 'auth.register',
        actorUserId: userId,
        outcome: 'success',
        client: ctx.client,
        requestId: ctx.requestId,
      });
      return composeMail(
        'verifyEmail',
        input.language,
        input.email,
        link('verify', input.email, prefix + secret),
        tenantName,
      );
    });
    if (message) await deliver(message);
  }

  async function forgotPassword(
    input: { email: string; tenantId: string; language: Language },
    ctx: RequestContext,
  ): Promise<void> {
    await mailLimits(input.tenantId, input.email, ctx);
    const message = await db.transaction(input.tenantId, async (tx): Promise<MailMessage | null> => {
      const tenantName = await repo.findTenantName(tx);
      const user = tenantName === null ? null : await repo.findUserByEmail(tx, input.email);
      if (!user || user.status !== 'active' || tenantName === null) return null;
      await audit(tx, input.tenantId, {
        action: 'auth.forgot-password',
        actorUserId: user.id,
        outcome: 'success',
        client: ctx.client,
        requestId: ctx.requestId,
      });
      return resetMail(tx, input.tenantId, user, tenantName, 'resetPassword');
    });
    if (message) await deliver(message);
  }

  async function deliver(message: MailMessage): Promise<void> {
    try {
      await mailer.send(message);
    } catch {
      throw new HttpError(503, 'We could not send the e-mail right now. Please try again in a few minutes.', {
        'retry-after': '60',
      });
    }
  }

  const redeemLimits = (tenantId: string, email: string, ctx: RequestContext) =>
    limiter.hit([
      { key: accountKey('redeem', tenantId, email), rule: RATE_RULES.redeemAccount },
      { key: clientKey('redeem', ctx), rule: RATE_RULES.redeemClient },
    ]);

  /** POST patient/onboard, step EMAIL_VERIFY: redeems the code and hands out a one-time sign-up ticket. */
  async function verifyEmail(
    input: { email: string; tenantId: string; code: string },
    ctx: RequestContext,
  ): Promise<string> {
    await redeemLimits(input.tenantId, input.email, ctx);
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

  async function signUp(input: SignUpRequest, ctx: RequestContext): Promise<CurrentUser> {
    await redeemLimits(input.tenantId, input.email, ctx);
    assertPlausibleBirthDate(input.birthDate);
    assertAcceptablePassword(input.password, input.email);
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
      return openSession(tx, input.tenantId, user.id);
    });
  }

  /** POST patient/password: the reset link's token sets a new password and ends every session. */
  async function resetPassword(
    input: { email: string; tenantId: string; token: string; password: string },
    ctx: RequestContext,
  ): Promise<void> {
    await redeemLimits(input.tenantId, input.email, ctx);
    assertAcceptablePassword(input.password, input.email);
    const passwordHash = await hashPassword(input.password);
    await db.transaction(input.tenantId, async (tx) => {
      const user = await repo.findUserByEmail(tx, input.email);
      if (
        !user ||
        user.status !== 'active' ||
        !(await repo.redeemLinkToken(tx, user.id, 'reset_password', hashToken(input.token)))
      ) {
        throw badRequest(BAD_RESET_LINK, API_ERROR_CODES.resetLinkInvalid);
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

  async function changePassword(
    tx: Tx,
    session: Session,
    input: { currentPassword: string; newPassword: string },
    ctx: RequestContext,
  ) {
    const own = await repo.findCredentials(tx, session.userId);
    if (!own?.password_hash || !(await verifyPassword(own.password_hash, input.currentPassword))) {
      throw badRequest('Your current password is incorrect.');
    }
    assertAcceptablePassword(input.newPassword, own.email);
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

  async function signOut(tx: Tx, session: Session, ctx: RequestContext): Promise<void> {
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

  return { signIn, register, forgotPassword, verifyEmail, signUp, resetPassword, changePassword, signOut };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** Only the hint of section 5 is client-side; the server refuses birth dates that cannot be right. */
function assertPlausibleBirthDate(date: string): void {
  const today = new Date().toISOString().slice(0, 10);
  if (date > today || date < '1900-01-01') throw badRequest('Please enter your real date of birth.');
}
