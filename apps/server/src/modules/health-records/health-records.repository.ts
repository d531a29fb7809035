import type { HealthRecordType } from '@portal/contract';
import type { Tx } from '../../db/database';

export interface HealthRecordRow {
  id: string;
  resource_type: HealthRecordType;
  resource: Record<string, unknown>;
  source: string;
  verified: boolean | null;
  /** The trusted issuer's name (verified records only). */
  verified_issuer: string | null;
  created_at: string | Date;
}

/** Who signed the records of a signed source (a SMART Health Card), and whether that was verified. */
export interface RecordSignature {
  issuer: string;
  verified: boolean;
}

export interface NewHealthRecord {
  resourceType: HealthRecordType;
  resource: object;
}

export async function insertRecords(
  tx: Tx,
  tenantId: string,
  userId: string,
  source: string,
  records: NewHealthRecord[],
  signature: RecordSignature | null = null,
): Promise<void> {
  if (records.length === 0) return;
  // One statement for the whole import: a realistic bundle holds thousands of resources.
  const rows = records.map((r) => ({ type: r.resourceType, resource: r.resource }));
  await tx.query(
    `insert into health_records (tenant_id, user_id, resource_type, resource, source, position, issuer, verified)
     select $1, $2, e.value ->> 'type', e.value -> 'resource', $3, e.position - 1, $4, $5
       from jsonb_array_elements($6::jsonb) with ordinality as e(value, position)`,
    [tenantId, userId, source, signature?.issuer ?? null, signature?.verified ?? null, JSON.stringify(rows)],
  );
}

export async function markHasHealthRecords(tx: Tx, userId: string): Promise<void> {
  await tx.query(
    'update patient_profiles set has_health_records = true, updated_at = now() where user_id = $1',
    [userId],
  );
}

export async function listRecords(
  tx: Tx,
  userId: string,
  types: readonly HealthRecordType[],
): Promise<HealthRecordRow[]> {
  const { rows } = await tx.query<HealthRecordRow>(
    `select r.id, r.resource_type, r.resource, r.source, r.verified, r.created_at,
            case when r.verified then coalesce(i.name, r.issuer) end as verified_issuer
       from health_records r left join trusted_issuers i on i.tenant_id = r.tenant_id and i.iss = r.issuer
      where r.user_id = $1 and r.resource_type = any($2::text[]) order by r.created_at, r.position`,
    [userId, [...types]],
  );
  return rows;
}
