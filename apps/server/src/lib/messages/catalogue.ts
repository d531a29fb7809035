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
  ID_BARCODE_UNREADABLE: {
    en: 'The barcode on the back of this ID could not be read as an ID barcode. Your ID photos are saved.',
    es: 'El código de barras del reverso de este documento no se pudo leer como código de identificación. Las fotos de su documento están guardadas.',
    de: 'Der Barcode auf der Rückseite dieses Ausweises konnte nicht als Ausweis-Barcode gelesen werden. Ihre Ausweisfotos sind gespeichert.',
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
  // The reader's refusals of a test photo (packages/reader read-kit.ts words them in English): the reason a
  // patient reads under "Let's try that again", in their language.
  READER_NOT_FOUND: {
    en: 'The test could not be found in the photo. Place it inside the frame on a plain surface.',
    es: 'No se encontró la prueba en la foto. Colóquela dentro del marco sobre una superficie lisa.',
    de: 'Der Test wurde auf dem Foto nicht gefunden. Legen Sie ihn auf einer einfarbigen Fläche in den Rahmen.',
  },
  READER_UNVERIFIED_MATCH: {
    en: 'The photo does not look like this test. Check that the right test is in the frame.',
    es: 'La foto no parece de esta prueba. Compruebe que la prueba correcta está dentro del marco.',
    de: 'Das Foto sieht nicht nach diesem Test aus. Prüfen Sie, ob der richtige Test im Rahmen liegt.',
  },
  READER_TOO_SMALL: {
    en: 'The test is too small in the photo. Move the camera closer.',
    es: 'La prueba se ve demasiado pequeña en la foto. Acerque la cámara.',
    de: 'Der Test ist auf dem Foto zu klein. Gehen Sie mit der Kamera näher heran.',
  },
  READER_FRAMING: {
    en: 'Part of the test is outside the photo. Fit the whole test inside the frame.',
    es: 'Parte de la prueba queda fuera de la foto. Encuadre la prueba completa dentro del marco.',
    de: 'Ein Teil des Tests liegt außerhalb des Fotos. Bringen Sie den ganzen Test in den Rahmen.',
  },
  READER_BLUR: {
    en: 'The photo is blurred. Hold the camera still and let it focus.',
    es: 'La foto está borrosa. Mantenga la cámara quieta y deje que enfoque.',
    de: 'Das Foto ist unscharf. Halten Sie die Kamera still und lassen Sie sie scharfstellen.',
  },
  READER_GLARE: {
    en: 'Light is reflecting off the result window. Tilt the test or move away from direct light.',
    es: 'La luz se refleja en la ventana de resultados. Incline la prueba o aléjese de la luz directa.',
    de: 'Licht spiegelt sich im Ergebnisfenster. Kippen Sie den Test leicht oder meiden Sie direktes Licht.',
  },
  READER_EXPOSURE: {
    en: 'The photo is too dark or too bright. Find even, indirect light.',
    es: 'La foto está demasiado oscura o demasiado clara. Busque una luz uniforme e indirecta.',
    de: 'Das Foto ist zu dunkel oder zu hell. Suchen Sie gleichmäßiges, indirektes Licht.',
  },
  READER_TILT: {
    en: 'The test is photographed at too steep an angle. Hold the camera straight above it.',
    es: 'La prueba está fotografiada con demasiado ángulo. Sostenga la cámara justo encima de ella.',
    de: 'Der Test wurde zu schräg fotografiert. Halten Sie die Kamera gerade darüber.',
  },
  READER_DISPLAY_UNCLEAR: {
    en: 'The display could not be read with certainty. Retake the photo straight on, without reflections on the screen.',
    es: 'No se pudo leer la pantalla con seguridad. Repita la foto de frente, sin reflejos en la pantalla.',
    de: 'Die Anzeige konnte nicht sicher gelesen werden. Fotografieren Sie sie erneut gerade von vorn, ohne Spiegelungen.',
  },
  READER_UNEVEN_LIGHT: {
    en: 'The result window is unevenly lit (a shadow or a reflection across it), so a faint line could be missed. Find even, indirect light and retake the photo.',
    es: 'La ventana de resultados está iluminada de forma desigual (una sombra o un reflejo la cruza), por lo que podría pasarse por alto una línea tenue. Busque una luz uniforme e indirecta y repita la foto.',
    de: 'Das Ergebnisfenster ist ungleichmäßig beleuchtet (ein Schatten oder eine Spiegelung liegt darüber), sodass eine schwache Linie übersehen werden könnte. Suchen Sie gleichmäßiges, indirektes Licht und fotografieren Sie erneut.',
  },
  READER_BLUR_HIDES_LINES: {
    en: 'The photo is too blurred to rule out a faint line. Hold the camera still, let it focus and retake the photo.',
    es: 'La foto está demasiado borrosa para descartar una línea tenue. Mantenga la cámara quieta, deje que enfoque y repita la foto.',
    de: 'Das Foto ist zu unscharf, um eine schwache Linie auszuschließen. Halten Sie die Kamera still, lassen Sie sie scharfstellen und fotografieren Sie erneut.',
  },
  READER_TOO_DARK_FOR_LINES: {
    en: 'The photo is too dark to rule out a faint line. Find brighter, even light and retake the photo.',
    es: 'La foto está demasiado oscura para descartar una línea tenue. Busque una luz más intensa y uniforme y repita la foto.',
    de: 'Das Foto ist zu dunkel, um eine schwache Linie auszuschließen. Suchen Sie helleres, gleichmäßiges Licht und fotografieren Sie erneut.',
  },
  READER_CONTROL_UNSEEN: {
    en: 'The control line could not be judged in this photo. Retake it in even light, with the camera still and close enough.',
    es: 'No se pudo valorar la línea de control en esta foto. Repítala con luz uniforme, con la cámara quieta y lo bastante cerca.',
    de: 'Die Kontrolllinie ließ sich auf diesem Foto nicht beurteilen. Fotografieren Sie erneut bei gleichmäßigem Licht, mit ruhiger Kamera und nah genug.',
  },
  READER_ERROR: {
    en: 'Something went wrong while reading the photo. Please take it again.',
    es: 'Algo salió mal al leer la foto. Vuelva a tomarla.',
    de: 'Beim Lesen des Fotos ist etwas schiefgelaufen. Bitte nehmen Sie es erneut auf.',
  },
  // Test photos and their reading (modules/test-analysis).
  TEST_PHOTO_NO_TICKET: {
    en: 'The photo upload has no ticket. Please take the photo again.',
    es: 'La subida de la foto no tiene autorización. Vuelva a tomar la foto.',
    de: 'Dem Foto-Upload fehlt die Berechtigung. Bitte nehmen Sie das Foto erneut auf.',
  },
  TEST_PHOTO_TICKET_EXPIRED: {
    en: 'This photo upload has expired. Please take the photo again.',
    es: 'Esta subida de foto ha caducado. Vuelva a tomar la foto.',
    de: 'Dieser Foto-Upload ist abgelaufen. Bitte nehmen Sie das Foto erneut auf.',
  },
  TEST_NOT_FOUND: {
    en: 'Test not found.',
    es: 'No se ha encontrado la prueba.',
    de: 'Test nicht gefunden.',
  },
  TEST_ALREADY_FINISHED: {
    en: 'This test is already finished.',
    es: 'Esta prueba ya ha terminado.',
    de: 'Dieser Test ist bereits abgeschlossen.',
  },
  TEST_SCAN_KIT_FIRST: {
    en: 'Please scan the code on your kit first.',
    es: 'Escanee primero el código de su kit.',
    de: 'Bitte scannen Sie zuerst den Code auf Ihrem Test.',
  },
  TEST_KIT_NOT_FOUND: {
    en: 'Test kit not found.',
    es: 'No se ha encontrado el kit de prueba.',
    de: 'Testkit nicht gefunden.',
  },
  TEST_PHOTO_NOT_FOUND: {
    en: 'Photo not found. Please take the photo again.',
    es: 'No se ha encontrado la foto. Vuelva a tomar la foto.',
    de: 'Foto nicht gefunden. Bitte nehmen Sie das Foto erneut auf.',
  },
  TEST_PHOTO_USED: {
    en: 'This photo was already used for another test. Please take a new photo.',
    es: 'Esta foto ya se usó para otra prueba. Tome una foto nueva.',
    de: 'Dieses Foto wurde bereits für einen anderen Test verwendet. Bitte nehmen Sie ein neues Foto auf.',
  },
  TEST_NOT_RAPID: {
    en: 'This kit is not a rapid test. Please start the test that matches your kit.',
    es: 'Este kit no es una prueba rápida. Inicie la prueba que corresponde a su kit.',
    de: 'Dieser Test ist kein Schnelltest. Bitte starten Sie den Test, der zu Ihrem Kit passt.',
  },
  TEST_NOT_A1C: {
    en: 'This kit is not an A1C test. Please start the test that matches your kit.',
    es: 'Este kit no es una prueba de A1C. Inicie la prueba que corresponde a su kit.',
    de: 'Dieser Test ist kein A1C-Test. Bitte starten Sie den Test, der zu Ihrem Kit passt.',
  },
  TEST_LOT_MISMATCH: {
    en: 'The lot number does not match this kit.',
    es: 'El número de lote no coincide con este kit.',
    de: 'Die Chargennummer passt nicht zu diesem Test.',
  },
  TEST_RESULT_NOT_FOUND: {
    en: 'Test result not found.',
    es: 'No se ha encontrado el resultado de la prueba.',
    de: 'Testergebnis nicht gefunden.',
  },
  IDEMPOTENCY_KEY_USED: {
    en: 'This Idempotency-Key was already used for another upload.',
    es: 'Esta Idempotency-Key ya se usó para otra subida.',
    de: 'Dieser Idempotency-Key wurde bereits für einen anderen Upload verwendet.',
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
