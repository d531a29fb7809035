import { describe, expect, it } from 'vitest';
import { guessablePasswordFeedback } from './password-strength';
import { assertAcceptablePassword } from './passwords';
import { HttpError } from './errors';

describe('guessablePasswordFeedback (zxcvbn-ts, common + en + de + es dictionaries)', () => {
  it.each(['Password1!', 'Welcome1!', 'Qwerty123!', 'Sommer2024!', 'Contraseña1!'])(
    'finds %s guessable, with the reason as translation keys',
    async (password) => {
      const feedback = await guessablePasswordFeedback(password, []);
      expect(feedback).not.toBeNull();
      expect([feedback?.warning, ...(feedback?.suggestions ?? [])].filter(Boolean).length).toBeGreaterThan(0);
    },
  );

  it.each(['Demo-Patient-2026!', 'Lantern-Orbit-77', 'correct horse battery staple'])(
    'accepts %s',
    async (password) => {
      expect(await guessablePasswordFeedback(password, [])).toBeNull();
    },
  );

  it('counts what the patient typed elsewhere (the e-mail) as guessable', async () => {
    expect(await guessablePasswordFeedback('rosalinda.k', [])).not.toBeNull();
    expect(
      await guessablePasswordFeedback('Xq7-Rosalinda', ['rosalinda@example.org', 'rosalinda']),
    ).not.toBeNull();
  });
});

describe('assertAcceptablePassword', () => {
  it('refuses Password1! (the exact-match list let it through) with the estimator feedback', async () => {
    let error: unknown;
    try {
      await assertAcceptablePassword('Password1!', 'jane@example.org');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(HttpError);
    const refused = error as HttpError;
    expect(refused.statusCode).toBe(400);
    expect(refused.code).toBe('PASSWORD_GUESSABLE');
    expect(refused.message).toMatch(/^This password is too easy to guess\. Please choose another one\. \S/);
  });
});
