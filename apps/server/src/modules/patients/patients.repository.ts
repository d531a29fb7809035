import type { Language, Role } from '@portal/contract';
import type { Database, SessionRow, Tx } from '../../db/database';

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

const PATIENT_COLUMNS = `r.email, r.first_name, r.last_name, r.language, r.birth_date, r.athena_id, r.image_key,
  r.has_insurance, r.has_selfie, r.has_id_card, r.has_health_records`;

/** Who reads, for the audit event that patient_record() writes (migration 002). */
export interface ReadAudit {
  action: string;
  client: string;
  requestId: string;
}

/** Reads the patient inside an open transaction; patient_record() writes the audit event. */
export async function readPatient(
  tx: Tx,
  userId: string,
  role: Role,
  audit: ReadAudit,
): Promise<PatientRow | null> {
  const { rows } = await tx.query<PatientRow>(
    `select ${PATIENT_COLUMNS} from patient_record($1, $2, $3, $4, $5) r`,
    [userId, role, audit.action, audit.client, audit.requestId],
  );
  return rows[0] ?? null;
}

export type SessionPatientRow = SessionRow & { [K in keyof PatientRow]: PatientRow[K] | null };

/**
 * Resolves the bearer token and reads its patient in one statement (one round trip). No row: no live
 * session. A row with null patient columns: the session's role may not read, or the patient is gone.
 */
export async function readPatientBySession(
  db: Database,
  tokenHash: Buffer,
  idleMinutes: number,
  audit: ReadAudit,
): Promise<SessionPatientRow | null> {
  const { rows } = await db.statement<SessionPatientRow>(
    `select s.session_id, s.tenant_id, s.user_id, s.role, ${PATIENT_COLUMNS}
       from auth_session($1, $2) s
       left join lateral patient_record(s.user_id, s.role, $3, $4, $5) r on true`,
    [tokenHash, idleMinutes, audit.action, audit.client, audit.requestId],
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
