import type {
  CurrentUser,
  MfaChallenge,
  MfaChallengeRequest,
  MfaCodeRequest,
  Role,
  TotpSetup,
} from '@portal/contract';
import type { Database, Tx } from '../../db/database';
import { audit } from '../../lib/audit';
import { badRequest, HttpError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import type { SecretBox } from '../../lib/secret-box';
import { hashToken, newSecret } from '../../lib/tokens';
import { manualKey, newTotpSecret, otpauthUri, qrCodeDataUrl } from '../../lib/totp';
import type { RequestContext } from '../../http/request-context';
import { acceptCode, newRecoveryCodes, secretContext } from './mfa.codes';
import { limitCodeAttempts } from './mfa.limits';
import * as repo from './mfa.repository';

const CHALLENGE_TTL_SECONDS = 5 * 60;
const STAFF_ROLES: readonly Role[] = ['Coordinator', 'Admin'];

export const BAD_CHALLENGE = 'Your sign-in has expired. Please sign in again.';
export const WRONG_CODE = 'This code is incorrect or was already used. Please enter the current code.';

/** Opens a session for a user who has passed every factor (the auth module's own session issue). */
export type IssueSession = (tx: Tx, tenantId: string, userId: string) => Promise<CurrentUser>;

export interface MfaDeps {
  db: Database;
  limiter: RateLimiter;
  box: SecretBox;
  issueSession: IssueSession;
  /** Milliseconds since the epoch for TOTP time steps (tests move it). */
  clock: () => number;
}

/**
 * Called by sign-in after a correct password, in its transaction: a challenge instead of a session when
 * the user needs a second factor (staff always; a patient who opted in), else null.
 */
export async function secondFactorChallenge(
  tx: Tx,
  tenantId: string,
  user: { id: string; role: Role },
): Promise<MfaChallenge | null> {
  const enrolled = await repo.isEnrolled(tx, user.id);
  if (!enrolled && !STAFF_ROLES.includes(user.role)) return null;
  const step = enrolled ? 'code' : 'enrol';
  const challenge = newSecret();
  await repo.createChallenge(tx, tenantId, user.id, step, hashToken(challenge), CHALLENGE_TTL_SECONDS);
  return { step, challenge, expiresInSeconds: CHALLENGE_TTL_SECONDS };
}

const auditBase = (ctx: RequestContext, userId: string, role: Role | null, action: string) => ({
  action,
  actorUserId: userId,
  actorRole: role,
  client: ctx.client,
  requestId: ctx.requestId,
});

/** The open challenge of the request's tenant (another tenant's is invisible under RLS), of the step asked. */
async function openChallenge(db: Database, input: MfaChallengeRequest, purpose: repo.ChallengePurpose) {
  const found = await db.transaction(input.tenantId, (tx) =>
    repo.findOpenChallenge(tx, hashToken(input.challenge)),
  );
  if (found?.purpose !== purpose) throw badRequest(BAD_CHALLENGE);
  return found;
}

/** Counts the attempt; a refusal (429) is audited before it is answered. */
async function limitAttempt(
  deps: MfaDeps,
  tenantId: string,
  userId: string,
  action: string,
  ctx: RequestContext,
): Promise<void> {
  try {
    await limitCodeAttempts(deps.limiter, tenantId, userId, ctx);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 429) {
      await deps.db.transaction(tenantId, (tx) =>
        audit(tx, tenantId, { ...auditBase(ctx, userId, null, action), outcome: 'denied' }),
      );
    }
    throw error;
  }
}

