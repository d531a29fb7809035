import type { Language, SignatureStroke } from '@portal/contract';
import type { Tx } from '../../db/database';

export async function studyContent(tx: Tx, language: Language): Promise<unknown> {
  const { rows } = await tx.query<{ content: unknown }>(
    'select content from study_contents where language = $1',
    [language],
  );
  return rows[0]?.content ?? null;
}

export interface DocumentRow {
  id: string;
  language: Language;
  version: number;
  title: string;
  last_updated: string;
  body: string;
}

const DOCUMENT_COLUMNS =
  "id, language, version, title, to_char(last_updated, 'YYYY-MM-DD') as last_updated, body";

/** The newest version of the tenant's consent document in a language. */
export async function currentDocument(tx: Tx, language: Language): Promise<DocumentRow | null> {
  const { rows } = await tx.query<DocumentRow>(
    `select ${DOCUMENT_COLUMNS} from consent_documents where language = $1 order by version desc limit 1`,
    [language],
  );
  return rows[0] ?? null;
}

export async function documentById(
  tx: Tx,
  id: string,
  version: number,
  language: Language,
): Promise<DocumentRow | null> {
  const { rows } = await tx.query<DocumentRow>(
    `select ${DOCUMENT_COLUMNS} from consent_documents where id = $1 and version = $2 and language = $3`,
    [id, version, language],
  );
  return rows[0] ?? null;
}

export interface NewConsent {
  userId: string;
  document: DocumentRow;
  documentSha256: string;
  signaturePng: Buffer;
  signatureSha256: string;
  strokes: SignatureStroke[];
  typedName: string | null;
  idempotencyKey: string;
  requestSha256: string;
  client: string;
}

/** Inserts the record unless one with the same idempotency key exists; its id, or null when it existed. */
export async function insertConsent(tx: Tx, c: NewConsent): Promise<string | null> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into consent_records (tenant_id, user_id, document_id, document_version, document_language,
       document_sha256, signature_png, signature_sha256, strokes, typed_name, idempotency_key, request_sha256, client)
     values (current_setting('app.tenant_id'), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     on conflict (tenant_id, user_id, idempotency_key) do nothing returning id`,
    [
      c.userId,
      c.document.id,
      c.document.version,
      c.document.language,
      c.documentSha256,
      c.signaturePng,
      c.signatureSha256,
      JSON.stringify(c.strokes),
      c.typedName,
      c.idempotencyKey,
      c.requestSha256,
      c.client,
    ],
  );
  return rows[0]?.id ?? null;
}

export interface ConsentRow {
  id: string;
  document_id: string;
  document_title: string;
  document_version: number;
  document_language: Language;
  document_sha256: string;
  request_sha256: string;
  signed_at: Date;
  withdrawn_at: Date | null;
}

const CONSENT_SELECT = `select r.id, r.document_id, d.title as document_title, r.document_version,
    r.document_language, r.document_sha256, r.request_sha256, r.signed_at, w.withdrawn_at
  from consent_records r
  join consent_documents d on d.id = r.document_id
  left join consent_withdrawals w on w.consent_id = r.id`;

export async function consentByKey(tx: Tx, userId: string, key: string): Promise<ConsentRow | null> {
  const { rows } = await tx.query<ConsentRow>(
    `${CONSENT_SELECT} where r.user_id = $1 and r.idempotency_key = $2`,
    [userId, key],
  );
  return rows[0] ?? null;
}

/** The patient's own consent; null for another patient's (or another tenant's, which RLS hides). */
export async function consentById(tx: Tx, userId: string, id: string): Promise<ConsentRow | null> {
  const { rows } = await tx.query<ConsentRow>(`${CONSENT_SELECT} where r.user_id = $1 and r.id = $2`, [
    userId,
    id,
  ]);
  return rows[0] ?? null;
}

export async function listConsents(tx: Tx, userId: string): Promise<ConsentRow[]> {
  const { rows } = await tx.query<ConsentRow>(
    `${CONSENT_SELECT} where r.user_id = $1 order by r.signed_at desc limit 100`,
    [userId],
  );
  return rows;
}

export interface SignedCopyRow {
  title: string;
  last_updated: string;
  body: string;
  first_name: string;
  last_name: string;
  email: string;
  user_language: Language;
  signed_at: Date;
  document_version: number;
  document_language: Language;
  document_sha256: string;
  signature_png: Buffer;
}

/** Everything the patient's signed copy shows; null for another patient's consent. */
export async function signedCopy(tx: Tx, userId: string, consentId: string): Promise<SignedCopyRow | null> {
  const { rows } = await tx.query<SignedCopyRow>(
    `select d.title, to_char(d.last_updated, 'YYYY-MM-DD') as last_updated, d.body, u.first_name, u.last_name,
            u.email, u.language as user_language, r.signed_at, r.document_version, r.document_language,
            r.document_sha256, r.signature_png
       from consent_records r
       join consent_documents d on d.id = r.document_id
       join users u on u.id = r.user_id
      where r.id = $1 and r.user_id = $2`,
    [consentId, userId],
  );
  return rows[0] ?? null;
}

/** Marks the consent withdrawn once (a second withdrawal changes nothing). */
export async function withdraw(tx: Tx, consentId: string, client: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    `insert into consent_withdrawals (consent_id, tenant_id, client)
     values ($1, current_setting('app.tenant_id'), $2) on conflict (consent_id) do nothing`,
    [consentId, client],
  );
  return rowCount === 1;
}

export async function insertPdfLink(
  tx: Tx,
  tokenHash: Buffer,
  userId: string,
  consentId: string,
  minutes: number,
): Promise<Date> {
  const { rows } = await tx.query<{ expires_at: Date }>(
    `insert into consent_pdf_links (token_hash, tenant_id, user_id, consent_id, expires_at)
     values ($1, current_setting('app.tenant_id'), $2, $3, now() + make_interval(mins => $4)) returning expires_at`,
    [tokenHash, userId, consentId, minutes],
  );
  const expires = rows[0]?.expires_at;
  if (!expires) throw new Error('pdf link not stored');
  return new Date(expires);
}

/** A live download link of the transaction's tenant, or null. */
export async function resolvePdfLink(
  tx: Tx,
  tokenHash: Buffer,
): Promise<{ user_id: string; consent_id: string } | null> {
  const { rows } = await tx.query<{ user_id: string; consent_id: string }>(
    'select user_id, consent_id from consent_pdf_links where token_hash = $1 and expires_at > now()',
    [tokenHash],
  );
  return rows[0] ?? null;
}

/** The patient's newest consent that is not withdrawn. */
export async function activeConsentId(tx: Tx, userId: string): Promise<string | null> {
  const { rows } = await tx.query<{ id: string }>(
    `select r.id from consent_records r
      where r.user_id = $1 and not exists (select 1 from consent_withdrawals w where w.consent_id = r.id)
      order by r.signed_at desc limit 1`,
    [userId],
  );
  return rows[0]?.id ?? null;
}

export async function insertStudyData(
  tx: Tx,
  userId: string,
  consentId: string,
  kind: string,
  value: string,
): Promise<{ id: string; created_at: Date }> {
  const { rows } = await tx.query<{ id: string; created_at: Date }>(
    `insert into study_data (tenant_id, user_id, consent_id, kind, value)
     values (current_setting('app.tenant_id'), $1, $2, $3, $4) returning id, created_at`,
    [userId, consentId, kind, value],
  );
  const row = rows[0];
  if (!row) throw new Error('study data not stored');
  return row;
}
