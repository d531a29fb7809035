/** SPEC.md section 5: an e-mail from a link is trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * SPEC.md section 5, e-mail check: returns the translation key of `Please enter your Email` or
 * `Please enter a valid Email`, or null when the address looks valid.
 */
export function emailError(
  value: string,
): 'auth.validation.emailRequired' | 'auth.validation.emailInvalid' | null {
  const email = normalizeEmail(value);
  if (email.length === 0) return 'auth.validation.emailRequired';
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return 'auth.validation.emailInvalid';
  return null;
}
