import { z } from 'zod';
import {
  SIGNATURE_AREA_HEIGHT,
  SIGNATURE_AREA_WIDTH,
  SIGNATURE_PEN_COLOR,
  SIGNATURE_PEN_MAX_WIDTH,
  SIGNATURE_PEN_MIN_WIDTH,
} from './constants';
import { envelope } from './envelope';
import { IsoDateField, LanguageField } from './fields';

export const StudyLanguageParams = z.object({ language: LanguageField }).strict();

/** One titled block of a study step: paragraphs, then an optional bullet list. */
export const StudySection = z.object({
  Heading: z.string(),
  Paragraphs: z.array(z.string()),
  Bullets: z.array(z.string()),
});
export type StudySection = z.infer<typeof StudySection>;

/** SPEC.md section 2: the research study's steps 0 to 3 (Invitation, Let's Get Started, Data Gathering, Privacy is Key). */
export const StudyStep = z.object({
  Title: z.string(),
  Intro: z.string(),
  Sections: z.array(StudySection),
});
export type StudyStep = z.infer<typeof StudyStep>;

export const StudyContent = z.object({
  Language: LanguageField,
  Steps: z.array(StudyStep).length(4),
});
export type StudyContent = z.infer<typeof StudyContent>;
export const StudyContentResponse = envelope(StudyContent);

/** The tenant's current Informed Consent document in one language; Sha256 is of the exact Text (UTF-8), hex. */
export const ConsentDocument = z.object({
  ID: z.uuid(),
  Version: z.number().int().positive(),
  Language: LanguageField,
  Title: z.string(),
  LastUpdated: IsoDateField,
  Text: z.string(),
  Sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ConsentDocument = z.infer<typeof ConsentDocument>;
export const ConsentDocumentResponse = envelope(ConsentDocument);

/** SPEC.md section 3: a point of a stroke, in CSS pixels of the 400x200 area; time in ms since the epoch. */
export const SignaturePoint = z
  .object({
    x: z
      .number()
      .min(-SIGNATURE_AREA_WIDTH)
      .max(SIGNATURE_AREA_WIDTH * 2),
    y: z
      .number()
      .min(-SIGNATURE_AREA_HEIGHT)
      .max(SIGNATURE_AREA_HEIGHT * 2),
    pressure: z.number().min(0).max(1),
    time: z.number().int().nonnegative(),
  })
  .strict();

/** SPEC.md section 3: the pen is always width 1 to 3, black. */
export const SignaturePen = z
  .object({
    minWidth: z.literal(SIGNATURE_PEN_MIN_WIDTH),
    maxWidth: z.literal(SIGNATURE_PEN_MAX_WIDTH),
    penColor: z.literal(SIGNATURE_PEN_COLOR),
  })
  .strict();

export const SignatureStroke = z
  .object({ points: z.array(SignaturePoint).max(5000), pen: SignaturePen })
  .strict();
export type SignatureStroke = z.infer<typeof SignatureStroke>;

/** Largest signature image accepted, as a data URL (a 4x-density 400x200 PNG is far below it). */
export const SIGNATURE_DATA_URL_MAX_LENGTH = 700_000;

export const SubmitConsentRequest = z
  .object({
    DocumentID: z.uuid(),
    Version: z.number().int().positive(),
    Language: LanguageField,
    SignaturePng: z
      .string()
      .max(SIGNATURE_DATA_URL_MAX_LENGTH, 'Signature image is too large')
      .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'Signature must be a PNG data URL'),
    Strokes: z.array(SignatureStroke).max(500),
    /** The keyboard alternative to drawing: the patient's typed full name, drawn on the pad as text. */
    TypedName: z.string().trim().min(1).max(100).optional(),
  })
  .strict();
export type SubmitConsentRequest = z.infer<typeof SubmitConsentRequest>;

export const CONSENT_STATES = ['active', 'withdrawn'] as const;

/** A signed consent as the patient sees it (never the image or strokes themselves). */
export const ConsentRecord = z.object({
  ID: z.uuid(),
  DocumentID: z.uuid(),
  DocumentTitle: z.string(),
  Version: z.number().int().positive(),
  Language: LanguageField,
  DocumentSha256: z.string().regex(/^[0-9a-f]{64}$/),
  SignedAt: z.iso.datetime({ offset: true }),
  State: z.enum(CONSENT_STATES),
  WithdrawnAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ConsentRecord = z.infer<typeof ConsentRecord>;
export const ConsentRecordResponse = envelope(ConsentRecord);
export const ConsentListResponse = envelope(z.array(ConsentRecord));

export const ConsentIdParams = z.object({ id: z.uuid('Unknown consent') }).strict();

/** How long a download link for the signed copy (PDF) works. */
export const CONSENT_PDF_LINK_MINUTES = 5;

export const ConsentPdfLink = z.object({ Url: z.string(), ExpiresAt: z.iso.datetime({ offset: true }) });
export const ConsentPdfLinkResponse = envelope(ConsentPdfLink);

/**
 * Study data, minimally: a patient's self-reported observation for the study. The server accepts it only
 * under an active (not withdrawn) consent.
 */
export const STUDY_DATA_KINDS = ['symptom-report', 'test-result'] as const;
export const SubmitStudyDataRequest = z
  .object({ Kind: z.enum(STUDY_DATA_KINDS), Value: z.string().trim().min(1).max(1000) })
  .strict();
export type SubmitStudyDataRequest = z.infer<typeof SubmitStudyDataRequest>;
export const StudyDataReceipt = z.object({ ID: z.uuid(), ReceivedAt: z.iso.datetime({ offset: true }) });
export const StudyDataResponse = envelope(StudyDataReceipt);
