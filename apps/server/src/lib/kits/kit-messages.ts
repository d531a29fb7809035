import type { Language } from '@portal/contract';
import { HttpError } from '../errors';

export type KitRefusal = 'unreadable' | 'mismatch' | 'unknown' | 'expired' | 'used';

/** What the patient reads when a scanned kit is refused, in their language; each says what to do next. */
const MESSAGES: Record<KitRefusal, Record<Language, string>> = {
  unreadable: {
    en: 'We could not read the code on this kit. Please scan it again or type it in.',
    es: 'No pudimos leer el código de este kit. Escanéelo de nuevo o escríbalo.',
    de: 'Wir konnten den Code dieses Tests nicht lesen. Bitte scannen Sie ihn erneut oder geben Sie ihn ein.',
  },
  mismatch: {
    en: 'The scanned code does not match this kit. Please scan it again.',
    es: 'El código escaneado no coincide con este kit. Escanéelo de nuevo.',
    de: 'Der gescannte Code passt nicht zu diesem Test. Bitte scannen Sie ihn erneut.',
  },
  unknown: {
    en: 'This test kit is not offered by your provider. Please scan a kit you received from us.',
    es: 'Su proveedor no ofrece este kit de prueba. Escanee un kit que haya recibido de nosotros.',
    de: 'Dieser Test wird von Ihrem Anbieter nicht angeboten. Bitte scannen Sie einen Test, den Sie von uns erhalten haben.',
  },
  expired: {
    en: 'This test kit has expired and cannot give a reliable result. Please use a kit that has not expired.',
    es: 'Este kit de prueba ha caducado y no puede dar un resultado fiable. Use un kit que no haya caducado.',
    de: 'Dieser Test ist abgelaufen und kann kein zuverlässiges Ergebnis liefern. Bitte verwenden Sie einen nicht abgelaufenen Test.',
  },
  used: {
    en: 'This test kit has already been used for a completed test. Please use a new kit.',
    es: 'Este kit de prueba ya se usó en una prueba completada. Use un kit nuevo.',
    de: 'Dieser Test wurde bereits für einen abgeschlossenen Test verwendet. Bitte verwenden Sie einen neuen Test.',
  },
};

export function kitRefusalMessage(refusal: KitRefusal, language: Language): string {
  return MESSAGES[refusal][language];
}

const REFUSAL_STATUS: Record<KitRefusal, number> = {
  unreadable: 400,
  mismatch: 400,
  unknown: 404,
  expired: 422,
  used: 409,
};

/** The refusal as an answer: its status and its message in the patient's language. */
export function kitRefusalError(refusal: KitRefusal, language: Language): HttpError {
  return new HttpError(REFUSAL_STATUS[refusal], kitRefusalMessage(refusal, language));
}
