/** SPEC.md section 5: the verification code is the token from character 33 onwards. */
export const VERIFICATION_CODE_OFFSET = 33;

/** SECURITY.md: the server accepts 8 to 128 characters (the spec's 8 to 16 checklist is a hint only). */
export const SERVER_PASSWORD_MIN_LENGTH = 8;
export const SERVER_PASSWORD_MAX_LENGTH = 128;

/**
 * The lowest zxcvbn score (0 to 4) a new password may have: 3 is "safely unguessable" (about 10^8
 * guesses and more). The server refuses below it and the web's strength hint shows the same verdict.
 */
export const PASSWORD_MIN_STRENGTH_SCORE = 3;

/** SPEC.md section 9: languages offered; default English. */
export const LANGUAGES = ['en', 'es', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** SPEC.md section 3: role enumeration (at least Patient). */
export const ROLES = ['Patient', 'Coordinator', 'Admin'] as const;
export type Role = (typeof ROLES)[number];

/** SPEC.md section 9: the rapid test has 7 steps; the header counts 7 for rapid and 2 slides for A1C. */
export const RAPID_TEST_STEPS = 7;
export const RAPID_TEST_HEADER_COUNT = 7;
export const A1C_TEST_HEADER_COUNT = 2;
/** SPEC.md section 9: timer 10 seconds (a kit's test profile may set its own wait). */
export const TEST_TIMER_SECONDS = 10;
/** SPEC.md section 9: Swiper speed 500 ms. */
export const SWIPER_SPEED_MS = 500;
/** SPEC.md section 9: duplicate upload window 2500 ms. */
export const DUPLICATE_UPLOAD_WINDOW_MS = 2500;
/** SPEC.md section 9: the signature area and pen. */
export const SIGNATURE_AREA_WIDTH = 400;
export const SIGNATURE_AREA_HEIGHT = 200;
export const SIGNATURE_PEN_MIN_WIDTH = 1;
export const SIGNATURE_PEN_MAX_WIDTH = 3;
export const SIGNATURE_PEN_COLOR = 'black';
/** SPEC.md section 9: the consent content column's maximum width, in CSS pixels. */
export const CONSENT_COLUMN_MAX_WIDTH = 492;
/** SPEC.md sections 5 and 8: the alert shown when I Consent is pressed with an empty signature. */
export const EMPTY_SIGNATURE_MESSAGE = 'Signature is empty';

/** Uploads (issue 11): one file of at most 15 MB, at most 50 megapixels, checked before decoding. */
export const UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 50_000_000;
