import type { Language } from '@portal/contract';
import type { Tx } from '../../db/database';
import { auditInsertSql, auditParams, type AuditEvent } from '../../lib/audit';

export interface PatientRow {
  email: string;
  first_name: string;
  last_name: string;
  language: Language;
  birth_date: string | null;
  athena_id: string | null;
  image_key: string | null;
  has_insurance: boolean;
  has_selfie: boolean;
  has_id_card: boolean;
  has_health_records: boolean;
}

/** Reads the patient and records the read in the audit trail, in one statement. */
export async function readPatient(
  tx: Tx,
  userId: string,
  tenantId: string,
  event: AuditEvent,
): Promise<PatientRow | null> {
  const { rows } = await tx.query<PatientRow>(
    `with logged as (${auditInsertSql(2)})
     select u.email, u.first_name, u.last_name, u.language, p.birth_date::text as birth_date, p.athena_id, p.image_key,
            p.has_insurance, p.has_selfie, p.has_id_card, p.has_health_records
       from users u join patient_profiles p on p.user_id = u.id
      where u.id = $1`,
    [userId, ...auditParams(tenantId, event)],
  );
  return rows[0] ?? null;
}

export async function updatePatient(
  tx: Tx,
  userId: string,
  p: { firstName: string; lastName: string; birthDate: string; language: Language },
): Promise<void> {
  await tx.query(
    'update users set first_name = $2, last_name = $3, language = $4, updated_at = now() where id = $1',
    [userId, p.firstName, p.lastName, p.language],
  );
  await tx.query('update patient_profiles set birth_date = $2, updated_at = now() where user_id = $1', [
    userId,
    p.birthDate,
  ]);
}
