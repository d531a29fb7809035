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

/** The manual-upload path: the browser PUTs the image straight to the store, then asks the server to take it. */
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PresignDocumentRequest = z.object({ ContentType: z.enum(UPLOAD_CONTENT_TYPES) }).strict();
export type PresignDocumentRequest = z.infer<typeof PresignDocumentRequest>;
export const PresignedUpload = z.object({
  UploadID: z.uuid(),
  /** PUT the image here with the Content-Type given in Headers, before Expires. */
  URL: z.string(),
  Method: z.literal('PUT'),
  Headers: z.record(z.string(), z.string()),
  Expires: z.iso.datetime({ offset: true }),
});
export type PresignedUpload = z.infer<typeof PresignedUpload>;
export const PresignDocumentResponse = envelope(PresignedUpload);
/** After the PUT: the server checks and re-encodes the image like a multipart upload. */
export const CompleteDocumentRequest = z.object({ UploadID: z.uuid('Unknown upload') }).strict();
export type CompleteDocumentRequest = z.infer<typeof CompleteDocumentRequest>;
