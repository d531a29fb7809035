import { createHash } from 'node:crypto';
import {
  EMPTY_SIGNATURE_MESSAGE,
  StudyContent,
  type ConsentDocument,
  type ConsentRecord,
  type Language,
  type SubmitConsentRequest,
} from '@portal/contract';
import type { Tx } from '../../db/database';
import type { Session } from '../../http/authenticate';
import type { RequestContext } from '../../http/request-context';
import { audit } from '../../lib/audit';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import * as repo from './clinical-trial.repository';
import { reencodeSignature } from './signature-image';

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** The Idempotency-Key header: required on a consent submission, 8 to 128 URL-safe characters. */
export function idempotencyKey(header: string | string[] | undefined): string {
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw badRequest('An Idempotency-Key header (8 to 128 letters, digits, - or _) is required.');
  }
  return header;
}

export async function getStudy(tx: Tx, language: Language): Promise<StudyContent> {
  const content = await repo.studyContent(tx, language);
  if (!content) throw notFound('This organisation runs no research study.');
  return StudyContent.parse(content);
}

const toDocument = (d: repo.DocumentRow): ConsentDocument => ({
  ID: d.id,
  Version: d.version,
  Language: d.language,
  Title: d.title,
  LastUpdated: d.last_updated,
  Text: d.body,
  Sha256: sha256(d.body),
});

export async function getConsentDocument(tx: Tx, language: Language): Promise<ConsentDocument> {
  const doc = await repo.currentDocument(tx, language);
  if (!doc) throw notFound('This organisation has no consent document.');
  return toDocument(doc);
}

const toRecord = (r: repo.ConsentRow): ConsentRecord => ({
  ID: r.id,
  DocumentID: r.document_id,
  DocumentTitle: r.document_title,
  Version: r.document_version,
  Language: r.document_language,
  DocumentSha256: r.document_sha256,
  SignedAt: new Date(r.signed_at).toISOString(),
  State: r.withdrawn_at ? 'withdrawn' : 'active',
  WithdrawnAt: r.withdrawn_at ? new Date(r.withdrawn_at).toISOString() : null,
});

const isEmpty = (body: SubmitConsentRequest) =>
  body.TypedName === undefined && body.Strokes.every((s) => s.points.length === 0);

/**
 * Stores one immutable signed consent. A retry with the same Idempotency-Key and the same body answers
 * the first record; the same key with another body is refused (409).
 */
export async function submitConsent(
  tx: Tx,
  s: Session,
  key: string,
  body: SubmitConsentRequest,
  ctx: RequestContext,
): Promise<ConsentRecord & { isNew?: true }> {
  const requestSha256 = sha256(JSON.stringify(body));
  const earlier = await repo.consentByKey(tx, s.userId, key);
  if (earlier) return replay(earlier, requestSha256);
  if (isEmpty(body)) throw badRequest(EMPTY_SIGNATURE_MESSAGE);
  const document = await repo.documentById(tx, body.DocumentID, body.Version, body.Language);
  if (!document) throw notFound('Consent document not found.');
  const image = await reencodeSignature(body.SignaturePng);
  const id = await repo.insertConsent(tx, {
    userId: s.userId,
    document,
    documentSha256: sha256(document.body),
    signaturePng: image.png,
    signatureSha256: image.sha256,
    strokes: body.Strokes,
    typedName: body.TypedName ?? null,
    idempotencyKey: key,
    requestSha256,
    client: ctx.client,
  });
  // A concurrent request with the same key won the insert: answer its record.
  const row = id ? await repo.consentById(tx, s.userId, id) : await repo.consentByKey(tx, s.userId, key);
  if (!row) throw new Error('consent record vanished');
  if (!id) return replay(row, requestSha256);
  await audit(tx, s.tenantId, {
    action: 'consent.sign',
    outcome: 'success',
    actorUserId: s.userId,
    actorRole: s.role,
    objectType: 'consent',
    objectId: row.id,
    client: ctx.client,
    requestId: ctx.requestId,
  });
  return { ...toRecord(row), isNew: true };
}

function replay(row: repo.ConsentRow, requestSha256: string): ConsentRecord {
  if (row.request_sha256 !== requestSha256) {
    throw new HttpError(409, 'This Idempotency-Key was already used for another submission.');
  }
  return toRecord(row);
}

async function auditRead(tx: Tx, s: Session, ctx: RequestContext, objectId?: string) {
  await audit(tx, s.tenantId, {
    action: 'consent.read',
    outcome: 'success',
    actorUserId: s.userId,
    actorRole: s.role,
    objectType: 'consent',
    ...(objectId ? { objectId } : {}),
    client: ctx.client,
    requestId: ctx.requestId,
  });
}

export async function listConsents(tx: Tx, s: Session, ctx: RequestContext): Promise<ConsentRecord[]> {
  await auditRead(tx, s, ctx);
  return (await repo.listConsents(tx, s.userId)).map(toRecord);
}

export async function getConsent(
  tx: Tx,
  s: Session,
  id: string,
  ctx: RequestContext,
): Promise<ConsentRecord> {
  const row = await repo.consentById(tx, s.userId, id);
  if (!row) throw notFound('Consent not found.');
  await auditRead(tx, s, ctx, id);
  return toRecord(row);
}

/** Marks the patient's own consent withdrawn (once); the record itself never changes. */
export async function withdrawConsent(
  tx: Tx,
  s: Session,
  id: string,
  ctx: RequestContext,
): Promise<{ record: ConsentRecord; changed: boolean }> {
  if (!(await repo.consentById(tx, s.userId, id))) throw notFound('Consent not found.');
  const changed = await repo.withdraw(tx, id, ctx.client);
  await audit(tx, s.tenantId, {
    action: 'consent.withdraw',
    outcome: 'success',
    actorUserId: s.userId,
    actorRole: s.role,
    objectType: 'consent',
    objectId: id,
    client: ctx.client,
    requestId: ctx.requestId,
  });
  const row = await repo.consentById(tx, s.userId, id);
  if (!row) throw notFound('Consent not found.');
  return { record: toRecord(row), changed };
}
