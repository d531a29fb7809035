import { z } from 'zod';
import { envelope } from './envelope';

/** The FHIR R4 resource types a patient's imported records are kept as (issue 11 item 6). */
export const HEALTH_RECORD_TYPES = [
  'AllergyIntolerance',
  'Condition',
  'MedicationStatement',
  'MedicationRequest',
  'Immunization',
  'Observation',
] as const;
export type HealthRecordType = (typeof HEALTH_RECORD_TYPES)[number];

/** The Records pages: each kind lists the resource types it shows. */
export const HEALTH_RECORD_KINDS = {
  allergies: ['AllergyIntolerance'],
  conditions: ['Condition'],
  medications: ['MedicationStatement', 'MedicationRequest'],
  immunizations: ['Immunization'],
  results: ['Observation'],
} as const satisfies Record<string, readonly HealthRecordType[]>;
export const HealthRecordKind = z.enum(
  Object.keys(HEALTH_RECORD_KINDS) as [keyof typeof HEALTH_RECORD_KINDS],
  'Unknown record kind',
);
export type HealthRecordKind = z.infer<typeof HealthRecordKind>;
export const HealthRecordKindParams = z.object({ kind: HealthRecordKind }).strict();

/**
 * A FHIR R4 Bundle as uploaded. Only its envelope is checked here; every resource is validated on the
 * server against the FHIR R4 definitions (@medplum/core), so the resources' own fields pass through.
 */
export const FhirBundle = z
  .object(
    {
      resourceType: z.literal('Bundle', 'The file is not a FHIR Bundle.'),
      entry: z
        .array(
          z
            .object(
              { resource: z.looseObject({ resourceType: z.string() }) },
              'Every entry needs a resource.',
            )
            .loose(),
          'The bundle has no entries.',
        )
        .min(1, 'The bundle has no entries.'),
    },
    'The file is not a FHIR Bundle.',
  )
  .loose();
export type FhirBundle = z.infer<typeof FhirBundle>;
/** The import's body is any JSON: the server checks it against FhirBundle to answer with a clear message. */
export const ImportBundleRequest = z.unknown();

/**
 * The largest health-record file the import accepts (FHIR Bundle or SMART Health Card): realistic bundles
 * run to a few MB, above the API's 1 MB default; a larger file is refused with 413 before it is parsed.
 */
export const HEALTH_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** Where a stored record came from. */
export const HEALTH_RECORD_SOURCES = {
  fhirBundle: 'fhir-bundle-upload',
  smartHealthCard: 'smart-health-card',
} as const;

// A compact JWS: three base64url parts (SMART Health Cards are at most a few kB; a generous cap).
const CompactJws = z
  .string()
  .max(HEALTH_IMPORT_MAX_BYTES)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'The card is not a signed health card.');

/** A `.smart-health-card` file (or the JWS of a scanned QR code, sent in the same shape). */
export const SmartHealthCardFile = z
  .object(
    {
      verifiableCredential: z
        .array(CompactJws, 'The file is not a SMART Health Card.')
        .min(1, 'The file holds no health card.')
        .max(20, 'The file holds too many health cards.'),
    },
    'The file is not a SMART Health Card.',
  )
  .strict();
export type SmartHealthCardFile = z.infer<typeof SmartHealthCardFile>;

export const ImportResult = z.object({
  Imported: z.number().int().nonnegative(),
  /** Resources of a type the portal does not keep (e.g. Patient), left out. */
  Skipped: z.number().int().nonnegative(),
});
export const ImportResultResponse = envelope(ImportResult);
export type ImportResultResponse = z.infer<typeof ImportResultResponse>;

/** One imported card: verified against a trusted issuer's key (with its name), or not. */
export const ImportedCard = z.union([
  z.object({ Verified: z.literal(true), IssuerName: z.string() }),
  z.object({ Verified: z.literal(false) }),
]);
export type ImportedCard = z.infer<typeof ImportedCard>;
export const SmartHealthCardImportResult = ImportResult.extend({ Cards: z.array(ImportedCard) });
export const SmartHealthCardImportResponse = envelope(SmartHealthCardImportResult);
export type SmartHealthCardImportResponse = z.infer<typeof SmartHealthCardImportResponse>;

/** One stored record: the FHIR resource as imported, with where it came from. */
export const HealthRecord = z.object({
  ID: z.uuid(),
  ResourceType: z.enum(HEALTH_RECORD_TYPES),
  Resource: z.record(z.string(), z.unknown()),
  Source: z.string(),
  /**
   * A signed source (SMART Health Card): true with the trusted issuer's name when its signature was
   * verified, false when signed by a key the tenant does not trust; null for an unsigned source.
   */
  Verified: z.boolean().nullable(),
  VerifiedIssuer: z.string().nullable(),
  Imported: z.iso.datetime({ offset: true }),
});
export type HealthRecord = z.infer<typeof HealthRecord>;
export const HealthRecordsResponse = envelope(z.array(HealthRecord));
export type HealthRecordsResponse = z.infer<typeof HealthRecordsResponse>;
