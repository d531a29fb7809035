import { describe, expect, it } from 'vitest';
import { TotpClock, totpCode } from '../../test/support/totp-client';
import { manualKey, newTotpSecret, otpauthUri, qrCodeDataUrl, verifyTotp } from './totp';

describe('totp', () => {
  const secret = newTotpSecret();

  it('makes 160-bit base32 secrets and an otpauth URI with issuer and account', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = otpauthUri(secret, 'Demo Health', 'coordinator@demo.example');
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('issuer=Demo%20Health');
    expect(manualKey(secret).replace(/ /g, '')).toBe(secret);
  });

  it('accepts the current code and one step either side, and returns the step', async () => {
    const now = new TotpClock().step();
    expect(await verifyTotp(secret, totpCode(secret, now), null)).toBe(now);
    // At another time, the same code is refused.
    expect(await verifyTotp(secret, totpCode(secret, now), null, Date.now() + 120_000)).toBeNull();
    expect(await verifyTotp(secret, totpCode(secret, now - 1), null)).toBe(now - 1);
    expect(await verifyTotp(secret, totpCode(secret, now + 1), null)).toBe(now + 1);
    expect(await verifyTotp(secret, totpCode(secret, now - 3), null)).toBeNull();
    expect(await verifyTotp(secret, 'abcdef', null)).toBeNull();
  });

  it('refuses a code of a step at or before the last one used', async () => {
    const now = new TotpClock().step();
    expect(await verifyTotp(secret, totpCode(secret, now), now)).toBeNull();
    expect(await verifyTotp(secret, totpCode(secret, now + 1), now)).toBe(now + 1);
  });

  it('renders the URI as a PNG data URL', async () => {
    const url = await qrCodeDataUrl(otpauthUri(secret, 'Demo Health', 'a@b.example'));
    expect(url).toMatch(/^data:image\/png;base64,/);
    expect(
      Buffer.from(url.split(',')[1] ?? '', 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });
});
