import type { IdDetails } from '@portal/contract';
import { submitIdBarcode } from '../../../lib/documents/submit-id-barcode';
import { readIdBarcode } from './read-id-barcode';

/** Where the reading of an ID's barcode stands: reading, read (the server's details) or unreadable. */
export type IdCheck =
  { status: 'reading' } | { status: 'read'; details: IdDetails } | { status: 'unreadable' };

/**
 * Reads the barcode on the stored ID back's photo and has the server parse and keep its fields. Any
 * failure (no barcode, not an ID barcode, the server refusing it) is "unreadable": the ID stays accepted.
 */
export async function checkIdBarcode(documentId: string, photo: Blob): Promise<IdCheck> {
  const text = await readIdBarcode(photo);
  if (!text) return { status: 'unreadable' };
  try {
    return { status: 'read', details: await submitIdBarcode(documentId, text) };
  } catch {
    return { status: 'unreadable' };
  }
}
