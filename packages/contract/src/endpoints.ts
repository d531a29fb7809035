import { z } from 'zod';
import {
  AcceptedResponse,
  ChangePasswordRequest,
  ForgotPasswordRequest,
  OnboardRequest,
  OnboardResponse,
  PasswordRequest,
  PasswordResponse,
  ProfileResponse,
  RegisterRequest,
  SignInRequest,
  SignOutResponse,
  SignUpRequest,
  SignUpResponse,
  UpdateProfileRequest,
} from './account';
import {
  AppointmentIdParams,
  AppointmentResponse,
  AppointmentSlotsResponse,
  AppointmentsResponse,
  BookAppointmentRequest,
} from './booking';
import {
  OrderKitsResponse,
  OrderTestParams,
  PlaceOrderRequest,
  TestOrderResponse,
  TestOrdersResponse,
} from './orders';
import {
  ConsentDocumentResponse,
  ConsentIdParams,
  ConsentPdfLinkResponse,
  StudyDataResponse,
  SubmitStudyDataRequest,
  ConsentListResponse,
  ConsentRecordResponse,
  StudyContentResponse,
  StudyLanguageParams,
  SubmitConsentRequest,
} from './clinical-trial';
import {
  CompleteDocumentRequest,
  DocumentIdParams,
  DocumentKindParams,
  DocumentResponse,
  DocumentsResponse,
  PresignDocumentRequest,
  PresignDocumentResponse,
} from './documents';
import { IdBarcodeRequest, IdDetailsResponse } from './id-details';
import {
  FhirBundle,
  HEALTH_IMPORT_MAX_BYTES,
  HealthRecordKindParams,
  HealthRecordsResponse,
  ImportBundleRequest,
  ImportResultResponse,
  SmartHealthCardFile,
  SmartHealthCardImportResponse,
} from './health-records';
import {
  DashboardResponse,
  DismissResponse,
  HeaderResponse,
  NotificationIdParams,
  NotificationsResponse,
} from './patient';
import {
  MfaChallengeRequest,
  MfaCodeRequest,
  MfaDisableRequest,
  MfaDisableResponse,
  MfaEnableRequest,
  MfaEnableResponse,
  MfaEnrolledResponse,
  MfaSetupRequest,
  MfaStatusResponse,
  MfaVerifiedResponse,
  SignInOrChallengeResponse,
  TotpSetupResponse,
} from './mfa';
import {
  EncounterIdParams,
  EncounterResponse,
  GtinParams,
  HealthServicesResponse,
  ServiceIdParams,
  StartTimerRequest,
  TestProfileQuery,
  TestProfileResponse,
} from './rapid-test';

export const API_PREFIX = '/api';

import {
  AnalysisIdParams,
  AnalyzeTestRequest,
  InferenceResponse,
  TestPhotoResponse,
  TestPhotoTicketRequest,
  TestPhotoTicketResponse,
  TestResultDetailResponse,
  TestResultsResponse,
} from './test-analysis';

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below API_PREFIX, in Fastify's `:param` form. */
  path: string;
  /** false: reachable without a bearer token (an explicit public list, SECURITY.md). */
  auth: boolean;
  body?: z.ZodType;
  params?: z.ZodType;
  /** Query string, validated strictly like a body. */
  query?: z.ZodType;
  response: z.ZodType;
  /** The largest body this call accepts, in bytes, when more than the API's 1 MB default. */
  bodyLimit?: number;
}

