import { refusal } from '../../../lib/errors';

/** Every refusal of a SMART Health Card, worded in the patient's language (lib/messages). */
export const cardRefusal = {
  /** Not a health card we can read: not a compact JWS, not ES256 with a deflated payload, no FHIR bundle. */
  malformed: () => refusal(400, 'HEALTH_CARD_UNREADABLE'),
  /** Claims a trusted issuer's key but its signature does not match: altered after it was signed. */
  tampered: () => refusal(422, 'HEALTH_CARD_TAMPERED'),
};
