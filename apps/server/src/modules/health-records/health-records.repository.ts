import type { HealthRecordType } from '@portal/contract';
import type { Tx } from '../../db/database';

export interface HealthRecordRow {
  id: string;
  resource_type: HealthRecordType;
  resource: Record<string, unknown>;
  source: string;
  created_at: string | Date;
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
): Promise<void> {
  for (const [position, r] of records.entries()) {
    await tx.query(
      `insert into health_records (tenant_id, user_id, resource_type, resource, source, position)
       values ($1, $2, $3, $4::jsonb, $5, $6)`,
      [tenantId, userId, r.resourceType, JSON.stringify(r.resource), source, position],
    );
  }
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
    `select id, resource_type, resource, source, created_at from health_records
      where user_id = $1 and resource_type = any($2::text[]) order by created_at, position`,
    [userId, [...types]],
  );
  return rows;
}
