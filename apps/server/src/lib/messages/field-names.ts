import type { Language } from '@portal/contract';

/** A field of a request body in the patient's words, so no raw field name reaches the patient. */
const FIELD_NAMES: Record<string, Record<Language, string>> = {
  email: { en: 'your e-mail address', es: 'su correo electrónico', de: 'Ihre E-Mail-Adresse' },
  password: { en: 'your password', es: 'su contraseña', de: 'Ihr Passwort' },
  currentPassword: { en: 'your current password', es: 'su contraseña actual', de: 'Ihr aktuelles Passwort' },
  newPassword: { en: 'your new password', es: 'su nueva contraseña', de: 'Ihr neues Passwort' },
  firstName: { en: 'your first name', es: 'su nombre', de: 'Ihren Vornamen' },
  lastName: { en: 'your last name', es: 'sus apellidos', de: 'Ihren Nachnamen' },
  birthDate: { en: 'your date of birth', es: 'su fecha de nacimiento', de: 'Ihr Geburtsdatum' },
  language: { en: 'your language', es: 'su idioma', de: 'Ihre Sprache' },
};

const SOME_FIELD: Record<Language, string> = {
  en: 'what you entered',
  es: 'los datos introducidos',
  de: 'Ihre Eingabe',
};

/** The patient's words for the field at `path` (its last named segment; e.g. Data.Password is password). */
export function fieldName(path: readonly PropertyKey[], language: Language): string {
  for (let i = path.length - 1; i >= 0; i--) {
    const segment = path[i];
    if (typeof segment !== 'string') continue;
    const key = segment.charAt(0).toLowerCase() + segment.slice(1);
    const names = FIELD_NAMES[key];
    if (names) return names[language];
  }
  return SOME_FIELD[language];
}
