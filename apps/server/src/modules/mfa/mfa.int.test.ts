import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInResult } from '@portal/contract';
import { ACME_PATIENT, DEMO_COORDINATOR, DEMO_PATIENT } from '../../seed/seed-data';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { Authenticator, totpCode } from '../../../test/support/totp-client';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) =>
  t.request({ method: 'POST', url, payload, ...(token ? { token } : {}) });

async function passwordStep(
  who: { email: string; password: string; tenantId: string } = DEMO_COORDINATOR,
): Promise<SignInResult> {
  const res = await post('/api/auth/signin', {
    email: who.email,
    password: who.password,
    tenantId: who.tenantId,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ Data: SignInResult }>().Data;
}

async function challengeOf(
  who: { email: string; password: string; tenantId: string } = DEMO_COORDINATOR,
): Promise<string> {
  const result = await passwordStep(who);
  if (!('challenge' in result)) throw new Error('expected a second-factor challenge');
  return result.challenge;
}

const audits = (action: string) =>
  t.tdb.ownerQuery<{ outcome: string; actor_role: string | null; tenant_id: string }>(
    'select outcome, actor_role, tenant_id from audit_events where action = $1 order by id',
    [action],
  );

/** The coordinator's authenticator, once enrolled. */
let coordinatorApp: Authenticator;
let recoveryCodes: string[];

describe('staff sign-in needs a second factor', () => {
  it('a correct password alone gives an enrolment challenge, not a token', async () => {
    const result = await passwordStep();
    expect(result).toEqual({ step: 'enrol', challenge: expect.any(String), expiresInSeconds: 300 });
    expect(result).not.toHaveProperty('token');
    if (!('challenge' in result)) return;
    // The challenge is no bearer token.
    expect((await post('/api/auth/logout', {}, result.challenge)).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: '/api/patient/dashboard', token: result.challenge })).statusCode,
    ).toBe(401);
    const stored = await t.tdb.ownerQuery<{ n: number }>(
      "select count(*)::int as n from mfa_challenges where token_hash = sha256(convert_to($1, 'UTF8'))",
      [result.challenge],
    );
    expect(stored[0]?.n).toBe(1);
  });

  it('enrols: the secret and QR code once, a wrong first code refused and audited, then the session and recovery codes', async () => {
    const challenge = await challengeOf();
    const setup = await post('/api/auth/mfa/enrol', { tenantId: 'demo', challenge });
    expect(setup.statusCode).toBe(200);
    const { manualKey, qrCode } = setup.json<{ Data: { manualKey: string; qrCode: string } }>().Data;
    expect(manualKey).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    // Shown once: the same challenge cannot show it again.
    expect((await post('/api/auth/mfa/enrol', { tenantId: 'demo', challenge })).statusCode).toBe(400);

    const secret = manualKey.replace(/ /g, '');
    const sealed = await t.tdb.ownerQuery<{ secret_sealed: Buffer }>('select secret_sealed from mfa_totp');
    expect(sealed).toHaveLength(1);
    expect(Buffer.from(sealed[0]?.secret_sealed ?? []).toString('latin1')).not.toContain(secret);

    const wrong = String((Number(totpCode(secret, t.totpClock.step())) + 1) % 1_000_000).padStart(6, '0');
    const refused = await post('/api/auth/mfa/enrol/confirm', { tenantId: 'demo', challenge, code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Message).toMatch(/incorrect/);
    expect(await audits('auth.mfa.enrol')).toEqual([
      { outcome: 'failure', actor_role: 'Coordinator', tenant_id: 'demo' },
    ]);

    coordinatorApp = new Authenticator(secret, t.totpClock);
    t.authenticators.set(`demo:${DEMO_COORDINATOR.email}`, coordinatorApp);
    const ok = await post('/api/auth/mfa/enrol/confirm', {
      tenantId: 'demo',
      challenge,
      code: coordinatorApp.next(),
    });
    expect(ok.statusCode).toBe(200);
    const data = ok.json<{ Data: { user: { role: string; token: string }; recoveryCodes: string[] } }>().Data;
    expect(data.user.role).toBe('Coordinator');
    recoveryCodes = data.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-f]{5}(-[0-9a-f]{5}){3}$/);
    // The session works (a staff token on a patient route is a 403, not a 401).
    expect(
      (await t.request({ method: 'GET', url: '/api/patient/dashboard', token: data.user.token })).statusCode,
    ).toBe(403);
    // Recovery codes are kept only as SHA-256.
    const hashes = await t.tdb.ownerQuery<{ code_hash: Buffer }>('select code_hash from mfa_recovery_codes');
    expect(hashes).toHaveLength(10);
    for (const h of hashes) expect(Buffer.from(h.code_hash)).toHaveLength(32);
    // The challenge was used up.
    expect(
      (
        await post('/api/auth/mfa/enrol/confirm', {
          tenantId: 'demo',
          challenge,
          code: coordinatorApp.next(),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('once enrolled, sign-in asks for a code; a wrong one is refused and audited, the right one gives a token', async () => {
    const result = await passwordStep();
    expect(result).toMatchObject({ step: 'code' });
    if (!('challenge' in result)) return;
    const before = (await audits('auth.mfa.verify')).length;
    const refused = await post('/api/auth/mfa/verify', {
      tenantId: 'demo',
      challenge: result.challenge,
      code: '000000',
    });
    // 000000 could be the real code once in a million runs; the test then still passes the next line.
    expect([400, 200]).toContain(refused.statusCode);
    if (refused.statusCode === 200) return;
    expect((await audits('auth.mfa.verify')).slice(before)).toEqual([
      { outcome: 'failure', actor_role: 'Coordinator', tenant_id: 'demo' },
    ]);
    const ok = await post('/api/auth/mfa/verify', {
      tenantId: 'demo',
      challenge: result.challenge,
      code: coordinatorApp.next(),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().Data).toMatchObject({ role: 'Coordinator', token: expect.any(String) });
    expect((await audits('auth.mfa.verify')).at(-1)).toMatchObject({ outcome: 'success' });
  });

  it('refuses a code already used, within its window', async () => {
    const used = coordinatorApp.next();
    const first = await post('/api/auth/mfa/verify', {
      tenantId: 'demo',
      challenge: await challengeOf(),
      code: used,
    });
    expect(first.statusCode).toBe(200);
    const replay = await post('/api/auth/mfa/verify', {
      tenantId: 'demo',
      challenge: await challengeOf(),
      code: used,
    });
    expect(replay.statusCode).toBe(400);
    // An older code (the previous step, still inside the drift window) is refused too.
    const older = totpCode(coordinatorApp.secret, t.totpClock.step() - 1);
    const late = await post('/api/auth/mfa/verify', {
      tenantId: 'demo',
      challenge: await challengeOf(),
      code: older,
    });
    expect(late.statusCode).toBe(400);
  });

  it('a recovery code works once, with or without its dashes', async () => {
    const code = recoveryCodes[0] ?? '';
    const first = await post('/api/auth/mfa/verify', {
      tenantId: 'demo',
      challenge: await challengeOf(),
      code: code.replace(/-/g, '').toUpperCase(),
    });
    expect(first.statusCode).toBe(200);
    const again = await post('/api/auth/mfa/verify', {
      tenantId: 'demo',
      challenge: await challengeOf(),
      code,
    });
    expect(again.statusCode).toBe(400);
  });

  it("refuses another tenant's challenge token, even with the right code", async () => {
    const challenge = await challengeOf();
    const res = await post('/api/auth/mfa/verify', {
      tenantId: 'acme',
      challenge,
      code: coordinatorApp.next(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toMatch(/sign in again/);
    expect(res.body).not.toContain('token');
  });

  it('refuses a made-up challenge, a code step challenge used for enrolment, and bad bodies', async () => {
    const fake = await post('/api/auth/mfa/verify', {
      tenantId: 'demo',
      challenge: 'x'.repeat(43),
      code: '123456',
    });
    expect(fake.statusCode).toBe(400);
    const challenge = await challengeOf();
    expect((await post('/api/auth/mfa/enrol', { tenantId: 'demo', challenge })).statusCode).toBe(400);
    const extra = await post('/api/auth/mfa/verify', {
      tenantId: 'demo',
      challenge,
      code: '123456',
      userId: 'x',
    });
    expect(extra.statusCode).toBe(400);
    const long = await post('/api/auth/mfa/verify', { tenantId: 'demo', challenge, code: '1'.repeat(65) });
    expect(long.statusCode).toBe(400);
    expect((await post('/api/auth/mfa/verify', { tenantId: 'demo', challenge })).statusCode).toBe(400);
  });

  it('the sign-in helper of the other suites completes the code step', async () => {
    const user = await t.signIn(DEMO_COORDINATOR.email, DEMO_COORDINATOR.password);
    expect(user.role).toBe('Coordinator');
  });
});

describe('patients opt in from their settings', () => {
  let token: string;
  let app: Authenticator;
  const get = (url: string) => t.request({ method: 'GET', url, token });

  it('a patient signs in with a password alone until they turn it on', async () => {
    const result = await passwordStep(DEMO_PATIENT);
    expect(result).toMatchObject({ role: 'Patient', token: expect.any(String) });
    if ('token' in result) token = result.token;
    expect((await get('/api/patient/settings/mfa')).json().Data).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
  });

  it('turning it on needs the current password and a first code', async () => {
    const wrongPassword = await post(
      '/api/patient/settings/mfa/setup',
      { currentPassword: 'not-my-password' },
      token,
    );
    expect(wrongPassword.statusCode).toBe(400);
    expect((await audits('patient.mfa.setup')).at(-1)).toMatchObject({
      outcome: 'failure',
      actor_role: 'Patient',
    });

    const setup = await post(
      '/api/patient/settings/mfa/setup',
      { currentPassword: DEMO_PATIENT.password },
      token,
    );
    expect(setup.statusCode).toBe(200);
    app = new Authenticator(setup.json<{ Data: { manualKey: string } }>().Data.manualKey, t.totpClock);
    // Not on until confirmed: sign-in still needs only the password.
    expect(await passwordStep(DEMO_PATIENT)).toHaveProperty('token');

    expect((await post('/api/patient/settings/mfa/enable', { code: 'abcdef' }, token)).statusCode).toBe(400);
    const enabled = await post('/api/patient/settings/mfa/enable', { code: app.next() }, token);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().Data.recoveryCodes).toHaveLength(10);
    expect((await get('/api/patient/settings/mfa')).json().Data).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    // Setting up again while on is refused (the secret is never shown again).
    const again = await post(
      '/api/patient/settings/mfa/setup',
      { currentPassword: DEMO_PATIENT.password },
      token,
    );
    expect(again.statusCode).toBe(400);
  });

  it('then sign-in asks for a code; the other tenant’s look-alike patient is not affected', async () => {
    const challenge = await challengeOf(DEMO_PATIENT);
    const ok = await post('/api/auth/mfa/verify', { tenantId: 'demo', challenge, code: app.next() });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().Data.role).toBe('Patient');
    expect(await passwordStep(ACME_PATIENT)).toHaveProperty('token');
  });

  it('turning it off needs the password or a code; then the password alone is enough again', async () => {
    const wrong = await post('/api/patient/settings/mfa/disable', { currentPassword: 'nope-nope' }, token);
    expect(wrong.statusCode).toBe(400);
    const both = await post(
      '/api/patient/settings/mfa/disable',
      { currentPassword: 'x', code: '123456' },
      token,
    );
    expect(both.statusCode).toBe(400);
    const off = await post('/api/patient/settings/mfa/disable', { code: app.next() }, token);
    expect(off.statusCode).toBe(200);
    expect((await get('/api/patient/settings/mfa')).json().Data).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    expect(await passwordStep(DEMO_PATIENT)).toHaveProperty('token');
    expect((await audits('patient.mfa.disable')).map((a) => a.outcome)).toEqual(['failure', 'success']);
  });

  it('refuses no token, and staff on the patient settings', async () => {
    expect((await t.request({ method: 'GET', url: '/api/patient/settings/mfa' })).statusCode).toBe(401);
    const staff = await t.signIn(DEMO_COORDINATOR.email, DEMO_COORDINATOR.password);
    const res = await t.request({ method: 'GET', url: '/api/patient/settings/mfa', token: staff.token });
    expect(res.statusCode).toBe(403);
  });
});

describe('code attempts are rate limited', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1' } });
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After after 10 attempts per account, even for the right code, and audits it', async () => {
    await limited.signIn(DEMO_COORDINATOR.email, DEMO_COORDINATOR.password); // enrols: 1 attempt
    const app = limited.authenticators.get(`demo:${DEMO_COORDINATOR.email}`);
    if (!app) throw new Error('not enrolled');
    const signin = await limited.request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: DEMO_COORDINATOR.email, password: DEMO_COORDINATOR.password, tenantId: 'demo' },
    });
    const { challenge } = signin.json<{ Data: { challenge: string } }>().Data;
    const attempt = (code: string) =>
      limited.request({
        method: 'POST',
        url: '/api/auth/mfa/verify',
        payload: { tenantId: 'demo', challenge, code },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await attempt('abcdefabcdefabcdefab')).statusCode);
    expect(statuses).toEqual(Array(9).fill(400));
    const blocked = await attempt(app.next());
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const denied = await limited.tdb.ownerQuery<{ outcome: string }>(
      "select outcome from audit_events where action = 'auth.mfa.verify' and outcome = 'denied'",
    );
    expect(denied).toHaveLength(1);
  });
});
