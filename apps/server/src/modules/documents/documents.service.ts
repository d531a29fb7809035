import { randomUUID } from 'node:crypto';
import type {
  DocumentKind,
  PatientDocument,
  PresignDocumentRequest,
  PresignedUpload,
} from '@portal/contract';
import type { Tx } from '../../db/database';
import type { Session } from '../../http/authenticate';
import type { RequestContext } from '../../http/request-context';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import type { ImageLinker } from '../../lib/object-store/image-links';
import { incomingObjectKey, patientObjectKey, type ObjectStore } from '../../lib/object-store/object-store';
import {
  acceptStoredObject,
  type AcceptedImage,
  type ImageDestination,
} from '../../lib/uploads/accept-image';
import { findByIdempotencyKey, recordUpload } from '../../lib/uploads/uploads.repository';
import * as repo from './documents.repository';

export interface DocumentDeps {
  /** Runs `fn` in one transaction of the session's tenant. */
  run: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
  store: ObjectStore;
  link: ImageLinker;
  /** How long a presigned PUT stays valid. */
  putTtlSeconds: number;
}

const iso = (d: string | Date) => new Date(d).toISOString();

async function toDocument(row: repo.DocumentRow, link: ImageLinker): Promise<PatientDocument> {
  const { url, expires } = await link(row.object_key);
  return {
    ID: row.id,
    Kind: row.kind,
    URL: url,
    URLExpires: expires.toISOString(),
    Width: row.width,
    Height: row.height,
    Bytes: row.bytes,
    SHA256: row.sha256,
    Created: iso(row.created_at),
  };
}

const auditEvent = (s: Session, ctx: RequestContext, action: string, objectId?: string) => ({
  action,
  actorUserId: s.userId,
  actorRole: s.role,
  objectType: 'patient_document',
  ...(objectId ? { objectId } : {}),
  client: ctx.client,
  requestId: ctx.requestId,
});

/** The document an earlier upload with this idempotency key produced, if any. */
async function earlierResult(tx: Tx, s: Session, key: string): Promise<repo.DocumentRow | null> {
  const file = await findByIdempotencyKey(tx, s.userId, key);
  return file ? repo.findDocumentByFile(tx, s.userId, file.id) : null;
}

/** Records the stored image as the patient's document; null when the idempotency key won elsewhere. */
async function recordDocument(
  tx: Tx,
  s: Session,
  kind: DocumentKind,
  image: AcceptedImage,
  idempotencyKey: string | null,
  ctx: RequestContext,
): Promise<repo.DocumentRow | null> {
  await repo.lockPatient(tx, s.userId);
  const file = await recordUpload(tx, s.tenantId, s.userId, image, idempotencyKey);
  if (!file) return null;
  const id = await repo.insertDocument(tx, s.tenantId, s.userId, kind, file.id);
  await repo.refreshPatientFlags(tx, s.userId);
  await audit(tx, s.tenantId, { ...auditEvent(s, ctx, `document.upload.${kind}`, id), outcome: 'success' });
  return repo.findDocument(tx, s.userId, id);
}

/**
 * Receives one image into a new server-made key and records it. A retry with the same idempotency key
 * returns the first result and keeps no second copy; a refused file is audited and stores nothing.
 */
export async function uploadDocument(
  deps: DocumentDeps,
  s: Session,
  kind: DocumentKind,
  idempotencyKey: string | null,
  ctx: RequestContext,
  receive: (dest: ImageDestination) => Promise<AcceptedImage>,
): Promise<PatientDocument> {
  if (idempotencyKey) {
    const earlier = await deps.run((tx) => earlierResult(tx, s, idempotencyKey));
    if (earlier) return toDocument(earlier, deps.link);
  }
  const key = patientObjectKey(s.tenantId, s.userId, randomUUID());
  let image: AcceptedImage;
  try {
    image = await receive({ store: deps.store, key });
  } catch (err) {
    await deps.run((tx) =>
      audit(tx, s.tenantId, { ...auditEvent(s, ctx, `document.upload.${kind}`), outcome: 'failure' }),
    );
    throw err;
  }
  let row: repo.DocumentRow | null;
  try {
    row = await deps.run((tx) => recordDocument(tx, s, kind, image, idempotencyKey, ctx));
  } catch (err) {
    await deps.store.delete(key);
    throw err;
  }
  if (row) return toDocument(row, deps.link);
  await deps.store.delete(key);
  const earlier = idempotencyKey ? await deps.run((tx) => earlierResult(tx, s, idempotencyKey)) : null;
  if (!earlier) throw new Error('idempotent upload conflict without an earlier document');
  return toDocument(earlier, deps.link);
}

export async function listDocuments(
  tx: Tx,
  s: Session,
  link: ImageLinker,
  ctx: RequestContext,
): Promise<PatientDocument[]> {
  const rows = await repo.listCurrent(tx, s.userId);
  await audit(tx, s.tenantId, { ...auditEvent(s, ctx, 'document.list.read'), outcome: 'success' });
  return Promise.all(rows.map((r) => toDocument(r, link)));
}

export async function getDocument(
  tx: Tx,
  s: Session,
  id: string,
  link: ImageLinker,
  ctx: RequestContext,
): Promise<PatientDocument> {
  const row = await repo.findDocument(tx, s.userId, id);
  if (!row) throw notFound('Document not found.');
  await audit(tx, s.tenantId, { ...auditEvent(s, ctx, 'document.read', id), outcome: 'success' });
  return toDocument(row, link);
}

/** The manual-upload path, step 1: a presigned PUT for one image into the patient's incoming area. */
export async function presignDocument(
  deps: DocumentDeps,
  s: Session,
  kind: DocumentKind,
  input: PresignDocumentRequest,
  ctx: RequestContext,
): Promise<PresignedUpload> {
  const uploadId = randomUUID();
  const key = incomingObjectKey(s.tenantId, s.userId, uploadId);
  const url = await deps.store.presignedPutUrl(key, input.ContentType, deps.putTtlSeconds);
  await deps.run((tx) =>
    audit(tx, s.tenantId, { ...auditEvent(s, ctx, `document.presign.${kind}`), outcome: 'success' }),
  );
  return {
    UploadID: uploadId,
    URL: url,
    Method: 'PUT',
    Headers: { 'Content-Type': input.ContentType },
    Expires: new Date(Date.now() + deps.putTtlSeconds * 1000).toISOString(),
  };
}

/**
 * Step 2: the object the browser PUT is checked and re-encoded exactly like a multipart upload, then
 * recorded; the raw upload is removed either way. Only the caller's own incoming area is looked at.
 */
export function completeDocument(
  deps: DocumentDeps,
  s: Session,
  kind: DocumentKind,
  uploadId: string,
  idempotencyKey: string | null,
  ctx: RequestContext,
): Promise<PatientDocument> {
  const incoming = incomingObjectKey(s.tenantId, s.userId, uploadId);
  return uploadDocument(deps, s, kind, idempotencyKey, ctx, async (dest) => {
    const image = await acceptStoredObject(incoming, dest);
    if (!image) throw notFound('Upload not found.');
    return image;
  });
}