/** Every call of the API: method, path, who may call it, and the shapes. Server and web both read this. */
export const endpoints = {
  signIn: {
    method: 'POST',
    path: '/auth/signin',
    auth: false,
    body: SignInRequest,
    response: SignInOrChallengeResponse,
  },
  mfaEnrolStart: {
    method: 'POST',
    path: '/auth/mfa/enrol',
    auth: false,
    body: MfaChallengeRequest,
    response: TotpSetupResponse,
  },
  mfaEnrolConfirm: {
    method: 'POST',
    path: '/auth/mfa/enrol/confirm',
    auth: false,
    body: MfaCodeRequest,
    response: MfaEnrolledResponse,
  },
  mfaVerify: {
    method: 'POST',
    path: '/auth/mfa/verify',
    auth: false,
    body: MfaCodeRequest,
    response: MfaVerifiedResponse,
  },
  register: {
    method: 'POST',
    path: '/auth/register',
    auth: false,
    body: RegisterRequest,
    response: AcceptedResponse,
  },
  signUp: {
    method: 'POST',
    path: '/auth/signup',
    auth: false,
    body: SignUpRequest,
    response: SignUpResponse,
  },
  forgotPassword: {
    method: 'POST',
    path: '/auth/forgot-password',
    auth: false,
    body: ForgotPasswordRequest,
    response: AcceptedResponse,
  },
  signOut: { method: 'POST', path: '/auth/logout', auth: true, response: SignOutResponse },
  onboard: {
    method: 'POST',
    path: '/patient/onboard',
    auth: false,
    body: OnboardRequest,
    response: OnboardResponse,
  },
  setPassword: {
    method: 'POST',
    path: '/patient/password',
    auth: false,
    body: PasswordRequest,
    response: PasswordResponse,
  },
  dashboard: { method: 'GET', path: '/patient/dashboard', auth: true, response: DashboardResponse },
  header: { method: 'GET', path: '/patient/header', auth: true, response: HeaderResponse },
  notifications: {
    method: 'GET',
    path: '/patient/notifications',
    auth: true,
    response: NotificationsResponse,
  },
  dismissNotification: {
    method: 'DELETE',
    path: '/patient/notifications/dismiss/:id',
    auth: true,
    params: NotificationIdParams,
    response: DismissResponse,
  },
  profile: { method: 'GET', path: '/patient/profile', auth: true, response: ProfileResponse },
  updateProfile: {
    method: 'PUT',
    path: '/patient/profile',
    auth: true,
    body: UpdateProfileRequest,
    response: ProfileResponse,
  },
  changePassword: {
    method: 'POST',
    path: '/patient/settings/password',
    auth: true,
    body: ChangePasswordRequest,
    response: PasswordResponse,
  },
  mfaStatus: { method: 'GET', path: '/patient/settings/mfa', auth: true, response: MfaStatusResponse },
  mfaSetup: {
    method: 'POST',
    path: '/patient/settings/mfa/setup',
    auth: true,
    body: MfaSetupRequest,
    response: TotpSetupResponse,
  },
  mfaEnable: {
    method: 'POST',
    path: '/patient/settings/mfa/enable',
    auth: true,
    body: MfaEnableRequest,
    response: MfaEnableResponse,
  },
  mfaDisable: {
    method: 'POST',
    path: '/patient/settings/mfa/disable',
    auth: true,
    body: MfaDisableRequest,
    response: MfaDisableResponse,
  },
  /** Multipart (one `file` part), judged by the upload pipeline; optional Idempotency-Key header. */
  uploadDocument: {
    method: 'POST',
    path: '/patient/documents/:kind',
    auth: true,
    params: DocumentKindParams,
    response: DocumentResponse,
  },
  presignDocument: {
    method: 'POST',
    path: '/patient/documents/:kind/presign',
    auth: true,
    params: DocumentKindParams,
    body: PresignDocumentRequest,
    response: PresignDocumentResponse,
  },
  completeDocument: {
    method: 'POST',
    path: '/patient/documents/:kind/complete',
    auth: true,
    params: DocumentKindParams,
    body: CompleteDocumentRequest,
    response: DocumentResponse,
  },
  documents: { method: 'GET', path: '/patient/documents', auth: true, response: DocumentsResponse },
  importHealthRecords: {
    method: 'POST',
    path: '/patient/health-records/import',
    auth: true,
    body: ImportBundleRequest,
    response: ImportResultResponse,
    bodyLimit: HEALTH_IMPORT_MAX_BYTES,
  },
  /** A `.smart-health-card` file, or the JWS of a scanned QR code in the same shape. */
  importSmartHealthCard: {
    method: 'POST',
    path: '/patient/health-records/import-smart-health-card',
    auth: true,
    body: SmartHealthCardFile,
    response: SmartHealthCardImportResponse,
    bodyLimit: HEALTH_IMPORT_MAX_BYTES,
  },
  /** The sample FHIR R4 Bundle the import page offers to try (fictional data). */
  sampleHealthBundle: {
    method: 'GET',
    path: '/patient/health-records/samples/bundle',
    auth: true,
    response: FhirBundle,
  },
  /** A sample SMART Health Card signed by the demo issuer (404 when the demo was not seeded). */
  sampleHealthCard: {
    method: 'GET',
    path: '/patient/health-records/samples/smart-health-card',
    auth: true,
    response: SmartHealthCardFile,
  },
  healthRecords: {
    method: 'GET',
    path: '/patient/health-records/:kind',
    auth: true,
    params: HealthRecordKindParams,
    response: HealthRecordsResponse,
  },
  document: {
    method: 'GET',
    path: '/patient/documents/id/:id',
    auth: true,
    params: DocumentIdParams,
    response: DocumentResponse,
  },
  /** The text of the PDF417 on an ID's back side (kind id-back), parsed and stored with that document. */
  submitIdBarcode: {
    method: 'POST',
    path: '/patient/documents/id/:id/id-barcode',
    auth: true,
    params: DocumentIdParams,
    body: IdBarcodeRequest,
    response: IdDetailsResponse,
  },
  idDetails: {
    method: 'GET',
    path: '/patient/documents/id/:id/id-details',
    auth: true,
    params: DocumentIdParams,
    response: IdDetailsResponse,
  },
  healthServices: {
    method: 'GET',
    path: '/patient/healthservices',
    auth: true,
    response: HealthServicesResponse,
  },
  startEncounter: {
    method: 'POST',
    path: '/patient/healthservices/:serviceID/encounters',
    auth: true,
    params: ServiceIdParams,
    response: EncounterResponse,
  },
  encounter: {
    method: 'GET',
    path: '/patient/encounters/:encounterID',
    auth: true,
    params: EncounterIdParams,
    response: EncounterResponse,
  },
  startTestTimer: {
    method: 'POST',
    path: '/patient/encounters/:encounterID/timer',
    auth: true,
    params: EncounterIdParams,
    body: StartTimerRequest,
    response: EncounterResponse,
  },
  testProfile: {
    method: 'GET',
    path: '/patient/test/profile/gs1/:gtin',
    auth: true,
    params: GtinParams,
    query: TestProfileQuery,
    response: TestProfileResponse,
  },
  /** A single-use ticket (bound to the encounter) with which the camera page uploads the test photo. */
  testPhotoTicket: {
    method: 'POST',
    path: '/patient/test/photo-ticket',
    auth: true,
    body: TestPhotoTicketRequest,
    response: TestPhotoTicketResponse,
  },
  /** The camera page's upload: multipart (one `file` part), authorised by the CAPTURE_TICKET_HEADER ticket. */
  uploadTestPhoto: {
    method: 'POST',
    path: '/capture/test-photos',
    auth: false,
    response: TestPhotoResponse,
  },
  /** Reads the photo as a durable job; answers the result when it completes within a few seconds. */
  analyzeRapidTest: {
    method: 'POST',
    path: '/patient/test/rapid',
    auth: true,
    body: AnalyzeTestRequest,
    response: InferenceResponse,
  },
  analyzeA1cTest: {
    method: 'POST',
    path: '/patient/test/a1c',
    auth: true,
    body: AnalyzeTestRequest,
    response: InferenceResponse,
  },
  /** Polled by the results screen while the answer was IN PROGRESS. */
  analysis: {
    method: 'GET',
    path: '/patient/test/analyses/:analysisID',
    auth: true,
    params: AnalysisIdParams,
    response: InferenceResponse,
  },
  testResults: { method: 'GET', path: '/patient/test/results', auth: true, response: TestResultsResponse },
  testResult: {
    method: 'GET',
    path: '/patient/test/results/:analysisID',
    auth: true,
    params: AnalysisIdParams,
    response: TestResultDetailResponse,
  },
  /** A FHIR R4 Bundle (collection) of this result's Observations (LOINC codes of READER.md). */
  testResultFhir: {
    method: 'GET',
    path: '/patient/test/results/:analysisID/fhir',
    auth: true,
    params: AnalysisIdParams,
    response: z.looseObject({ resourceType: z.literal('Bundle') }),
  },
  /** Every completed result of the patient as one FHIR R4 Bundle of Observations. */
  testResultsFhir: {
    method: 'GET',
    path: '/patient/test/fhir',
    auth: true,
    response: z.looseObject({ resourceType: z.literal('Bundle') }),
  },
  studyContent: {
    method: 'GET',
    path: '/clinical-trial/study/:language',
    auth: true,
    params: StudyLanguageParams,
    response: StudyContentResponse,
  },
  consentDocument: {
    method: 'GET',
    path: '/clinical-trial/consent-document/:language',
    auth: true,
    params: StudyLanguageParams,
    response: ConsentDocumentResponse,
  },
  /** Needs an Idempotency-Key header: a retry with the same key answers the first record. */
  submitConsent: {
    method: 'POST',
    path: '/clinical-trial/consents',
    auth: true,
    body: SubmitConsentRequest,
    response: ConsentRecordResponse,
  },
  consents: { method: 'GET', path: '/patient/consents', auth: true, response: ConsentListResponse },
  consent: {
    method: 'GET',
    path: '/patient/consents/:id',
    auth: true,
    params: ConsentIdParams,
    response: ConsentRecordResponse,
  },
  /** A short-lived link (CONSENT_PDF_LINK_MINUTES) to the signed copy as a PDF. */
  consentPdfLink: {
    method: 'POST',
    path: '/patient/consents/:id/pdf-link',
    auth: true,
    params: ConsentIdParams,
    response: ConsentPdfLinkResponse,
  },
  /** The record stays; it is marked withdrawn (time, client) and the study accepts no new data after. */
  withdrawConsent: {
    method: 'POST',
    path: '/patient/consents/:id/withdraw',
    auth: true,
    params: ConsentIdParams,
    response: ConsentRecordResponse,
  },
  submitStudyData: {
    method: 'POST',
    path: '/clinical-trial/study-data',
    auth: true,
    body: SubmitStudyDataRequest,
    response: StudyDataResponse,
  },
  appointmentSlots: {
    method: 'GET',
    path: '/patient/appointment-slots',
    auth: true,
    response: AppointmentSlotsResponse,
  },
  appointments: { method: 'GET', path: '/patient/appointments', auth: true, response: AppointmentsResponse },
  bookAppointment: {
    method: 'POST',
    path: '/patient/appointments',
    auth: true,
    body: BookAppointmentRequest,
    response: AppointmentResponse,
  },
  rescheduleAppointment: {
    method: 'POST',
    path: '/patient/appointments/:id/reschedule',
    auth: true,
    params: AppointmentIdParams,
    body: BookAppointmentRequest,
    response: AppointmentResponse,
  },
  cancelAppointment: {
    method: 'POST',
    path: '/patient/appointments/:id/cancel',
    auth: true,
    params: AppointmentIdParams,
    response: AppointmentResponse,
  },
  orderKits: { method: 'GET', path: '/patient/order-kits', auth: true, response: OrderKitsResponse },
  /** Needs an Idempotency-Key header: a retry with the same key answers the first order. */
  placeOrder: {
    method: 'POST',
    path: '/patient/orders/:serviceID/:encounterID',
    auth: true,
    params: OrderTestParams,
    body: PlaceOrderRequest,
    response: TestOrderResponse,
  },
  orders: { method: 'GET', path: '/patient/orders', auth: true, response: TestOrdersResponse },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** Fills `:param` segments, URL-encoding each value. */
export function endpointUrl(name: EndpointName, params: Record<string, string> = {}): string {
  const path = endpoints[name].path.replace(/:([A-Za-z]+)/g, (_m, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${name}`);
    return encodeURIComponent(value);
  });
  return API_PREFIX + path;
}
