import type { DocumentKind } from '@portal/contract';
import type { Tx } from '../../db/database';

export interface DocumentRow {
  id: string;
  kind: DocumentKind;
  created_at: string;
  object_key: string;
  sha256: string;
  bytes: number;
  width: number;
  height: number;
}

const SELECT = `select d.id, d.kind, d.created_at, f.object_key, f.sha256, f.bytes, f.width, f.height
  from patient_documents d join uploaded_files f on f.id = d.file_id`;

/**
 * Takes the patient's profile row lock first, so concurrent uploads of one patient each see the others'
 * documents when the flags are recomputed (READ COMMITTED takes a fresh snapshot per statement).
 */
export async function lockPatient(tx: Tx, userId: string): Promise<void> {
  await tx.query('select 1 from patient_profiles where user_id = $1 for update', [userId]);
}

export async function insertDocument(
  tx: Tx,
  tenantId: string,
  userId: string,
  kind: DocumentKind,
  fileId: string,
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into patient_documents (tenant_id, user_id, kind, file_id, created_at)
     values ($1, $2, $3, $4, clock_timestamp()) returning id`,
    [tenantId, userId, kind, fileId],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('document insert returned no row');
  return id;
}

/** Sets HasSelfie, HasInsurance (both sides), HasIDCard (both sides) and the photo from the documents. */
export async function refreshPatientFlags(tx: Tx, userId: string): Promise<void> {
  await tx.query(
    `with d as (select kind from patient_documents where user_id = $1)
     update patient_profiles p set
       has_selfie = exists (select 1 from d where kind = 'selfie'),
       has_insurance = exists (select 1 from d where kind = 'insurance-front')
                   and exists (select 1 from d where kind = 'insurance-back'),
       has_id_card = exists (select 1 from d where kind = 'id-front') and exists (select 1 from d where kind = 'id-back'),
       image_key = coalesce((
         select f.object_key from patient_documents x join uploaded_files f on f.id = x.file_id
          where x.user_id = $1 and x.kind = 'selfie' order by x.created_at desc, x.id limit 1), p.image_key),
       updated_at = now()
     where p.user_id = $1`,
    [userId],
  );
}

export async function findDocument(tx: Tx, userId: string, id: string): Promise<DocumentRow | null> {
  const { rows } = await tx.query<DocumentRow>(`${SELECT} where d.user_id = $1 and d.id = $2`, [userId, id]);
  return rows[0] ?? null;
}

export async function findDocumentByFile(
  tx: Tx,
  userId: string,
  fileId: string,
): Promise<DocumentRow | null> {
  const { rows } = await tx.query<DocumentRow>(`${SELECT} where d.user_id = $1 and d.file_id = $2`, [
    userId,
    fileId,
  ]);
  return rows[0] ?? null;
}

/** The newest document of each kind. */
export async function listCurrent(tx: Tx, userId: string): Promise<DocumentRow[]> {
  const { rows } = await tx.query<DocumentRow>(
    `select distinct on (d.kind) d.id, d.kind, d.created_at, f.object_key, f.sha256, f.bytes, f.width, f.height
       from patient_documents d join uploaded_files f on f.id = d.file_id
      where d.user_id = $1 order by d.kind, d.created_at desc, d.id`,
    [userId],
  );
  return rows;
}
