// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emailError, normalizeEmail } from './email';

describe('e-mail', () => {
  it('trims and lower-cases (SPEC.md section 5)', () => {
    expect(normalizeEmail('  Jane.Doe@Example.ORG \n')).toBe('jane.doe@example.org');
  });

  it('asks for an e-mail when empty or blank', () => {
    expect(emailError('')).toBe('auth.validation.emailRequired');
    expect(emailError('   ')).toBe('auth.validation.emailRequired');
  });

  it.each(['jane', 'jane@', '@example.org', 'jane@example', 'ja ne@example.org', 'jane@example..org'])(
    'refuses %s',
    (value) => {
      expect(emailError(value)).toBe('auth.validation.emailInvalid');
    },
  );

  it('accepts a normal address, padded or upper-case', () => {
    expect(emailError(' Jane@Example.org ')).toBeNull();
    expect(emailError('a.b+c@sub.example.co.uk')).toBeNull();
  });

  it('refuses over-long addresses', () => {
    expect(emailError(`${'a'.repeat(250)}@example.org`)).toBe('auth.validation.emailInvalid');
  });
});
