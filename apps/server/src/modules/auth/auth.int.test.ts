import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_CODE_OFFSET } from '@portal/contract';
import { DEMO_PATIENT } from '../../seed/seed-data';
import { lastLink, readOutbox } from '../../../test/support/outbox';
import { startTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let n = 0;
const freshEmail = () => `p${++n}-${Date.now()}@example.org`;
const MAILING = new Set(['/api/auth/register', '/api/auth/forgot-password']);
/** A POST; after one that queues a mail, waits until the job has delivered it. */
async function post(url: string, payload: unknown, token?: string) {
  const res = await t.request({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    ...(token ? { token } : {}),
  });
  if (MAILING.has(url)) await t.settleJobs();
  return res;
}

const verifyBody = (email: string, code: string, tenant = 'demo') => ({
  Data: { Step: 'EMAIL_VERIFY', User: { Email: email, TenantID: tenant }, Data: code },
});

async function registerAndVerify(email: string): Promise<string> {
  expect((await post('/api/auth/register', { email, tenantId: 'demo', language: 'en' })).statusCode).toBe(
    200,
  );
  const { token } = lastLink(t.dataDir, email, 'verify');
  const res = await post('/api/patient/onboard', verifyBody(email, token.slice(VERIFICATION_CODE_OFFSET)));
  expect(res.statusCode).toBe(200);
  return res.json<{ Data: { SignupTicket: string } }>().Data.SignupTicket;
}

const signUpBody = (email: string, signupTicket: string, password = 'Lantern-Orbit-77') => ({
  email,
  tenantId: 'demo',
  signupTicket,
  firstName: 'Rosa',
  lastName: 'Díaz',
  birthDate: '1990-02-03',
  password,
});

describe('register, verify, complete sign-up, sign in, sign out', () => {
  it('walks the whole account life', async () => {
    const email = freshEmail();
    const ticket = await registerAndVerify(email);
    const signup = await post('/api/auth/signup', signUpBody(email, ticket));
    expect(signup.statusCode).toBe(200);
    const user = signup.json().Data;
    expect(user).toMatchObject({
      role: 'Patient',
      firstName: 'Rosa',
      lastName: 'Díaz',
      dob: '1990-02-03',
      hasIDCard: false,
    });
    expect(user.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const again = await t.signIn(email, 'Lantern-Orbit-77');
    expect(
      (await t.request({ method: 'GET', url: '/api/patient/header', token: again.token })).statusCode,
    ).toBe(200);

    const out = await t.request({ method: 'POST', url: '/api/auth/logout', token: again.token });
    expect(out.json()).toEqual({ IsOK: true, Data: { success: true } });
    expect(
      (await t.request({ method: 'GET', url: '/api/patient/header', token: again.token })).statusCode,
    ).toBe(401);
    // The other session (from sign-up) is untouched by this logout.
    expect(
      (await t.request({ method: 'GET', url: '/api/patient/header', token: user.token })).statusCode,
    ).toBe(200);
  });

  it('writes the verification mail in the chosen language with a 33-character prefix before the code', async () => {
    const email = freshEmail();
    await post('/api/auth/register', { email, tenantId: 'demo', language: 'de' });
    const mail = readOutbox(t.dataDir)
      .filter((m) => m.to.includes(email))
      .pop();
    expect(mail?.subject).toContain('Bestätigen');
    const { token } = lastLink(t.dataDir, email, 'verify');
    expect(token.length).toBe(VERIFICATION_CODE_OFFSET + 43);
  });

  it('answers register the same for a new and an existing e-mail, and tells the owner by mail', async () => {
    const fresh = await post('/api/auth/register', { email: freshEmail(), tenantId: 'demo', language: 'en' });
    const existing = await post('/api/auth/register', {
      email: DEMO_PATIENT.email,
      tenantId: 'demo',
      language: 'en',
    });
    expect(existing.statusCode).toBe(fresh.statusCode);
    expect(existing.json()).toEqual(fresh.json());
    expect(
      readOutbox(t.dataDir).some(
        (m) => m.to.includes(DEMO_PATIENT.email) && /already have an account/.test(m.subject),
      ),
    ).toBe(true);
  });

  it('answers forgot-password the same for unknown and known e-mails', async () => {
    const unknown = await post('/api/auth/forgot-password', { email: freshEmail(), tenantId: 'demo' });
    const known = await post('/api/auth/forgot-password', { email: DEMO_PATIENT.email, tenantId: 'demo' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const wrong = await post('/api/auth/signin', {
      email: DEMO_PATIENT.email,
      password: 'Wrong-Password-1',
      tenantId: 'demo',
    });
    const unknown = await post('/api/auth/signin', {
      email: freshEmail(),
      password: 'Wrong-Password-1',
      tenantId: 'demo',
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json().Message).toBe(unknown.json().Message);
  });

  it('does not sign a patient of one tenant into another tenant', async () => {
    const res = await post('/api/auth/signin', {
      email: DEMO_PATIENT.email,
      password: DEMO_PATIENT.password,
      tenantId: 'acme',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('password policy', () => {
  it.each([
    ['short', 'Ab1!xyz', /at least 8/],
    ['common', 'password1', /too common/],
    ['over 128 characters', 'a'.repeat(129), /at most 128/],
  ])(
    'refuses a %s password with a clear message and keeps the ticket usable',
    async (_label, password, message) => {
      const email = freshEmail();
      const ticket = await registerAndVerify(email);
      const res = await post('/api/auth/signup', signUpBody(email, ticket, password));
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toMatch(message);
      expect((await post('/api/auth/signup', signUpBody(email, ticket))).statusCode).toBe(200);
    },
  );

  it('answers a megabyte-long password with a 4xx, never a 5xx', async () => {
    const res = await post('/api/auth/signin', {
      email: DEMO_PATIENT.email,
      password: 'x'.repeat(900_000),
      tenantId: 'demo',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('e-mail link tokens', () => {
  it('redeems a verify code once: 20 parallel redemptions give exactly one success', async () => {
    const email = freshEmail();
    await post('/api/auth/register', { email, tenantId: 'demo', language: 'en' });
    const code = lastLink(t.dataDir, email, 'verify').token.slice(VERIFICATION_CODE_OFFSET);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/patient/onboard', verifyBody(email, code))),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(19);
  });

  it('refuses a reused, an expired, a wrong-tenant and a superseded verify code', async () => {
    const email = freshEmail();
    await post('/api/auth/register', { email, tenantId: 'demo', language: 'en' });
    const first = lastLink(t.dataDir, email, 'verify').token.slice(VERIFICATION_CODE_OFFSET);
    await post('/api/auth/register', { email, tenantId: 'demo', language: 'en' });
    const second = lastLink(t.dataDir, email, 'verify').token.slice(VERIFICATION_CODE_OFFSET);
    expect(second).not.toBe(first);
    expect((await post('/api/patient/onboard', verifyBody(email, first))).statusCode).toBe(400);
    expect((await post('/api/patient/onboard', verifyBody(email, second, 'acme'))).statusCode).toBe(400);

    await t.tdb.ownerQuery(
      "update link_tokens set expires_at = now() - interval '1 second' where purpose = 'verify_email'",
    );
    const expired = await post('/api/patient/onboard', verifyBody(email, second));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().Message).toMatch(/invalid, has expired or was already used/);
  });

  it('refuses a verify code used as a reset token (wrong purpose)', async () => {
    const email = freshEmail();
    await post('/api/auth/register', { email, tenantId: 'demo', language: 'en' });
    const code = lastLink(t.dataDir, email, 'verify').token.slice(VERIFICATION_CODE_OFFSET);
    const res = await post('/api/patient/password', {
      Data: { Token: code, Email: email, Password: 'Lantern-Orbit-77', TenantID: 'demo' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('resets a password once, ends every session, and refuses the link again', async () => {
    const email = freshEmail();
    const ticket = await registerAndVerify(email);
    const session = (await post('/api/auth/signup', signUpBody(email, ticket))).json().Data.token as string;
    await post('/api/auth/forgot-password', { email, tenantId: 'demo' });
    const { token } = lastLink(t.dataDir, email, 'reset');
    const body = {
      Data: { Token: token, Email: email, Password: 'Quiet-Meadow-2040', TenantID: 'demo', AppPoolID: 'web' },
    };
    const ok = await post('/api/patient/password', body);
    expect(ok.json()).toEqual({ IsOK: true, Data: true });
    expect((await t.request({ method: 'GET', url: '/api/patient/header', token: session })).statusCode).toBe(
      401,
    );
    expect((await post('/api/patient/password', body)).statusCode).toBe(400);
    await expect(t.signIn(email, 'Quiet-Meadow-2040')).resolves.toMatchObject({ role: 'Patient' });
  });

  it('refuses an expired reset link', async () => {
    const email = freshEmail();
    const ticket = await registerAndVerify(email);
    await post('/api/auth/signup', signUpBody(email, ticket));
    await post('/api/auth/forgot-password', { email, tenantId: 'demo' });
    const { token } = lastLink(t.dataDir, email, 'reset');
    await t.tdb.ownerQuery(
      "update link_tokens set expires_at = now() - interval '1 second' where purpose = 'reset_password'",
    );
    const res = await post('/api/patient/password', {
      Data: { Token: token, Email: email, Password: 'Quiet-Meadow-2040', TenantID: 'demo' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(
      'This link is invalid, has expired or was already used. Please ask for a new one.',
    );
    expect(res.json().Code).toBe('RESET_LINK_INVALID');
  });

  it('stores link tokens and sessions only as hashes', async () => {
    const email = freshEmail();
    await post('/api/auth/register', { email, tenantId: 'demo', language: 'en' });
    const code = lastLink(t.dataDir, email, 'verify').token.slice(VERIFICATION_CODE_OFFSET);
    const rows = await t.tdb.ownerQuery<{ h: string }>(
      "select encode(token_hash, 'escape') as h from link_tokens",
    );
    expect(rows.some((r) => r.h.includes(code))).toBe(false);
    const user = await t.signIn(DEMO_PATIENT.email, DEMO_PATIENT.password);
    const sessions = await t.tdb.ownerQuery<{ h: string }>(
      "select encode(token_hash, 'escape') as h from sessions",
    );
    expect(sessions.some((r) => r.h.includes(user.token))).toBe(false);
  });
});

describe('bad input', () => {
  it.each([
    [
      'unknown field',
      { email: 'a@b.co', tenantId: 'demo', language: 'en', role: 'Admin' },
      /fields that are not allowed/,
    ],
    ['bad e-mail', { email: 'not-an-email', tenantId: 'demo' }, /valid e-mail address/],
    ['bad language', { email: 'a@b.co', tenantId: 'demo', language: 'fr' }, /language/],
  ])('refuses a register body with a %s and a clear message', async (_label, body, message) => {
    const before = await t.tdb.ownerQuery<{ n: number }>('select count(*)::int as n from users');
    const res = await post('/api/auth/register', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      IsOK: false,
      Message: expect.stringMatching(message),
      RequestId: expect.any(String),
    });
    expect(await t.tdb.ownerQuery<{ n: number }>('select count(*)::int as n from users')).toEqual(before);
  });

  it('refuses a body over 1 MiB with 413 and the error envelope', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: JSON.stringify({ email: 'a@b.co', tenantId: 'demo', pad: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ IsOK: false, Message: 'The request is too large.' });
  });

  it('refuses malformed JSON and a wrong content type with a 4xx', async () => {
    const bad = await t.request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    const text = await t.request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(text.statusCode).toBe(415);
  });
});
