import { z } from 'zod';
import { envelope } from './envelope';
import { TextField } from './fields';

/** The raw text of the PDF417 on the back of an ID, as the browser decoded it (an AAMVA barcode is < 3 KB). */
export const ID_BARCODE_MAX_LENGTH = 3000;
export const IdBarcodeRequest = z
  .object({
    Barcode: TextField.min(1, 'The barcode is empty').max(ID_BARCODE_MAX_LENGTH, 'The barcode is too long'),
  })
  .strict();
export type IdBarcodeRequest = z.infer<typeof IdBarcodeRequest>;

/** What the patient is warned about: the ID's name or birth date differ from the profile, or it expired. */
export const ID_DETAIL_WARNINGS = ['name-differs', 'birth-date-differs', 'expired'] as const;
export const IdDetailWarning = z.enum(ID_DETAIL_WARNINGS);
export type IdDetailWarning = z.infer<typeof IdDetailWarning>;

const Day = z.iso.date();

/**
 * The fields read from an ID's barcode (AAMVA), stored with its back side. The ID number is never sent in
 * full: only its last 4 characters.
 */
export const IdDetails = z.object({
  DocumentID: z.uuid(),
  FamilyName: z.string().nullable(),
  FirstName: z.string().nullable(),
  MiddleName: z.string().nullable(),
  BirthDate: Day.nullable(),
  ExpiryDate: Day.nullable(),
  /** The last 4 characters of the ID number (fewer when it is shorter); null when the barcode has none. */
  IdNumberLast4: z.string().max(4).nullable(),
  /** State or province code, e.g. VA. */
  Jurisdiction: z.string().nullable(),
  Country: z.enum(['USA', 'CAN']).nullable(),
  Warnings: z.array(IdDetailWarning),
});
export type IdDetails = z.infer<typeof IdDetails>;
export const IdDetailsResponse = envelope(IdDetails);
export type IdDetailsResponse = z.infer<typeof IdDetailsResponse>;
