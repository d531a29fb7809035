import type { Tx } from '../../db/database';
import type { AcceptedImage } from './accept-image';

export interface UploadedFileRow {
  id: string;
  object_key: string;
  sha256: string;
  bytes: number;
  width: number;
  height: number;
  format: string;
  created_at: string;
}

const COLUMNS = 'id, object_key, sha256, bytes, width, height, format, created_at';

/**
 * Records a stored image for its patient. With an idempotency key already used by this patient, nothing
 * is inserted and null comes back (the caller answers with the earlier result and drops its copy).
 */
export async function recordUpload(
  tx: Tx,
  tenantId: string,
  userId: string,
  image: AcceptedImage,
  idempotencyKey: string | null,
): Promise<UploadedFileRow | null> {
  const { rows } = await tx.query<UploadedFileRow>(
    `insert into uploaded_files (tenant_id, user_id, object_key, sha256, bytes, width, height, format, idempotency_key)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (tenant_id, user_id, idempotency_key) do nothing
     returning ${COLUMNS}`,
    [
      tenantId,
      userId,
      image.key,
      image.sha256,
      image.bytes,
      image.width,
      image.height,
      image.format,
      idempotencyKey,
    ],
  );
  return rows[0] ?? null;
}

/** The patient's file stored under this idempotency key, if any. */
export async function findByIdempotencyKey(
  tx: Tx,
  userId: string,
  key: string,
): Promise<UploadedFileRow | null> {
  const { rows } = await tx.query<UploadedFileRow>(
    `select ${COLUMNS} from uploaded_files where user_id = $1 and idempotency_key = $2`,
    [userId, key],
  );
  return rows[0] ?? null;
}

/** One of the patient's files by id; null for another patient's or tenant's (RLS and the user filter). */
export async function findUpload(tx: Tx, userId: string, id: string): Promise<UploadedFileRow | null> {
  const { rows } = await tx.query<UploadedFileRow>(
    `select ${COLUMNS} from uploaded_files where user_id = $1 and id = $2`,
    [userId, id],
  );
  return rows[0] ?? null;
}
