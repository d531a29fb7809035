import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a local-store link grants: one method on one key until `expires` (Unix seconds). */
export interface LinkGrant {
  method: 'GET' | 'PUT';
  key: string;
  expires: number;
  /** For PUT: the only content type the upload may declare. */
  contentType?: string;
}

const payload = (g: LinkGrant): string =>
  [g.method, g.key, String(g.expires), g.contentType ?? ''].join('\n');

export function signGrant(secret: Buffer, grant: LinkGrant): string {
  return createHmac('sha256', secret).update(payload(grant)).digest('base64url');
}

export type GrantCheck = 'ok' | 'expired' | 'bad-signature';

/** Constant-time comparison of the signature, then the expiry. */
export function checkGrant(
  secret: Buffer,
  grant: LinkGrant,
  signature: string,
  nowSeconds: number,
): GrantCheck {
  const expected = Buffer.from(signGrant(secret, grant));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad-signature';
  return grant.expires < nowSeconds ? 'expired' : 'ok';
}
