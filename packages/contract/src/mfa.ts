import { z } from 'zod';
import { CurrentUser } from './account';
import { envelope } from './envelope';
import { OpaqueTokenField, PasswordField, TenantIdField } from './fields';

/** Second factor (TOTP, RFC 6238): 6 digits every 30 seconds, as authenticator apps expect. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Recovery codes handed out once at enrolment; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** A 6-digit code or a recovery code; spaces and dashes are ignored by the server. */
export const MfaCodeField = z
  .string()
  .trim()
  .min(1, 'Please enter the code')
  .max(64, 'Please enter the code from your app or a recovery code');

/**
 * The answer to a correct password when a second factor is needed: no session yet. `step` says what the
 * user does next: `enrol` (set up an authenticator app first) or `code` (enter a code).
 */
export const MfaChallenge = z.object({
  step: z.enum(['enrol', 'code']),
  challenge: z.string(),
  expiresInSeconds: z.number().int().positive(),
});
export type MfaChallenge = z.infer<typeof MfaChallenge>;

/** Sign-in answers either the signed-in user or a second-factor challenge. */
export const SignInResult = z.union([CurrentUser, MfaChallenge]);
export type SignInResult = z.infer<typeof SignInResult>;
export const SignInOrChallengeResponse = envelope(SignInResult);
export type SignInOrChallengeResponse = z.infer<typeof SignInOrChallengeResponse>;

export const isMfaChallenge = (result: SignInResult): result is MfaChallenge => 'challenge' in result;

/** Shown once: the secret as text for manual entry, and the otpauth URI as a QR code image (data URL). */
export const TotpSetup = z.object({ manualKey: z.string(), qrCode: z.string() });
export type TotpSetup = z.infer<typeof TotpSetup>;
export const TotpSetupResponse = envelope(TotpSetup);
export type TotpSetupResponse = z.infer<typeof TotpSetupResponse>;

export const MfaChallengeRequest = z
  .object({ tenantId: TenantIdField, challenge: OpaqueTokenField })
  .strict();
export type MfaChallengeRequest = z.infer<typeof MfaChallengeRequest>;

export const MfaCodeRequest = z
  .object({ tenantId: TenantIdField, challenge: OpaqueTokenField, code: MfaCodeField })
  .strict();
export type MfaCodeRequest = z.infer<typeof MfaCodeRequest>;

export const RecoveryCodes = z.array(z.string());

/** Enrolment confirmed with a first code: the session, and the recovery codes (shown once). */
export const MfaEnrolledResponse = envelope(z.object({ user: CurrentUser, recoveryCodes: RecoveryCodes }));
export type MfaEnrolledResponse = z.infer<typeof MfaEnrolledResponse>;
export const MfaVerifiedResponse = envelope(CurrentUser);
export type MfaVerifiedResponse = z.infer<typeof MfaVerifiedResponse>;

/** Patient settings: two-step sign-in (opt-in). */
export const MfaStatusResponse = envelope(
  z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int().min(0) }),
);
export type MfaStatusResponse = z.infer<typeof MfaStatusResponse>;
export const MfaSetupRequest = z.object({ currentPassword: PasswordField }).strict();
export type MfaSetupRequest = z.infer<typeof MfaSetupRequest>;
export const MfaEnableRequest = z.object({ code: MfaCodeField }).strict();
export type MfaEnableRequest = z.infer<typeof MfaEnableRequest>;
export const MfaEnableResponse = envelope(z.object({ recoveryCodes: RecoveryCodes }));
export type MfaEnableResponse = z.infer<typeof MfaEnableResponse>;
/** Turning it off needs the current password or a code. */
export const MfaDisableRequest = z.union([
  z.object({ currentPassword: PasswordField }).strict(),
  z.object({ code: MfaCodeField }).strict(),
]);
export type MfaDisableRequest = z.infer<typeof MfaDisableRequest>;
export const MfaDisableResponse = envelope(z.literal(true));
export type MfaDisableResponse = z.infer<typeof MfaDisableResponse>;
