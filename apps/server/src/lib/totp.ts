import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@portal/contract';

/** A new base32 secret of 160 bits (RFC 4226's recommended length). */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const otpauthUri = (secret: string, issuer: string, account: string): string =>
  generateURI({ issuer, label: account, secret, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });

/** The secret in groups of four, for typing it into an app by hand. */
export const manualKey = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The QR code of `uri` as a PNG data URL (the CSP allows data: images). */
export const qrCodeDataUrl = (uri: string): Promise<string> =>
  QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });

/** True when `code` looks like a TOTP code rather than a recovery code. */
export const isTotpCode = (code: string): boolean => new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code);

/**
 * Checks a code against the current time step and one step either side (clock drift). Returns the time
 * step it matched, or null. A step at or before `afterStep` is refused, so a used code cannot be replayed.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  afterStep: number | null,
  nowMs: number = Date.now(),
): Promise<number | null> {
  if (!isTotpCode(code)) return null;
  const result = await verify({
    secret,
    token: code,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
