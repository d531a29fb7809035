import { z } from 'zod';
import { envelope } from './envelope';

/** The onboarding documents a patient adds (issue 11): each side of a card is its own document. */
export const DOCUMENT_KINDS = ['selfie', 'insurance-front', 'insurance-back', 'id-front', 'id-back'] as const;
export const DocumentKind = z.enum(DOCUMENT_KINDS, 'Unknown document kind');
export type DocumentKind = z.infer<typeof DocumentKind>;

export const DocumentKindParams = z.object({ kind: DocumentKind }).strict();
export const DocumentIdParams = z.object({ id: z.uuid('Unknown document') }).strict();

/** One stored document; URL is a short-lived authorised link to the image (expires at URLExpires). */
export const PatientDocument = z.object({
  ID: z.uuid(),
  Kind: DocumentKind,
  URL: z.string(),
  URLExpires: z.iso.datetime({ offset: true }),
  Width: z.number().int().positive(),
  Height: z.number().int().positive(),
  Bytes: z.number().int().positive(),
  SHA256: z.string().regex(/^[0-9a-f]{64}$/),
  Created: z.iso.datetime({ offset: true }),
});
export type PatientDocument = z.infer<typeof PatientDocument>;

export const DocumentResponse = envelope(PatientDocument);
export type DocumentResponse = z.infer<typeof DocumentResponse>;
/** The current document of each kind the patient has added. */
export const DocumentsResponse = envelope(z.array(PatientDocument));
export type DocumentsResponse = z.infer<typeof DocumentsResponse>;

/** The multipart upload's one file field; a retried upload sends the same Idempotency-Key header. */
export const DOCUMENT_FILE_FIELD = 'file';
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