/** Enrolment, step 1: a new secret and its QR code, shown once per challenge. */
export async function startEnrolment(
  deps: MfaDeps,
  input: MfaChallengeRequest,
  ctx: RequestContext,
): Promise<TotpSetup> {
  const challenge = await openChallenge(deps.db, input, 'enrol');
  const secret = newTotpSecret();
  const account = await deps.db.transaction(input.tenantId, async (tx) => {
    const user = await repo.findUser(tx, challenge.user_id);
    const issuer = await repo.findTenantName(tx);
    if (!user || issuer === null || !(await repo.markSetupShown(tx, challenge.id))) return null;
    const sealed = deps.box.seal(secret, secretContext(input.tenantId, user.id));
    if (!(await repo.savePendingSecret(tx, input.tenantId, user.id, sealed))) return null;
    await audit(tx, input.tenantId, {
      ...auditBase(ctx, user.id, user.role, 'auth.mfa.enrol-start'),
      outcome: 'success',
    });
    return { issuer, email: user.email };
  });
  if (!account) throw badRequest(BAD_CHALLENGE);
  return {
    manualKey: manualKey(secret),
    qrCode: await qrCodeDataUrl(otpauthUri(secret, account.issuer, account.email)),
  };
}

/** Enrolment, step 2: the first code confirms the secret; the session and the recovery codes (shown once). */
export async function confirmEnrolment(
  deps: MfaDeps,
  input: MfaCodeRequest,
  ctx: RequestContext,
): Promise<{ user: CurrentUser; recoveryCodes: string[] }> {
  const challenge = await openChallenge(deps.db, input, 'enrol');
  await limitAttempt(deps, input.tenantId, challenge.user_id, 'auth.mfa.enrol', ctx);
  const recovery = newRecoveryCodes();
  const user = await passChallenge(deps, input, challenge, 'auth.mfa.enrol', ctx, async (tx) => {
    const kind = await acceptCode(tx, deps.box, input.tenantId, challenge.user_id, input.code, {
      pending: true,
      allowRecovery: false,
      nowMs: deps.clock(),
    });
    if (!kind) return false;
    await repo.confirmTotp(tx, challenge.user_id);
    await repo.replaceRecoveryCodes(tx, input.tenantId, challenge.user_id, recovery.hashes);
    return true;
  });
  return { user, recoveryCodes: recovery.codes };
}

/** The code step of sign-in: a TOTP code or a recovery code gives the session. */
export async function verifyChallenge(
  deps: MfaDeps,
  input: MfaCodeRequest,
  ctx: RequestContext,
): Promise<CurrentUser> {
  const challenge = await openChallenge(deps.db, input, 'code');
  await limitAttempt(deps, input.tenantId, challenge.user_id, 'auth.mfa.verify', ctx);
  return passChallenge(deps, input, challenge, 'auth.mfa.verify', ctx, async (tx) =>
    Boolean(
      await acceptCode(tx, deps.box, input.tenantId, challenge.user_id, input.code, {
        pending: false,
        allowRecovery: true,
        nowMs: deps.clock(),
      }),
    ),
  );
}

/**
 * One transaction: checks the code, uses the challenge up and opens the session; a refused code is
 * audited and committed (returned, not thrown) before the 400. A wrong code leaves the challenge open.
 */
async function passChallenge(
  deps: MfaDeps,
  input: MfaCodeRequest,
  challenge: repo.ChallengeRow,
  action: string,
  ctx: RequestContext,
  check: (tx: Tx) => Promise<boolean>,
): Promise<CurrentUser> {
  const result = await deps.db.transaction(input.tenantId, async (tx) => {
    const user = await repo.findUser(tx, challenge.user_id);
    const base = auditBase(ctx, challenge.user_id, user?.role ?? null, action);
    if (user?.status !== 'active' || !(await check(tx))) {
      await audit(tx, input.tenantId, { ...base, outcome: 'failure' });
      return null;
    }
    // Only a concurrent use of the same challenge gets here: thrown, so the code's effects roll back.
    if (!(await repo.useChallenge(tx, challenge.id))) throw badRequest(BAD_CHALLENGE);
    await audit(tx, input.tenantId, { ...base, outcome: 'success' });
    return deps.issueSession(tx, input.tenantId, challenge.user_id);
  });
  if (!result) throw badRequest(WRONG_CODE);
  return result;
}
