import type { Tx } from '../../db/database';

export interface IdDetailsRow {
  document_id: string;
  family_name: string | null;
  first_name: string | null;
  middle_name: string | null;
  birth_date: string | null;
  expiry_date: string | null;
  id_number_last4: string | null;
  jurisdiction: string | null;
  country: 'USA' | 'CAN' | null;
}

export interface NewIdDetails {
  aamvaVersion: number;
  documentType: string;
  familyName: string | null;
  firstName: string | null;
  middleName: string | null;
  birthDate: string | null;
  expiryDate: string | null;
  issueDate: string | null;
  idNumberLast4: string | null;
  jurisdiction: string | null;
  country: string | null;
}

export interface ProfileNames {
  first_name: string;
  last_name: string;
  birth_date: string | null;
}

const COLUMNS = `document_id, family_name, first_name, middle_name, to_char(birth_date, 'YYYY-MM-DD') as birth_date,
  to_char(expiry_date, 'YYYY-MM-DD') as expiry_date, id_number_last4, jurisdiction, country`;

/** The patient's id-back document of that id, or false (another patient's, another kind, none). */
export async function isOwnIdBack(tx: Tx, userId: string, documentId: string): Promise<boolean> {
  const { rows } = await tx.query(
    `select 1 from patient_documents where user_id = $1 and id = $2 and kind = 'id-back'`,
    [userId, documentId],
  );
  return rows.length > 0;
}

/** Stores the details once per document; a second submission for the same document keeps the first. */
export async function insertDetails(
  tx: Tx,
  tenantId: string,
  userId: string,
  documentId: string,
  d: NewIdDetails,
): Promise<void> {
  await tx.query(
    `insert into id_card_details (tenant_id, user_id, document_id, aamva_version, document_type, family_name,
       first_name, middle_name, birth_date, expiry_date, issue_date, id_number_last4, jurisdiction, country)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     on conflict (tenant_id, document_id) do nothing`,
    [
      tenantId,
      userId,
      documentId,
      d.aamvaVersion,
      d.documentType,
      d.familyName,
      d.firstName,
      d.middleName,
      d.birthDate,
      d.expiryDate,
      d.issueDate,
      d.idNumberLast4,
      d.jurisdiction,
      d.country,
    ],
  );
}

export async function findDetails(tx: Tx, userId: string, documentId: string): Promise<IdDetailsRow | null> {
  const { rows } = await tx.query<IdDetailsRow>(
    `select ${COLUMNS} from id_card_details where user_id = $1 and document_id = $2`,
    [userId, documentId],
  );
  return rows[0] ?? null;
}

/** The names and birth date of the patient's profile, to compare the ID with. */
export async function profileNames(tx: Tx, userId: string): Promise<ProfileNames | null> {
  const { rows } = await tx.query<ProfileNames>(
    `select u.first_name, u.last_name, to_char(p.birth_date, 'YYYY-MM-DD') as birth_date
       from users u left join patient_profiles p on p.user_id = u.id where u.id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}
