import { z } from 'zod';
import { envelope } from './envelope';
import { TextField } from './fields';
import { KitCodeData } from './kit-template';

/**
 * SPEC.md section 2: rapidtest and a1ctest each have "one fixed test route with two fixed identifiers":
 * /rapidtest/test/{RAPID_TEST_SERVICE_ID}/{NEW_ENCOUNTER_ID}. Every tenant's rapid test and A1C test
 * services carry these ids; the fixed encounter id means "start a new encounter of this service".
 */
export const RAPID_TEST_SERVICE_ID = '7a0c1f3e-5b1d-4c59-9a57-2d6f0e9b1a01';
export const A1C_TEST_SERVICE_ID = '7a0c1f3e-5b1d-4c59-9a57-2d6f0e9b1a1c';
export const NEW_ENCOUNTER_ID = '00000000-0000-4000-8000-000000000000';

export const HealthServiceKind = z.enum(['rapid-test', 'a1c-test']);
export type HealthServiceKind = z.infer<typeof HealthServiceKind>;

/** A service a patient can start (rapid test, A1C test). */
export const HealthService = z.object({ ID: z.uuid(), Name: z.string(), Kind: HealthServiceKind });
export type HealthService = z.infer<typeof HealthService>;

export const EncounterStatus = z.enum(['started', 'completed', 'cancelled']);
export type EncounterStatus = z.infer<typeof EncounterStatus>;

/** One run of a service by the patient, as the history lists it. */
export const EncounterSummary = z.object({
  ID: z.uuid(),
  ServiceID: z.uuid(),
  ServiceName: z.string(),
  Kind: HealthServiceKind,
  Status: EncounterStatus,
  TestName: z.string().nullable(),
  Created: z.iso.datetime({ offset: true }),
});
export type EncounterSummary = z.infer<typeof EncounterSummary>;

export const HealthServicesResponse = envelope(
  z.object({ Services: z.array(HealthService), Encounters: z.array(EncounterSummary) }),
);
export type HealthServicesResponse = z.infer<typeof HealthServicesResponse>;

export const ServiceIdParams = z.object({ serviceID: z.uuid('Unknown health service') });
export const EncounterIdParams = z.object({ encounterID: z.uuid('Unknown encounter') });

/** An encounter with what the flow needs after a reload: the kit and when its wait started. */
export const Encounter = z.object({
  ID: z.uuid(),
  ServiceID: z.uuid(),
  Kind: HealthServiceKind,
  Status: EncounterStatus,
  Kit: KitCodeData.nullable(),
  TestProfileID: z.uuid().nullable(),
  TimerStartedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The server's clock when it answered, so the client counts the wait without trusting its own clock. */
  ServerNow: z.iso.datetime({ offset: true }),
});
export type Encounter = z.infer<typeof Encounter>;
export const EncounterResponse = envelope(Encounter);
export type EncounterResponse = z.infer<typeof EncounterResponse>;

/** The scanned code as the scanner decoded it (FullGS1String); the server parses and checks it itself. */
const KitCode = TextField.trim().min(1, 'Scan the code on your kit.').max(4096);

export const GtinParams = z.object({ gtin: z.string().regex(/^\d{14}$/, 'Unknown test kit') });
export const TestProfileQuery = z.object({ code: KitCode }).strict();
export const StartTimerRequest = z.object({ Code: KitCode }).strict();

export const Instruction = z.object({ Title: z.string(), ImageUrl: z.string() });
export type Instruction = z.infer<typeof Instruction>;

/** SPEC.md section 3: test profile, plus the kit's wait and optional read window. HTML is sanitised. */
export const TestProfile = z.object({
  ID: z.uuid(),
  TestName: z.string(),
  ManufactureName: z.string(),
  CustomTestName: z.string().nullable(),
  Included: z.array(z.string()),
  IncludedHTML: z.string(),
  DescriptionHTML: z.string(),
  Instructions: z.array(Instruction),
  /** Seconds from the timer's start until the result may be read. */
  WaitSeconds: z.number().int().positive(),
  /** Seconds after the wait during which the result stays valid; null when the kit sets no limit. */
  ReadWindowSeconds: z.number().int().positive().nullable(),
});
export type TestProfile = z.infer<typeof TestProfile>;
export const TestProfileResponse = envelope(TestProfile);
export type TestProfileResponse = z.infer<typeof TestProfileResponse>;
