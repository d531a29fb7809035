import { deflateRawSync } from 'node:zlib';
import { calculateJwkThumbprint, CompactSign, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { HEALTH_CARD_TYPE } from './decode-card';

/** An issuer's signing key: its `iss`, the key id (the JWK thumbprint, as the framework asks) and both halves. */
export interface IssuerKey {
  iss: string;
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

/** A new ES256 (P-256) key pair for an issuer. */
export async function newIssuerKey(iss: string): Promise<IssuerKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return {
    iss,
    kid,
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'ES256', use: 'sig' },
    publicJwk: { ...publicJwk, kid, alg: 'ES256', use: 'sig' },
  };
}

/** A SMART Health Card's compact JWS: the bundle as a health-card credential, raw-deflated, signed ES256. */
export async function signHealthCard(bundle: object, key: IssuerKey): Promise<string> {
  const claims = {
    iss: key.iss,
    nbf: Math.floor(Date.now() / 1000),
    vc: {
      type: [HEALTH_CARD_TYPE],
      credentialSubject: { fhirVersion: '4.0.1', fhirBundle: bundle },
    },
  };
  const payload = deflateRawSync(Buffer.from(JSON.stringify(claims), 'utf8'));
  return new CompactSign(payload)
    .setProtectedHeader({ alg: 'ES256', zip: 'DEF', kid: key.kid })
    .sign(await importJWK(key.privateJwk, 'ES256'));
}
