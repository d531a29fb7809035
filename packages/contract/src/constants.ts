/** SPEC.md section 5: the verification code is the token from character 33 onwards. */
export const VERIFICATION_CODE_OFFSET = 33;

/** SECURITY.md: the server accepts 8 to 128 characters (the spec's 8 to 16 checklist is a hint only). */
export const SERVER_PASSWORD_MIN_LENGTH = 8;
export const SERVER_PASSWORD_MAX_LENGTH = 128;

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
/** Uploads (issue 11): one file of at most 15 MB, at most 50 megapixels, checked before decoding. */
export const UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 50_000_000;
