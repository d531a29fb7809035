import type { Language } from '@portal/contract';

/**
 * The server's own messages, keyed by code, in every language of the portal. `{name}` is replaced by the
 * parameter of that name (see render.ts).
 */
export const MESSAGES = {
  PASSWORD_TOO_SHORT: {
    en: 'Your password must have at least {min} characters.',
    es: 'Su contraseña debe tener al menos {min} caracteres.',
    de: 'Ihr Passwort muss mindestens {min} Zeichen haben.',
  },
  PASSWORD_TOO_LONG: {
    en: 'Your password must have at most {max} characters.',
    es: 'Su contraseña puede tener como máximo {max} caracteres.',
    de: 'Ihr Passwort darf höchstens {max} Zeichen haben.',
  },
  PASSWORD_COMMON: {
    en: 'This password is too common or too easy to guess. Please choose another one.',
    es: 'Esta contraseña es demasiado común o fácil de adivinar. Elija otra, por favor.',
    de: 'Dieses Passwort ist zu verbreitet oder zu leicht zu erraten. Bitte wählen Sie ein anderes.',
  },
  PASSWORD_GUESSABLE: {
    en: 'This password is too easy to guess. Please choose another one.',
    es: 'Esta contraseña es demasiado fácil de adivinar. Elija otra, por favor.',
    de: 'Dieses Passwort ist zu leicht zu erraten. Bitte wählen Sie ein anderes.',
  },
  RESET_LINK_INVALID: {
    en: 'This link is invalid, has expired or was already used. Please ask for a new one.',
    es: 'Este enlace no es válido, ha caducado o ya se ha usado. Solicite uno nuevo, por favor.',
    de: 'Dieser Link ist ungültig, abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.',
  },
  VERIFY_LINK_INVALID: {
    en: 'This verification link is invalid, has expired or was already used. Please register again to get a new one.',
    es: 'Este enlace de verificación no es válido, ha caducado o ya se ha usado. Regístrese de nuevo para recibir uno nuevo.',
    de: 'Dieser Bestätigungslink ist ungültig, abgelaufen oder wurde bereits verwendet. Bitte registrieren Sie sich erneut, um einen neuen zu erhalten.',
  },
  SIGNUP_SESSION_EXPIRED: {
    en: 'Your sign-up session has expired. Please open the link in your e-mail again.',
    es: 'Su sesión de registro ha caducado. Vuelva a abrir el enlace de su correo electrónico.',
    de: 'Ihre Registrierungssitzung ist abgelaufen. Bitte öffnen Sie den Link in Ihrer E-Mail erneut.',
  },
  WRONG_CREDENTIALS: {
    en: 'The e-mail or password is incorrect.',
    es: 'El correo electrónico o la contraseña no son correctos.',
    de: 'Die E-Mail-Adresse oder das Passwort ist falsch.',
  },
  CURRENT_PASSWORD_WRONG: {
    en: 'Your current password is incorrect.',
    es: 'Su contraseña actual no es correcta.',
    de: 'Ihr aktuelles Passwort ist falsch.',
  },
  BIRTH_DATE_IMPLAUSIBLE: {
    en: 'Please enter your real date of birth.',
    es: 'Introduzca su fecha de nacimiento real.',
    de: 'Bitte geben Sie Ihr tatsächliches Geburtsdatum ein.',
  },
  MAIL_UNAVAILABLE: {
    en: 'We could not send the e-mail right now. Please try again in a few minutes.',
    es: 'No hemos podido enviar el correo electrónico. Inténtelo de nuevo en unos minutos.',
    de: 'Wir konnten die E-Mail gerade nicht senden. Bitte versuchen Sie es in einigen Minuten erneut.',
  },
  TOO_MANY_ATTEMPTS: {
    en: 'Too many attempts. Please wait {minutes} minute(s) and try again.',
    es: 'Demasiados intentos. Espere {minutes} minuto(s) y vuelva a intentarlo.',
    de: 'Zu viele Versuche. Bitte warten Sie {minutes} Minute(n) und versuchen Sie es erneut.',
  },
  SIGN_IN_AGAIN: {
    en: 'Please sign in again.',
    es: 'Vuelva a iniciar sesión.',
    de: 'Bitte melden Sie sich erneut an.',
  },
  NO_ACCESS: {
    en: 'You do not have access to this.',
    es: 'No tiene acceso a esto.',
    de: 'Sie haben keinen Zugriff darauf.',
  },
  NOT_FOUND: {
    en: 'Not found.',
    es: 'No se ha encontrado.',
    de: 'Nicht gefunden.',
  },
  PATIENT_NOT_FOUND: {
    en: 'Patient not found.',
    es: 'No se ha encontrado al paciente.',
    de: 'Patient nicht gefunden.',
  },
  NOTIFICATION_NOT_FOUND: {
    en: 'Notification not found.',
    es: 'No se ha encontrado el aviso.',
    de: 'Benachrichtigung nicht gefunden.',
  },
  REQUEST_TOO_LARGE: {
    en: 'The request is too large.',
    es: 'La solicitud es demasiado grande.',
    de: 'Die Anfrage ist zu groß.',
  },
  REQUEST_UNKNOWN_FIELDS: {
    en: 'The request has fields that are not allowed.',
    es: 'La solicitud contiene campos que no están permitidos.',
    de: 'Die Anfrage enthält Felder, die nicht erlaubt sind.',
  },
  REQUEST_INVALID: {
    en: 'The request is not valid.',
    es: 'La solicitud no es válida.',
    de: 'Die Anfrage ist ungültig.',
  },
  SERVICE_UNAVAILABLE: {
    en: 'The service is temporarily unavailable. Please try again shortly.',
    es: 'El servicio no está disponible en este momento. Inténtelo de nuevo en breve.',
    de: 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es in Kürze erneut.',
  },
  SERVER_ERROR: {
    en: 'Something went wrong on our side. Please try again.',
    es: 'Algo ha fallado por nuestra parte. Inténtelo de nuevo.',
    de: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
  },
  // Validation of a field: {field} is the field's name in the patient's words (field-names.ts).
  FIELD_REQUIRED: {
    en: 'Please enter {field}.',
    es: 'Introduzca {field}.',
    de: 'Bitte geben Sie {field} ein.',
  },
  FIELD_TOO_LONG: {
    en: 'What you entered as {field} is too long.',
    es: 'Lo que ha introducido como {field} es demasiado largo.',
    de: 'Ihre Eingabe für {field} ist zu lang.',
  },
  FIELD_DATE: {
    en: 'Please enter {field} as a real date in the form YYYY-MM-DD.',
    es: 'Introduzca {field} como una fecha real con el formato AAAA-MM-DD.',
    de: 'Bitte geben Sie {field} als gültiges Datum im Format JJJJ-MM-TT ein.',
  },
  FIELD_EMAIL: {
    en: 'Please enter a valid e-mail address.',
    es: 'Introduzca una dirección de correo electrónico válida.',
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  },
  FIELD_INVALID: {
    en: 'Please check {field}.',
    es: 'Revise {field}.',
    de: 'Bitte überprüfen Sie {field}.',
  },
  TEXT_NULL_CHARACTER: {
    en: 'Please remove the invisible null character (\\u0000) from {field}.',
    es: 'Elimine el carácter nulo invisible (\\u0000) de {field}.',
    de: 'Bitte entfernen Sie das unsichtbare Nullzeichen (\\u0000) aus {field}.',
  },
  HEALTH_CARD_UNREADABLE: {
    en: 'This SMART Health Card cannot be read. Please choose the .smart-health-card file or scan the QR code again.',
    es: 'No se puede leer esta SMART Health Card. Elija el archivo .smart-health-card o vuelva a escanear el código QR.',
    de: 'Diese SMART Health Card kann nicht gelesen werden. Bitte wählen Sie die .smart-health-card-Datei oder scannen Sie den QR-Code erneut.',
  },
  HEALTH_CARD_TAMPERED: {
    en: 'This SMART Health Card was changed after its issuer signed it, so it cannot be imported. Nothing was saved.',
    es: 'Esta SMART Health Card se modificó después de que su emisor la firmara, por lo que no se puede importar. No se ha guardado nada.',
    de: 'Diese SMART Health Card wurde nach der Signatur durch den Aussteller verändert und kann daher nicht importiert werden. Es wurde nichts gespeichert.',
  },
  TENANT_UNKNOWN: {
    en: 'This portal is not known.',
    es: 'Este portal no existe.',
    de: 'Dieses Portal ist unbekannt.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageCode = keyof typeof MESSAGES;

export function isMessageCode(code: unknown): code is MessageCode {
  return typeof code === 'string' && Object.hasOwn(MESSAGES, code);
}

/** Messages still thrown as English text (before codes): recognised by their exact English wording. */
const BY_ENGLISH = new Map<string, MessageCode>(
  (Object.keys(MESSAGES) as MessageCode[]).map((code) => [MESSAGES[code].en, code]),
);

export function codeOfEnglishMessage(message: string): MessageCode | undefined {
  return BY_ENGLISH.get(message);
}
