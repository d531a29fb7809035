/**
 * SPEC.md section 5: the password rules checklist. These are hints only: the server decides (8 to 128
 * characters, no common passwords) and only an empty password is blocked in the browser.
 */
export const PASSWORD_HINT_MIN_LENGTH = 8;
export const PASSWORD_HINT_MAX_LENGTH = 16;

export type PasswordRuleKey = 'special' | 'minLength' | 'uppercase' | 'lowercase' | 'number' | 'maxLength';

export interface PasswordRule {
  key: PasswordRuleKey;
  /** Translation key of the rule's text. */
  labelKey: string;
  test: (password: string) => boolean;
}

/** Length in code points, so an emoji or astral character counts once. */
const length = (password: string): number => Array.from(password).length;

/** In the order of SPEC.md section 5. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { key: 'special', labelKey: 'newPassword.rules.special', test: (p) => /[^\p{L}\p{N}]/u.test(p) },
  {
    key: 'minLength',
    labelKey: 'newPassword.rules.minLength',
    test: (p) => length(p) >= PASSWORD_HINT_MIN_LENGTH,
  },
  { key: 'uppercase', labelKey: 'newPassword.rules.uppercase', test: (p) => /\p{Lu}/u.test(p) },
  { key: 'lowercase', labelKey: 'newPassword.rules.lowercase', test: (p) => /\p{Ll}/u.test(p) },
  { key: 'number', labelKey: 'newPassword.rules.number', test: (p) => /\p{N}/u.test(p) },
  {
    key: 'maxLength',
    labelKey: 'newPassword.rules.maxLength',
    test: (p) => length(p) > 0 && length(p) <= PASSWORD_HINT_MAX_LENGTH,
  },
];

export function checkPasswordRules(password: string): Record<PasswordRuleKey, boolean> {
  const result = {} as Record<PasswordRuleKey, boolean>;
  for (const rule of PASSWORD_RULES) result[rule.key] = rule.test(password);
  return result;
}

/** The only blocking check (SPEC.md section 5): returns the translation key of the message, or null. */
export function passwordRequiredError(password: string): string | null {
  return password.length === 0 ? 'newPassword.passwordRequired' : null;
}
