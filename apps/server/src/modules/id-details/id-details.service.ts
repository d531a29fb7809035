import type { IdDetails } from '@portal/contract';
import type { Tx } from '../../db/database';
import type { Session } from '../../http/authenticate';
import type { RequestContext } from '../../http/request-context';
import { audit } from '../../lib/audit';
import { notFound, refusal } from '../../lib/errors';
import { AamvaError, parseAamva } from './aamva-parser';
import * as repo from './id-details.repository';
import { idWarnings } from './id-warnings';

const NOT_FOUND = 'Document not found.';

const auditEvent = (s: Session, ctx: RequestContext, action: string, objectId: string) => ({
  action,
  actorUserId: s.userId,
  actorRole: s.role,
  objectType: 'patient_document',
  objectId,
  client: ctx.client,
  requestId: ctx.requestId,
});

const lastFour = (idNumber: string | null) => (idNumber ? idNumber.slice(-4) : null);

async function toDetails(tx: Tx, s: Session, row: repo.IdDetailsRow, today: string): Promise<IdDetails> {
  const profile = await repo.profileNames(tx, s.userId);
  const warnings = profile
    ? idWarnings(
        {
          familyName: row.family_name,
          firstName: row.first_name,
          birthDate: row.birth_date,
          expiryDate: row.expiry_date,
        },
        { firstName: profile.first_name, lastName: profile.last_name, birthDate: profile.birth_date },
        today,
      )
    : [];
  return {
    DocumentID: row.document_id,
    FamilyName: row.family_name,
    FirstName: row.first_name,
    MiddleName: row.middle_name,
    BirthDate: row.birth_date,
    ExpiryDate: row.expiry_date,
    IdNumberLast4: row.id_number_last4,
    Jurisdiction: row.jurisdiction,
    Country: row.country,
    Warnings: warnings,
  };
}

/**
 * Parses the barcode text of the patient's own id-back document and stores its fields with it (the ID
 * number's last 4 only). Another patient's document, or one of another kind, is a 404; text that is not an
 * AAMVA barcode is a 400 and stores nothing. The barcode text itself is neither stored nor logged.
 */
export async function submitIdBarcode(
  tx: Tx,
  s: Session,
  documentId: string,
  barcode: string,
  ctx: RequestContext,
  today: string,
): Promise<IdDetails> {
  if (!(await repo.isOwnIdBack(tx, s.userId, documentId))) throw notFound(NOT_FOUND);
  let id;
  try {
    id = parseAamva(barcode);
  } catch (err) {
    if (err instanceof AamvaError) throw refusal(400, 'ID_BARCODE_UNREADABLE');
    throw err;
  }
  await repo.insertDetails(tx, s.tenantId, s.userId, documentId, {
    aamvaVersion: id.version,
    documentType: id.documentType,
    familyName: id.familyName,
    firstName: id.firstName,
    middleName: id.middleName,
    birthDate: id.birthDate,
    expiryDate: id.expiryDate,
    issueDate: id.issueDate,
    idNumberLast4: lastFour(id.idNumber),
    jurisdiction: id.jurisdiction,
    country: id.country,
  });
  await audit(tx, s.tenantId, {
    ...auditEvent(s, ctx, 'document.id-details.write', documentId),
    outcome: 'success',
  });
  const row = await repo.findDetails(tx, s.userId, documentId);
  if (!row) throw new Error('id details insert left no row');
  return toDetails(tx, s, row, today);
}

/** The stored details of the patient's own id-back document; 404 when there are none. */
export async function getIdDetails(
  tx: Tx,
  s: Session,
  documentId: string,
  ctx: RequestContext,
  today: string,
): Promise<IdDetails> {
  const row = await repo.findDetails(tx, s.userId, documentId);
  if (!row) throw notFound('No ID details for this document.');
  await audit(tx, s.tenantId, {
    ...auditEvent(s, ctx, 'document.id-details.read', documentId),
    outcome: 'success',
  });
  return toDetails(tx, s, row, today);
}
