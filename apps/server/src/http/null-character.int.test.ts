import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PATIENT } from '../seed/seed-data';
import { registerErrorHandler } from './error-handler';
import { startTestApp, type TestApp } from '../../test/support/test-app';

// PostgreSQL cannot store U+0000 in text: a null character in any text field must be the client's 400.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await t.signIn(DEMO_PATIENT.email, DEMO_PATIENT.password)).token;
});
afterAll(() => t.close());

const NUL = 'a\u0000b';

describe('a null character in a text field', () => {
  const cases: [string, 'POST' | 'PUT', string, Record<string, unknown>, boolean][] = [
    [
      'sign-in password',
      'POST',
      '/api/auth/signin',
      { email: DEMO_PATIENT.email, password: NUL, tenantId: 'demo' },
      false,
    ],
    [
      'register e-mail',
      'POST',
      '/api/auth/register',
      { email: `${NUL}@demo.example`, tenantId: 'demo' },
      false,
    ],
    [
      'sign-up name',
      'POST',
      '/api/auth/signup',
      {
        email: 'new@demo.example',
        tenantId: 'demo',
        signupTicket: 'x'.repeat(43),
        firstName: NUL,
        lastName: 'B',
        birthDate: '1990-01-01',
        password: 'Lantern-Orbit-77',
      },
      false,
    ],
    [
      'reset link token',
      'POST',
      '/api/patient/password',
      { Data: { Token: NUL, Email: DEMO_PATIENT.email, Password: 'Lantern-Orbit-77', TenantID: 'demo' } },
      false,
    ],
    [
      'profile name (stored)',
      'PUT',
      '/api/patient/profile',
      { firstName: NUL, lastName: 'Doe', birthDate: '1990-01-01', language: 'en' },
      true,
    ],
  ];

  it.each(cases)('%s: 400 with a clear message', async (_name, method, url, payload, authed) => {
    const res = await t.request({ method, url, payload, ...(authed ? { token } : {}) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ IsOK: false, Message: expect.stringMatching(/null character/) });
  });

  it('a null character that reaches PostgreSQL anyway is still a 400, not a 500', async () => {
    // A route of a later feature whose schema forgot TextField: the error handler is the backstop.
    const app = Fastify();
    registerErrorHandler(app);
    app.post('/unchecked', async () => {
      await t.tdb.db.transaction('demo', (tx) =>
        tx.query("update users set first_name = $1 where email = ''", [NUL]),
      );
      return { ok: true };
    });
    const res = await app.inject({ method: 'POST', url: '/unchecked' });
    await app.close();
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ IsOK: false, Message: expect.stringMatching(/null character/) });
  });
});
