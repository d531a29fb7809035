import { compactVerify, errors, importJWK, type JWK } from 'jose';
import { cardRefusal } from './card-refusal';
import type { DecodedCard } from './decode-card';

export interface TrustedIssuer {
  iss: string;
  name: string;
  keys: JWK[];
}

export type CardVerdict = { verified: true; issuerName: string } | { verified: false };

/**
 * Checks a card's ES256 signature against the trusted issuer it names. A card of an issuer the tenant
 * does not trust, or signed with a key its issuer's set does not hold, cannot be checked: it is
 * unverified (imported, never shown as verified). A card whose signature does not match the trusted key
 * it names was altered after signing: refused.
 */
export async function verifyCard(card: DecodedCard, issuer: TrustedIssuer | null): Promise<CardVerdict> {
  const jwk = issuer?.keys.find((k) => k.kid === card.kid);
  if (!issuer || !jwk) return { verified: false };
  try {
    await compactVerify(card.jws, await importJWK(jwk, 'ES256'), { algorithms: ['ES256'] });
    return { verified: true, issuerName: issuer.name };
  } catch (err) {
    if (err instanceof errors.JWSSignatureVerificationFailed) throw cardRefusal.tampered();
    throw cardRefusal.malformed();
  }
}
