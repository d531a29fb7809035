import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSecretKey, secretBox } from './secret-box';

const dir = mkdtempSync(path.join(tmpdir(), 'secret-box-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('secretBox', () => {
  const box = secretBox(randomBytes(32));

  it('opens what it sealed, and the sealed bytes do not contain the secret', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'demo:u1');
    expect(sealed.toString('latin1')).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'demo:u1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a sealed value moved to another context, a tampered one, or another key', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'demo:u1');
    expect(() => box.open(sealed, 'acme:u1')).toThrow();
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1] = (tampered.at(-1) ?? 0) ^ 1;
    expect(() => box.open(tampered, 'demo:u1')).toThrow();
    expect(() => secretBox(randomBytes(32)).open(sealed, 'demo:u1')).toThrow();
  });
});

describe('loadSecretKey', () => {
  it('uses the configured key', () => {
    const key = randomBytes(32);
    expect(loadSecretKey(key.toString('base64'), dir).equals(key)).toBe(true);
  });

  it('makes a key file readable by the owner only, once, and reads it back', () => {
    const first = loadSecretKey(undefined, dir);
    expect(first).toHaveLength(32);
    const file = path.join(dir, 'mfa-secret.key');
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64').equals(first)).toBe(true);
    expect(loadSecretKey(undefined, dir).equals(first)).toBe(true);
  });
});
