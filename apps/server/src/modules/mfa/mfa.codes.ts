import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@portal/contract';
import type { Tx } from '../../db/database';
import type { SecretBox } from '../../lib/secret-box';
import { isTotpCode, verifyTotp } from '../../lib/totp';
import * as repo from './mfa.repository';

/** Spaces and dashes are for reading only. */
export const normaliseCode = (code: string): string => code.replace(/[\s-]/g, '').toLowerCase();

/** What the sealed secret is bound to: a sealed value copied to another user or tenant does not open. */
export const secretContext = (tenantId: string, userId: string): string => `mfa-totp:${tenantId}:${userId}`;

const hashRecoveryCode = (code: string): Buffer =>
  createHash('sha256').update(normaliseCode(code), 'utf8').digest();

/** Ten codes of 80 bits each, shown once as xxxxx-xxxxx-xxxxx-xxxxx; only their SHA-256 is kept. */
export function newRecoveryCodes(): { codes: string[]; hashes: Buffer[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    randomBytes(10)
      .toString('hex')
      .replace(/(.{5})(?=.)/g, '$1-'),
  );
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

export type CodeKind = 'totp' | 'recovery';

/**
 * Accepts a TOTP code of the user's secret (confirmed, or pending while enrolling) whose time step is later
 * than the last one used, and records that step; or, when allowed, an unused recovery code, which it uses
 * up. Null when the code is refused.
 */
export async function acceptCode(
  tx: Tx,
  box: SecretBox,
  tenantId: string,
  userId: string,
  rawCode: string,
  options: { pending: boolean; allowRecovery: boolean; nowMs: number },
): Promise<CodeKind | null> {
  const code = normaliseCode(rawCode);
  if (isTotpCode(code)) {
    const totp = await repo.findTotp(tx, userId);
    if (!totp || (totp.confirmed_at === null) !== options.pending) return null;
    const secret = box.open(totp.secret_sealed, secretContext(tenantId, userId));
    const lastStep = totp.last_used_step === null ? null : Number(totp.last_used_step);
    const step = await verifyTotp(secret, code, lastStep, options.nowMs);
    return step !== null && (await repo.advanceStep(tx, userId, step)) ? 'totp' : null;
  }
  if (!options.allowRecovery) return null;
  return (await repo.useRecoveryCode(tx, userId, hashRecoveryCode(code))) ? 'recovery' : null;
}
