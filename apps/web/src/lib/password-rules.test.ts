// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkPasswordRules, PASSWORD_RULES, passwordRequiredError } from './password-rules';

describe('password rules checklist (SPEC.md section 5)', () => {
  it('lists the six rules in the spec order', () => {
    expect(PASSWORD_RULES.map((r) => r.key)).toEqual([
      'special',
      'minLength',
      'uppercase',
      'lowercase',
      'number',
      'maxLength',
    ]);
  });

  it('marks nothing for an empty password', () => {
    expect(Object.values(checkPasswordRules(''))).toEqual([false, false, false, false, false, false]);
  });

  it('marks every rule for a good password', () => {
    expect(checkPasswordRules('Good-Pass1')).toEqual({
      special: true,
      minLength: true,
      uppercase: true,
      lowercase: true,
      number: true,
      maxLength: true,
    });
  });

  it.each([
    ['abcdefg', { minLength: false, maxLength: true }],
    ['abcdefgh', { minLength: true, maxLength: true }],
    ['abcdefghijklmnop', { minLength: true, maxLength: true }],
    ['abcdefghijklmnopq', { minLength: true, maxLength: false }],
  ])('length of %s: 8 to 16', (password, expected) => {
    const result = checkPasswordRules(password);
    expect({ minLength: result.minLength, maxLength: result.maxLength }).toEqual(expected);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkPasswordRules('😀😀😀😀😀😀😀😀').minLength).toBe(true);
    expect(checkPasswordRules('😀'.repeat(16)).maxLength).toBe(true);
  });

  it('recognises each class separately', () => {
    expect(checkPasswordRules('a').lowercase).toBe(true);
    expect(checkPasswordRules('a').uppercase).toBe(false);
    expect(checkPasswordRules('Ä').uppercase).toBe(true);
    expect(checkPasswordRules('7').number).toBe(true);
    expect(checkPasswordRules('abc').special).toBe(false);
    expect(checkPasswordRules('a b').special).toBe(true);
    expect(checkPasswordRules('a!').special).toBe(true);
  });

  it('blocks only an empty password', () => {
    expect(passwordRequiredError('')).toBe('newPassword.passwordRequired');
    expect(passwordRequiredError('x')).toBeNull();
    expect(passwordRequiredError('short')).toBeNull();
  });
});
