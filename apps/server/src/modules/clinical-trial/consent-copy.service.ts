import { CONSENT_PDF_LINK_MINUTES, API_PREFIX } from '@portal/contract';
import type { Database, Tx } from '../../db/database';
import type { Session } from '../../http/authenticate';
import type { RequestContext } from '../../http/request-context';
import { audit } from '../../lib/audit';
import type { MailMessage } from '../../lib/mail/mailer';
import { notFound } from '../../lib/errors';
import { hashToken, newSecret } from '../../lib/tokens';
import { consentMail } from './consent-mail';
import { renderSignedCopy } from './consent-pdf';
import * as repo from './clinical-trial.repository';

export const CONSENT_PDF_PATH = `${API_PREFIX}/files/consent-pdf`;

async function pdfOf(row: repo.SignedCopyRow): Promise<Buffer> {
  return renderSignedCopy({
    title: row.title,
    lastUpdated: row.last_updated,
    text: row.body,
    patientName: `${row.first_name} ${row.last_name}`.trim(),
    signedAt: new Date(row.signed_at),
    version: row.document_version,
    language: row.document_language,
    documentSha256: row.document_sha256,
    signaturePng: Buffer.from(row.signature_png),
  });
}

/** The mail with the signed copy attached, built inside the signing transaction and sent after it. */
export async function signedCopyMail(
  tx: Tx,
  userId: string,
  consentId: string,
  publicUrl: string,
): Promise<MailMessage> {
  const row = await repo.signedCopy(tx, userId, consentId);
  if (!row) throw new Error('signed consent not found');
  return consentMail('signed', row.email, row.user_language, publicUrl, await pdfOf(row));
}

export async function withdrawalMail(
  tx: Tx,
  userId: string,
  consentId: string,
  publicUrl: string,
): Promise<MailMessage> {
  const row = await repo.signedCopy(tx, userId, consentId);
  if (!row) throw new Error('signed consent not found');
  return consentMail('withdrawn', row.email, row.user_language, publicUrl);
}

/** A download link that works CONSENT_PDF_LINK_MINUTES; only its hash is stored. */
export async function createPdfLink(tx: Tx, s: Session, consentId: string, ctx: RequestContext) {
  if (!(await repo.consentById(tx, s.userId, consentId))) throw notFound('Consent not found.');
  const token = newSecret();
  const expires = await repo.insertPdfLink(
    tx,
    hashToken(token),
    s.userId,
    consentId,
    CONSENT_PDF_LINK_MINUTES,
  );
  await audit(tx, s.tenantId, {
    action: 'consent.pdf-link',
    outcome: 'success',
    actorUserId: s.userId,
    actorRole: s.role,
    objectType: 'consent',
    objectId: consentId,
    client: ctx.client,
    requestId: ctx.requestId,
  });
  return { Url: `${CONSENT_PDF_PATH}/${s.tenantId}/${token}`, ExpiresAt: expires.toISOString() };
}

/** The PDF behind a live link, audited as a read by its patient; null when the link is unknown or expired. */
export async function downloadPdf(
  db: Database,
  tenantId: string,
  token: string,
  ctx: RequestContext,
): Promise<Buffer | null> {
  return db.transaction(tenantId, async (tx) => {
    const link = await repo.resolvePdfLink(tx, hashToken(token));
    if (!link) return null;
    const row = await repo.signedCopy(tx, link.user_id, link.consent_id);
    if (!row) return null;
    await audit(tx, tenantId, {
      action: 'consent.pdf.read',
      outcome: 'success',
      actorUserId: link.user_id,
      actorRole: 'Patient',
      objectType: 'consent',
      objectId: link.consent_id,
      client: ctx.client,
      requestId: ctx.requestId,
    });
    return pdfOf(row);
  });
}
