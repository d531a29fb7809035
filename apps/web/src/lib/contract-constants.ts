import type { API_ERROR_CODES as ContractErrorCodes, CurrentUser, Language, Role } from '@portal/contract';

/**
 * Runtime copies of the contract's small constants, for code of the first page: importing them from
 * '@portal/contract' would put zod in the entry chunk. Typed against the contract, and a unit test
 * checks they equal the contract's values.
 */
export const ROLES = ['Patient', 'Coordinator', 'Admin'] as const satisfies readonly Role[];
export const LANGUAGES = ['en', 'es', 'de'] as const satisfies readonly Language[];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The lowest strength score (zxcvbn, 0 to 4) the server accepts for a new password. */
export const PASSWORD_MIN_STRENGTH_SCORE = 3;

/** ApiError.Code values a screen reacts to. */
export const API_ERROR_CODES = {
  resetLinkInvalid: 'RESET_LINK_INVALID',
} as const satisfies typeof ContractErrorCodes;

/** Each language named in itself (shown as is in every UI language, with its lang attribute). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', de: 'Deutsch' };

export type { CurrentUser, Language, Role };
