import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_FILE = 'mfa-secret.key';

/**
 * Seals short secrets (TOTP keys) with AES-256-GCM under a key the database never sees, so a copy of the
 * database alone reveals none. `context` (tenant and user) is bound as associated data: a sealed value
 * copied to another row does not open.
 */
export interface SecretBox {
  seal(plain: string, context: string): Buffer;
  open(sealed: Buffer, context: string): string;
}

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the secret-box key must be 32 bytes');
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([Buffer.of(VERSION), iv, cipher.getAuthTag(), body]);
    },
    open(sealed, context) {
      if (sealed[0] !== VERSION) throw new Error('unknown sealed-secret version');
      const iv = sealed.subarray(1, 1 + IV_BYTES);
      const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([
        decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/**
 * The key from MFA_SECRET_KEY (base64 of 32 bytes) when set; otherwise a key file made once under
 * DATA_DIR (readable by the owner only), so the embedded setup works without configuration.
 */
export function loadSecretKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured, 'base64');
  const file = path.join(dataDir, KEY_FILE);
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const key = randomBytes(32);
    // 'wx': two processes starting at once cannot overwrite each other's key.
    try {
      writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
      return key;
    } catch {
      return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    }
  }
}
