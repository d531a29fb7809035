import { hash, verify } from '@node-rs/argon2';
import { SERVER_PASSWORD_MAX_LENGTH, SERVER_PASSWORD_MIN_LENGTH } from '@portal/contract';
import { refusal } from './errors';
import { isCommonPassword } from './common-passwords';
import { guessablePasswordFeedback } from './password-strength';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. (2 is Algorithm.Argon2id, a const enum.)
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * NIST 800-63B: length, a blocklist and a strength estimate, no composition rules. Throws a 400 with the
 * reason (for a guessable password, the estimator's feedback).
 */
export async function assertAcceptablePassword(password: string, email: string): Promise<void> {
  // Characters, not UTF-16 units: a surrogate pair counts once.
  const length = password.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '_').length;
  if (length < SERVER_PASSWORD_MIN_LENGTH) {
    throw refusal(400, 'PASSWORD_TOO_SHORT', { min: SERVER_PASSWORD_MIN_LENGTH });
  }
  if (length > SERVER_PASSWORD_MAX_LENGTH) {
    throw refusal(400, 'PASSWORD_TOO_LONG', { max: SERVER_PASSWORD_MAX_LENGTH });
  }
  const local = email.split('@')[0] ?? '';
  if (isCommonPassword(password) || (local.length >= 4 && password.toLowerCase().includes(local))) {
    throw refusal(400, 'PASSWORD_COMMON');
  }
  const feedback = await guessablePasswordFeedback(password, [email, local]);
  if (feedback) throw refusal(400, 'PASSWORD_GUESSABLE', { feedback });
}
export const hashPassword = (password: string): Promise<string> => hash(password.normalize('NFKC'), ARGON2);

export const verifyPassword = (stored: string, password: string): Promise<boolean> =>
  verify(stored, password.normalize('NFKC')).catch(() => false);

/** Verified against when the account does not exist, so both cases cost the same time. */
let dummyHash: Promise<string> | undefined;
export const burnPasswordCheck = async (password: string): Promise<void> => {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  await verifyPassword(await dummyHash, password);
};
