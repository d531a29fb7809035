import { VERIFICATION_CODE_OFFSET } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastLink } from '../../test/support/outbox';
import { startTestApp, type TestApp } from '../../test/support/test-app';

// Sign-up, reset and the settings' password change all refuse guessable passwords, with the
// estimator's feedback in the language the client asks for.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let n = 0;
const freshEmail = () => `strength${++n}-${Date.now()}@example.org`;
const post = (url: string, payload: object, headers: Record<string, string> = {}, token?: string) =>
  t.request({
    method: 'POST',
    url,
    payload: payload,
    headers,
    ...(token ? { token } : {}),
  });

async function signUp(email: string, password: string, headers: Record<string, string> = {}) {
  await post('/api/auth/register', { email, tenantId: 'demo', language: 'en' });
  await t.settleJobs();
  const code = lastLink(t.dataDir, email, 'verify').token.slice(VERIFICATION_CODE_OFFSET);
  const verified = await post('/api/patient/onboard', {
    Data: { Step: 'EMAIL_VERIFY', User: { Email: email, TenantID: 'demo' }, Data: code },
  });
  const ticket = verified.json().Data.SignupTicket as string;
  const body = {
    email,
    tenantId: 'demo',
    signupTicket: ticket,
    firstName: 'Ada',
    lastName: 'Lind',
    birthDate: '1980-01-02',
  };
  return { res: await post('/api/auth/signup', { ...body, password }, headers), body };
}

describe('guessable passwords', () => {
  it.each(['Password1!', 'Welcome1!', 'Qwerty123!'])(
    'sign-up refuses %s with the estimator feedback',
    async (weak) => {
      const { res, body } = await signUp(freshEmail(), weak);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ IsOK: false, Code: 'PASSWORD_GUESSABLE' });
      expect(res.json().Message).toMatch(
        /^This password is too easy to guess\. Please choose another one\. \S+/,
      );
      // The ticket stays usable: a strong password then completes the sign-up.
      expect((await post('/api/auth/signup', { ...body, password: 'Lantern-Orbit-77' })).statusCode).toBe(
        200,
      );
    },
  );

  it('answers in the language of Accept-Language (German, Spanish)', async () => {
    const de = await signUp(freshEmail(), 'Welcome1!', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(de.res.json().Message).toMatch(/^Dieses Passwort ist zu leicht zu erraten\./);
    const es = await signUp(freshEmail(), 'Welcome1!', { 'accept-language': 'es-ES' });
    expect(es.res.json().Message).toMatch(/^Esta contraseña es demasiado fácil de adivinar\./);
  });

  it('reset and settings password change refuse a guessable password, and keep the link usable', async () => {
    const email = freshEmail();
    const { res } = await signUp(email, 'Lantern-Orbit-77');
    const token = res.json().Data.token as string;
    const change = await post(
      '/api/patient/settings/password',
      { currentPassword: 'Lantern-Orbit-77', newPassword: 'Qwerty123!' },
      {},
      token,
    );
    expect(change.statusCode).toBe(400);
    expect(change.json().Code).toBe('PASSWORD_GUESSABLE');

    await post('/api/auth/forgot-password', { email, tenantId: 'demo' });
    await t.settleJobs();
    const link = lastLink(t.dataDir, email, 'reset');
    const reset = (password: string) =>
      post('/api/patient/password', {
        Data: { Token: link.token, Email: email, Password: password, TenantID: 'demo' },
      });
    const refused = await reset('Password1!');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Code).toBe('PASSWORD_GUESSABLE');
    expect((await reset('Quiet-Meadow-2040')).json()).toEqual({ IsOK: true, Data: true });
  });
});
