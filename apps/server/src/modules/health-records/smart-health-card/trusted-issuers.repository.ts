import type { JWK } from 'jose';
import type { Tx } from '../../../db/database';
import type { TrustedIssuer } from './verify-card';

/** The tenant's trusted issuer of that `iss` (the transaction's tenant, by row-level security), or null. */
export async function findTrustedIssuer(tx: Tx, iss: string): Promise<TrustedIssuer | null> {
  const { rows } = await tx.query<{ iss: string; name: string; jwks: { keys?: unknown } }>(
    'select iss, name, jwks from trusted_issuers where iss = $1',
    [iss],
  );
  const row = rows[0];
  if (!row) return null;
  const keys = Array.isArray(row.jwks.keys) ? (row.jwks.keys as JWK[]) : [];
  return { iss: row.iss, name: row.name, keys };
}

/** Trusts an issuer's public keys for the tenant; the same `iss` again replaces its name and keys. */
export async function upsertTrustedIssuer(tx: Tx, tenantId: string, issuer: TrustedIssuer): Promise<void> {
  await tx.query(
    `insert into trusted_issuers (tenant_id, iss, name, jwks) values ($1, $2, $3, $4::jsonb)
     on conflict (tenant_id, iss) do update set name = excluded.name, jwks = excluded.jwks`,
    [tenantId, issuer.iss, issuer.name, JSON.stringify({ keys: issuer.keys })],
  );
}
