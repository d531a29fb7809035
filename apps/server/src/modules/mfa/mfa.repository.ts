import type { Role } from '@portal/contract';
import type { Tx } from '../../db/database';

export type ChallengePurpose = 'enrol' | 'code';

export interface ChallengeRow {
  id: string;
  user_id: string;
  purpose: ChallengePurpose;
  setup_shown_at: string | null;
}

export interface TotpRow {
  secret_sealed: Buffer;
  confirmed_at: string | null;
  last_used_step: string | null;
}

export interface MfaUserRow {
  id: string;
  email: string;
  role: Role;
  status: 'pending' | 'active' | 'disabled';
  password_hash: string | null;
}

export async function findUser(tx: Tx, userId: string): Promise<MfaUserRow | null> {
  const { rows } = await tx.query<MfaUserRow>(
    'select id, email, role, status, password_hash from users where id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

export async function findTenantName(tx: Tx): Promise<string | null> {
  const { rows } = await tx.query<{ name: string }>('select name from tenants');
  return rows[0]?.name ?? null;
}

/** A new challenge cancels the user's older open ones. */
export async function createChallenge(
  tx: Tx,
  tenantId: string,
  userId: string,
  purpose: ChallengePurpose,
  tokenHash: Buffer,
  ttlSeconds: number,
): Promise<void> {
  await tx.query('update mfa_challenges set used_at = now() where user_id = $1 and used_at is null', [
    userId,
  ]);
  await tx.query(
    `insert into mfa_challenges (tenant_id, user_id, token_hash, purpose, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [tenantId, userId, tokenHash, purpose, ttlSeconds],
  );
}

/** An open challenge by its hash; RLS hides another tenant's. */
export async function findOpenChallenge(tx: Tx, tokenHash: Buffer): Promise<ChallengeRow | null> {
  const { rows } = await tx.query<ChallengeRow>(
    `select id, user_id, purpose, setup_shown_at from mfa_challenges
      where token_hash = $1 and used_at is null and expires_at > now()`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

/** Marks the setup of an enrolment challenge as shown; false when it already was (shown once). */
export async function markSetupShown(tx: Tx, challengeId: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    'update mfa_challenges set setup_shown_at = now() where id = $1 and setup_shown_at is null returning id',
    [challengeId],
  );
  return rowCount === 1;
}

/** Single use by one atomic statement. */
export async function useChallenge(tx: Tx, challengeId: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    `update mfa_challenges set used_at = now()
      where id = $1 and used_at is null and expires_at > now() returning id`,
    [challengeId],
  );
  return rowCount === 1;
}

export async function findTotp(tx: Tx, userId: string): Promise<TotpRow | null> {
  const { rows } = await tx.query<TotpRow>(
    'select secret_sealed, confirmed_at, last_used_step::text as last_used_step from mfa_totp where user_id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

export async function isEnrolled(tx: Tx, userId: string): Promise<boolean> {
  const { rows } = await tx.query('select 1 from mfa_totp where user_id = $1 and confirmed_at is not null', [
    userId,
  ]);
  return rows.length > 0;
}

/** A pending (unconfirmed) secret; replaces an earlier pending one, never a confirmed one. */
export async function savePendingSecret(
  tx: Tx,
  tenantId: string,
  userId: string,
  sealed: Buffer,
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `insert into mfa_totp as t (tenant_id, user_id, secret_sealed) values ($1, $2, $3)
     on conflict (user_id) do update set secret_sealed = excluded.secret_sealed, last_used_step = null,
            created_at = now(), updated_at = now()
      where t.confirmed_at is null
     returning user_id`,
    [tenantId, userId, sealed],
  );
  return rowCount === 1;
}

/**
 * Records the time step of an accepted code, only if it is later than the last one: of two concurrent
 * uses of one code, one wins.
 */
export async function advanceStep(tx: Tx, userId: string, step: number): Promise<boolean> {
  const { rowCount } = await tx.query(
    `update mfa_totp set last_used_step = $2, updated_at = now()
      where user_id = $1 and (last_used_step is null or last_used_step < $2) returning user_id`,
    [userId, step],
  );
  return rowCount === 1;
}

export async function confirmTotp(tx: Tx, userId: string): Promise<void> {
  await tx.query('update mfa_totp set confirmed_at = now(), updated_at = now() where user_id = $1', [userId]);
}

export async function replaceRecoveryCodes(
  tx: Tx,
  tenantId: string,
  userId: string,
  hashes: Buffer[],
): Promise<void> {
  await tx.query('delete from mfa_recovery_codes where user_id = $1', [userId]);
  for (const hash of hashes) {
    await tx.query('insert into mfa_recovery_codes (tenant_id, user_id, code_hash) values ($1, $2, $3)', [
      tenantId,
      userId,
      hash,
    ]);
  }
}

/** Single use by one atomic statement. */
export async function useRecoveryCode(tx: Tx, userId: string, hash: Buffer): Promise<boolean> {
  const { rowCount } = await tx.query(
    `update mfa_recovery_codes set used_at = now()
      where user_id = $1 and code_hash = $2 and used_at is null returning id`,
    [userId, hash],
  );
  return rowCount === 1;
}

export async function countRecoveryCodesLeft(tx: Tx, userId: string): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    'select count(*)::int as n from mfa_recovery_codes where user_id = $1 and used_at is null',
    [userId],
  );
  return rows[0]?.n ?? 0;
}

export async function removeTotp(tx: Tx, userId: string): Promise<void> {
  await tx.query('delete from mfa_recovery_codes where user_id = $1', [userId]);
  await tx.query('delete from mfa_totp where user_id = $1', [userId]);
  await tx.query('update mfa_challenges set used_at = now() where user_id = $1 and used_at is null', [
    userId,
  ]);
}
