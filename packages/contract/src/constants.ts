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

/** Uploads (issue 11): one file of at most 15 MB, at most 50 megapixels, checked before decoding. */
export const UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 50_000_000;
