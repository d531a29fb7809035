import type { Language, Role } from '@portal/contract';
import type { Tx } from '../../db/database';

export type LinkPurpose = 'verify_email' | 'reset_password' | 'signup';

export interface UserRow {
  id: string;
  email: string;
  role: Role;
  status: 'pending' | 'active' | 'disabled';
  first_name: string;
  last_name: string;
  language: Language;
  password_hash: string | null;
  email_verified_at: string | null;
}

export interface CurrentUserRow {
  role: Role;
  first_name: string;
  last_name: string;
  birth_date: string | null;
  has_id_card: boolean;
}

export async function findTenantName(tx: Tx): Promise<string | null> {
  const { rows } = await tx.query<{ name: string }>('select name from tenants');
  return rows[0]?.name ?? null;
}

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | null> {
  const { rows } = await tx.query<UserRow>(
    `select id, email, role, status, first_name, last_name, language, password_hash, email_verified_at
       from users where email = $1`,
    [email],
  );
  return rows[0] ?? null;
}

export async function createPendingPatient(
  tx: Tx,
  tenantId: string,
  email: string,
  language: Language,
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into users (tenant_id, email, role, status, language) values ($1, $2, 'Patient', 'pending', $3) returning id`,
    [tenantId, email, language],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('user insert returned no id');
  await tx.query('insert into patient_profiles (user_id, tenant_id) values ($1, $2)', [id, tenantId]);
  return id;
}

export async function setLanguage(tx: Tx, userId: string, language: Language): Promise<void> {
  await tx.query('update users set language = $2, updated_at = now() where id = $1', [userId, language]);
}

/** A new link of a purpose cancels the user's older unused ones of that purpose. */
export async function createLinkToken(
  tx: Tx,
  tenantId: string,
  userId: string,
  purpose: LinkPurpose,
  tokenHash: Buffer,
  ttlSeconds: number,
): Promise<void> {
  await cancelLinkTokens(tx, userId, purpose);
  await tx.query(
    `insert into link_tokens (tenant_id, user_id, purpose, token_hash, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [tenantId, userId, purpose, tokenHash, ttlSeconds],
  );
}

export async function cancelLinkTokens(tx: Tx, userId: string, purpose: LinkPurpose): Promise<void> {
  await tx.query(
    `update link_tokens set cancelled_at = now()
      where user_id = $1 and purpose = $2 and used_at is null and cancelled_at is null`,
    [userId, purpose],
  );
}

/** Single use by one atomic statement: of any number of concurrent redemptions, one row comes back. */
export async function redeemLinkToken(
  tx: Tx,
  userId: string,
  purpose: LinkPurpose,
  tokenHash: Buffer,
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `update link_tokens set used_at = now()
      where token_hash = $1 and user_id = $2 and purpose = $3
        and used_at is null and cancelled_at is null and expires_at > now()
      returning id`,
    [tokenHash, userId, purpose],
  );
  return rowCount === 1;
}

export async function markEmailVerified(tx: Tx, userId: string): Promise<void> {
  await tx.query(
    'update users set email_verified_at = coalesce(email_verified_at, now()), updated_at = now() where id = $1',
    [userId],
  );
}

export async function completeSignUp(
  tx: Tx,
  userId: string,
  p: { firstName: string; lastName: string; birthDate: string; passwordHash: string },
): Promise<void> {
  await tx.query(
    `update users set first_name = $2, last_name = $3, password_hash = $4, status = 'active',
            password_changed_at = now(), updated_at = now()
      where id = $1`,
    [userId, p.firstName, p.lastName, p.passwordHash],
  );
  await tx.query('update patient_profiles set birth_date = $2, updated_at = now() where user_id = $1', [
    userId,
    p.birthDate,
  ]);
}

/** A new password cancels every reset link and ends every session (but the one kept, if any). */
export async function setPassword(
  tx: Tx,
  userId: string,
  passwordHash: string,
  keepSessionId: string | null,
): Promise<void> {
  await tx.query(
    'update users set password_hash = $2, password_changed_at = now(), updated_at = now() where id = $1',
    [userId, passwordHash],
  );
  await cancelLinkTokens(tx, userId, 'reset_password');
  await tx.query(
    'update sessions set revoked_at = now() where user_id = $1 and revoked_at is null and id is distinct from $2',
    [userId, keepSessionId],
  );
}

export async function findCredentials(
  tx: Tx,
  userId: string,
): Promise<{ email: string; password_hash: string | null } | null> {
  const { rows } = await tx.query<{ email: string; password_hash: string | null }>(
    'select email, password_hash from users where id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

export async function createSession(
  tx: Tx,
  tenantId: string,
  userId: string,
  tokenHash: Buffer,
  absoluteHours: number,
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into sessions (tenant_id, user_id, token_hash, expires_at)
     values ($1, $2, $3, now() + make_interval(hours => $4)) returning id`,
    [tenantId, userId, tokenHash, absoluteHours],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('session insert returned no id');
  return id;
}

export async function revokeSession(tx: Tx, sessionId: string): Promise<void> {
  await tx.query('update sessions set revoked_at = now() where id = $1 and revoked_at is null', [sessionId]);
}

export async function findCurrentUser(tx: Tx, userId: string): Promise<CurrentUserRow | null> {
  const { rows } = await tx.query<CurrentUserRow>(
    `select u.role, u.first_name, u.last_name, p.birth_date::text as birth_date, coalesce(p.has_id_card, false) as has_id_card
       from users u left join patient_profiles p on p.user_id = u.id
      where u.id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}
