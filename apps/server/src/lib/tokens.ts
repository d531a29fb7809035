import { createHash, randomBytes } from 'node:crypto';

/** 256 bits from the CSPRNG, base64url (43 characters). */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored and looked up only by this hash. */
export const hashToken = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();
