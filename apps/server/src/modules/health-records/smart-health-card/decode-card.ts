import { inflateRawSync } from 'node:zlib';
import { base64url, decodeProtectedHeader } from 'jose';
import { z } from 'zod';
import { HEALTH_IMPORT_MAX_BYTES } from '@portal/contract';
import { cardRefusal } from './card-refusal';

export const HEALTH_CARD_TYPE = 'https://smarthealth.cards#health-card';

/** A card as read, before its signature is checked: nothing in it is trusted yet. */
export interface DecodedCard {
  jws: string;
  kid: string;
  /** The issuer the card claims (its `iss`), unproven until verified. */
  iss: string;
  fhirBundle: unknown;
}

const Claims = z.object({
  iss: z.url({ protocol: /^https?$/ }).max(2048),
  vc: z.object({
    type: z.array(z.string()).refine((types) => types.includes(HEALTH_CARD_TYPE)),
    credentialSubject: z.object({ fhirBundle: z.unknown() }),
  }),
});

// A deflate bomb stops here: the payload may not inflate past a few times the largest file.
const MAX_INFLATED_BYTES = 4 * HEALTH_IMPORT_MAX_BYTES;

function inflatedClaims(payload: string): unknown {
  const json = inflateRawSync(base64url.decode(payload), { maxOutputLength: MAX_INFLATED_BYTES });
  return JSON.parse(json.toString('utf8'));
}

/**
 * Reads a compact JWS as the SMART Health Cards framework makes it: header `alg: ES256`, `zip: DEF`, a
 * `kid`; payload raw-deflated JSON claims with a health-card credential holding a FHIR bundle.
 */
export function decodeCard(jws: string): DecodedCard {
  try {
    const header = decodeProtectedHeader(jws);
    if (header.alg !== 'ES256' || header.zip !== 'DEF' || typeof header.kid !== 'string') {
      throw new Error('not a health card header');
    }
    const claims = Claims.parse(inflatedClaims(jws.split('.')[1] ?? ''));
    return { jws, kid: header.kid, iss: claims.iss, fhirBundle: claims.vc.credentialSubject.fhirBundle };
  } catch {
    throw cardRefusal.malformed();
  }
}
