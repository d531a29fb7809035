import type { Language } from '@portal/contract';

/**
 * The server's own messages, keyed by code, in every language of the portal. `{name}` is replaced by the
 * parameter of that name (see render.ts).
 */
export const MESSAGES = {
  PASSWORD_TOO_SHORT: {
    en: 'Your password must have at least {min} characters.',
    es: 'Tu contraseña debe tener al menos {min} caracteres.',
    de: 'Ihr Passwort muss mindestens {min} Zeichen haben.',
  },
  PASSWORD_TOO_LONG: {
    en: 'Your password must have at most {max} characters.',
    es: 'Tu contraseña puede tener como máximo {max} caracteres.',
    de: 'Ihr Passwort darf höchstens {max} Zeichen haben.',
  },
  PASSWORD_COMMON: {
    en: 'This password is too common or too easy to guess. Please choose another one.',
    es: 'Esta contraseña es demasiado común o fácil de adivinar. Elige otra, por favor.',
    de: 'Dieses Passwort ist zu verbreitet oder zu leicht zu erraten. Bitte wählen Sie ein anderes.',
  },
  PASSWORD_GUESSABLE: {
    en: 'This password is too easy to guess. Please choose another one.',
    es: 'Esta contraseña es demasiado fácil de adivinar. Elige otra, por favor.',
    de: 'Dieses Passwort ist zu leicht zu erraten. Bitte wählen Sie ein anderes.',
  },
  RESET_LINK_INVALID: {
    en: 'This link is invalid, has expired or was already used. Please ask for a new one.',
    es: 'Este enlace no es válido, ha caducado o ya se ha usado. Solicita uno nuevo, por favor.',
    de: 'Dieser Link ist ungültig, abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageCode = keyof typeof MESSAGES;

export function isMessageCode(code: unknown): code is MessageCode {
  return typeof code === 'string' && Object.hasOwn(MESSAGES, code);
}
