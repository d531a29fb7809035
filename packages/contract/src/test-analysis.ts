import { z } from 'zod';
import { envelope } from './envelope';
import { TextField } from './fields';
import { A1cReading, Analyte, KitTemplate, QualityFlag, ResultValue } from './kit-template';
import { HealthServiceKind } from './rapid-test';

/**
 * The cassette camera (step 6) and the automatic reading of its photo (SPEC.md sections 2, 4, 7, 8).
 *
 * The camera page runs on its own origin (CAMERA_ORIGIN) and cannot see the app's session, so the app asks
 * for a short-lived, single-use upload ticket bound to the encounter and hands it to the frame by
 * postMessage; the frame uploads the photo with the ticket and posts back the stored photo's key (FileID),
 * which the app then submits for analysis.
 */
export const CAMERA_PAGE_PATH = '/capture/camera';

export const TestPhotoTicketRequest = z.object({ EncounterID: z.uuid('Unknown encounter') }).strict();
export type TestPhotoTicketRequest = z.infer<typeof TestPhotoTicketRequest>;

export const TestPhotoTicket = z.object({
  /** Opaque; sent back by the camera page in the `X-Capture-Ticket` header. Never logged. */
  Ticket: z.string().min(32),
  ExpiresAt: z.iso.datetime({ offset: true }),
  /** The kit's reader template: the camera page draws its guide and runs the live check from it. */
  Template: KitTemplate,
});
export type TestPhotoTicket = z.infer<typeof TestPhotoTicket>;
export const TestPhotoTicketResponse = envelope(TestPhotoTicket);
export type TestPhotoTicketResponse = z.infer<typeof TestPhotoTicketResponse>;

/** Header that carries the ticket on the camera page's upload (multipart, one `file` part). */
export const CAPTURE_TICKET_HEADER = 'x-capture-ticket';

export const TestPhoto = z.object({ FileID: z.uuid(), Sha256: z.string().regex(/^[0-9a-f]{64}$/) });
export type TestPhoto = z.infer<typeof TestPhoto>;
export const TestPhotoResponse = envelope(TestPhoto);
export type TestPhotoResponse = z.infer<typeof TestPhotoResponse>;

/** App -> camera frame, after the frame said it is ready (explicit target origin CAMERA_ORIGIN). */
export const CAMERA_INIT_MESSAGE_TYPE = 'portal.camera.init';
export const CameraInitMessage = z
  .object({
    type: z.literal(CAMERA_INIT_MESSAGE_TYPE),
    ticket: z.string().min(32),
    template: KitTemplate,
    language: z.enum(['en', 'es', 'de']),
  })
  .strict();
export type CameraInitMessage = z.infer<typeof CameraInitMessage>;

/** Camera frame -> app: the frame has loaded and waits for its init message. */
export const CAMERA_READY_MESSAGE_TYPE = 'portal.camera.ready';
export const CameraReadyMessage = z.object({ type: z.literal(CAMERA_READY_MESSAGE_TYPE) }).strict();
export type CameraReadyMessage = z.infer<typeof CameraReadyMessage>;

/** Camera frame -> app: the photo is stored; `key` is its FileID. A message without a key is ignored. */
export const CAMERA_UPLOAD_MESSAGE_TYPE = 'portal.camera.upload';
export const CameraUploadMessage = z
  .object({ type: z.literal(CAMERA_UPLOAD_MESSAGE_TYPE), key: z.uuid() })
  .strict();
export type CameraUploadMessage = z.infer<typeof CameraUploadMessage>;

/** SPEC.md section 7: POST patient/test/rapid, or patient/test/a1c when the test name contains a1c. */
export const AnalyzeTestRequest = z
  .object({
    FileID: z.uuid('Take a photo of your test first.'),
    GTINID: z.string().regex(/^\d{14}$/, 'Unknown test kit'),
    HealthServiceID: z.uuid('Unknown health service'),
    TestProfileID: z.uuid('Unknown test kit'),
    EncounterID: z.uuid('Unknown encounter'),
    LotNumber: TextField.trim().max(20),
  })
  .strict();
export type AnalyzeTestRequest = z.infer<typeof AnalyzeTestRequest>;

export const AnalysisStatus = z.enum(['in-progress', 'completed', 'failed']);
export type AnalysisStatus = z.infer<typeof AnalysisStatus>;

/** SPEC.md section 3: one result of an inference. IN PROGRESS while the reading job has not finished. */
export const InferenceResult = z.object({
  Analyte,
  Result: ResultValue,
  /** LOINC code of the analyte (READER.md), for display and export. */
  Loinc: z.string().nullable(),
});
export type InferenceResult = z.infer<typeof InferenceResult>;

/**
 * SPEC.md section 3: inference response (Reason, Results), with the analysis id to poll, its status, the
 * A1C value when the kit is an analyzer, and why it failed. `Reason` is the plain-language reason of a
 * refusal (from the reader's quality flag) or null; `Failure.Message` is one of SPEC.md section 8's
 * internal messages (We could not recognize this Rapid Test / ... A1C Test / Error analyzing image).
 */
export const Inference = z.object({
  ID: z.uuid(),
  EncounterID: z.uuid(),
  Status: AnalysisStatus,
  Reason: z.string().nullable(),
  Results: z.array(InferenceResult),
  A1c: A1cReading.nullable(),
  Failure: z.object({ Message: z.string(), Flags: z.array(QualityFlag) }).nullable(),
});
export type Inference = z.infer<typeof Inference>;
export const InferenceResponse = envelope(Inference);
export type InferenceResponse = z.infer<typeof InferenceResponse>;

export const AnalysisIdParams = z.object({ analysisID: z.uuid('Unknown test result') });

/** A completed test as the results screen, the Records results page and the A1C chart show it. */
export const TestResult = z.object({
  ID: z.uuid(),
  EncounterID: z.uuid(),
  Kind: HealthServiceKind,
  Status: AnalysisStatus,
  TestName: z.string(),
  CustomTestName: z.string().nullable(),
  ManufactureName: z.string(),
  Results: z.array(InferenceResult),
  A1c: A1cReading.nullable(),
  Reason: z.string().nullable(),
  /** When the encounter (the order of this test) was created. */
  OrderDate: z.iso.datetime({ offset: true }),
  Completed: z.iso.datetime({ offset: true }).nullable(),
  Proctored: z.boolean(),
});
export type TestResult = z.infer<typeof TestResult>;

export const TestResultsResponse = envelope(z.array(TestResult));
export type TestResultsResponse = z.infer<typeof TestResultsResponse>;

/** One result with a short-lived authorised link to its photo (OBJECT_LINK_TTL_SECONDS). */
export const TestResultDetail = TestResult.extend({ PhotoURL: z.string().nullable() });
export type TestResultDetail = z.infer<typeof TestResultDetail>;
export const TestResultDetailResponse = envelope(TestResultDetail);
export type TestResultDetailResponse = z.infer<typeof TestResultDetailResponse>;
