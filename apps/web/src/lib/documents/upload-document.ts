import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentKind, PatientDocument } from '@portal/contract';
import { http, HttpError } from '../http';

/**
 * POST patient/documents/{kind}: one image as multipart. The idempotency key is made once per captured
 * image, so a retry after a lost answer lands once.
 */
export async function uploadDocument(
  kind: DocumentKind,
  image: Blob,
  idempotencyKey: string,
): Promise<PatientDocument> {
  const { endpointUrl, DocumentResponse, DOCUMENT_FILE_FIELD, IDEMPOTENCY_KEY_HEADER } =
    await import('../contract');
  const form = new FormData();
  form.append(DOCUMENT_FILE_FIELD, image, `${kind}.jpg`);
  const body = await http(endpointUrl('uploadDocument', { kind }), {
    method: 'POST',
    body: form,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  const parsed = DocumentResponse.safeParse(body);
  if (!parsed.success) throw new HttpError('Unexpected answer from the server', 200);
  return parsed.data.Data;
}

/** The upload as a mutation; the header record (flags, photo) is read again afterwards. */
export function useUploadDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { kind: DocumentKind; image: Blob; idempotencyKey: string }) =>
      uploadDocument(v.kind, v.image, v.idempotencyKey),
    onSuccess: () => client.invalidateQueries({ queryKey: ['patient'] }),
  });
}
