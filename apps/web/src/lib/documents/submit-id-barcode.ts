import type { IdDetails } from '@portal/contract';
import { http, HttpError } from '../http';

/** POST patient/documents/id/{id}/id-barcode: the ID back's barcode text, parsed and stored by the server. */
export async function submitIdBarcode(documentId: string, barcode: string): Promise<IdDetails> {
  const { endpointUrl, IdDetailsResponse } = await import('../contract');
  const body = await http(endpointUrl('submitIdBarcode', { id: documentId }), {
    method: 'POST',
    body: { Barcode: barcode },
  });
  const parsed = IdDetailsResponse.safeParse(body);
  if (!parsed.success) throw new HttpError('Unexpected answer from the server', 200);
  return parsed.data.Data;
}
