import type { MfaDisableRequest, TotpSetup } from '@portal/contract';
import type { Tx } from '../../db/database';
import type { Session } from '../../http/authenticate';
import type { RequestContext } from '../../http/request-context';
import { audit } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import type { SecretBox } from '../../lib/secret-box';
import { manualKey, newTotpSecret, otpauthUri, qrCodeDataUrl } from '../../lib/totp';
import { acceptCode, newRecoveryCodes, secretContext } from './mfa.codes';
import * as repo from './mfa.repository';
import { WRONG_CODE } from './mfa.service';

const WRONG_PASSWORD = 'Your current password is incorrect.';
const ALREADY_ON = 'Two-step sign-in is already on.';
const NOT_ON = 'Two-step sign-in is not on.';

const record = (tx: Tx, s: Session, ctx: RequestContext, action: string, ok: boolean) =>
  audit(tx, s.tenantId, {
    action,
    actorUserId: s.userId,
    actorRole: s.role,
    objectType: 'user',
    objectId: s.userId,
    outcome: ok ? 'success' : 'failure',
    client: ctx.client,
    requestId: ctx.requestId,
  });

async function passwordMatches(tx: Tx, userId: string, password: string): Promise<boolean> {
  const user = await repo.findUser(tx, userId);
  return Boolean(user?.password_hash && (await verifyPassword(user.password_hash, password)));
}

export async function mfaStatus(tx: Tx, s: Session) {
  return {
    enabled: await repo.isEnrolled(tx, s.userId),
    recoveryCodesLeft: await repo.countRecoveryCodesLeft(tx, s.userId),
  };
}

/**
 * Turning it on, step 1 (needs the current password): a new pending secret and its QR code, shown once.
 * Returns an error message instead of throwing, so the audit row of a refusal is committed.
 */
export async function setUpTotp(
  tx: Tx,
  box: SecretBox,
  s: Session,
  currentPassword: string,
  ctx: RequestContext,
): Promise<TotpSetup | string> {
  const ok = await passwordMatches(tx, s.userId, currentPassword);
  await record(tx, s, ctx, 'patient.mfa.setup', ok);
  if (!ok) return WRONG_PASSWORD;
  const user = await repo.findUser(tx, s.userId);
  const issuer = await repo.findTenantName(tx);
  if (!user || issuer === null) throw badRequest(NOT_ON);
  const secret = newTotpSecret();
  const saved = await repo.savePendingSecret(
    tx,
    s.tenantId,
    s.userId,
    box.seal(secret, secretContext(s.tenantId, s.userId)),
  );
  if (!saved) return ALREADY_ON;
  return {
    manualKey: manualKey(secret),
    qrCode: await qrCodeDataUrl(otpauthUri(secret, issuer, user.email)),
  };
}

/** Turning it on, step 2: the first code confirms the pending secret; the recovery codes (shown once). */
export async function enableTotp(
  tx: Tx,
  box: SecretBox,
  nowMs: number,
  s: Session,
  code: string,
  ctx: RequestContext,
): Promise<{ recoveryCodes: string[] } | string> {
  const kind = await acceptCode(tx, box, s.tenantId, s.userId, code, {
    pending: true,
    allowRecovery: false,
    nowMs,
  });
  await record(tx, s, ctx, 'patient.mfa.enable', kind !== null);
  if (!kind) return WRONG_CODE;
  await repo.confirmTotp(tx, s.userId);
  const recovery = newRecoveryCodes();
  await repo.replaceRecoveryCodes(tx, s.tenantId, s.userId, recovery.hashes);
  return { recoveryCodes: recovery.codes };
}

/** Turning it off: the current password, or a code (TOTP or recovery). */
export async function disableTotp(
  tx: Tx,
  box: SecretBox,
  nowMs: number,
  s: Session,
  proof: MfaDisableRequest,
  ctx: RequestContext,
): Promise<true | string> {
  if (!(await repo.isEnrolled(tx, s.userId))) return NOT_ON;
  const ok =
    'currentPassword' in proof
      ? await passwordMatches(tx, s.userId, proof.currentPassword)
      : (await acceptCode(tx, box, s.tenantId, s.userId, proof.code, {
          pending: false,
          allowRecovery: true,
          nowMs,
        })) !== null;
  await record(tx, s, ctx, 'patient.mfa.disable', ok);
  if (!ok) return 'currentPassword' in proof ? WRONG_PASSWORD : WRONG_CODE;
  await repo.removeTotp(tx, s.userId);
  return true;
}
