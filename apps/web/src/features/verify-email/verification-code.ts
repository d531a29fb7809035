import { VERIFICATION_CODE_OFFSET } from '../../lib/contract';

/** SPEC.md section 5: the verification code is the token from character 33 onwards. */
export function verificationCode(token: string): string {
  return token.slice(VERIFICATION_CODE_OFFSET);
}
