import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ACME_PATIENT, DEMO_COORDINATOR, DEMO_PATIENT } from '../seed/seed-data';
import { startTestApp, type TestApp } from '../../test/support/test-app';
import { RATE_RULES } from './rate-limit';

let t: TestApp;
let second: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1', TRUST_PROXY_HOPS: '1' } });
  // A second instance on the same database, as behind a load balancer.
  second = await buildApp({
    config: t.config,
    db: t.tdb.db,
    logStream: new Writable({
      write: (_c, _e, done) => {
        done();
      },
    }),
  });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const signIn = (app: typeof second, email: string, forwardedFor: string, tenantId = 'demo') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password: 'Wrong-Password-1', tenantId },
    headers: { 'x-forwarded-for': forwardedFor },
  });

const rightPassword = (
  app: typeof second,
  who: { email: string; password: string; tenantId?: string },
  forwardedFor: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: who.email, password: who.password, tenantId: who.tenantId ?? 'demo' },
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('two instances on one database', () => {
  it('share sessions: signed in on one, used and revoked on the other', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: ACME_PATIENT.email, password: ACME_PATIENT.password, tenantId: 'acme' },
      headers: { 'x-forwarded-for': '10.9.9.9' },
    });
    const token = signIn.json().Data.token as string;
    const headers = { authorization: `Bearer ${token}` };
    expect((await second.inject({ method: 'GET', url: '/api/patient/header', headers })).statusCode).toBe(
      200,
    );
    expect((await second.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/patient/header', headers })).statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  it('throttles sign-in failures per account and client across two instances, with 429 and Retry-After', async () => {
    const limit = RATE_RULES.signInAccountClient.limit;
    const statuses: number[] = [];
    for (let i = 0; i < limit; i++) {
      statuses.push((await signIn(i % 2 ? second : t.app, DEMO_PATIENT.email, '10.0.0.1')).statusCode);
    }
    expect(statuses.every((s) => s === 400)).toBe(true);
    const blocked = await signIn(second, DEMO_PATIENT.email, '10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().Message).toMatch(/Too many attempts/);
    // The right password does not get through from that client while it is throttled either.
    expect((await rightPassword(t.app, DEMO_PATIENT, '10.0.0.1')).statusCode).toBe(429);
    // The owner, from another client, is not locked out by that guesser.
    expect((await rightPassword(t.app, DEMO_PATIENT, '10.0.2.1')).statusCode).toBe(200);
  });

  it('does not lock the owner out after 10 failures from other clients', async () => {
    for (let i = 0; i < 10; i++) {
      expect(
        (await signIn(i % 2 ? second : t.app, DEMO_COORDINATOR.email, `10.1.0.${i + 1}`)).statusCode,
      ).toBe(400);
    }
    expect((await rightPassword(second, DEMO_COORDINATOR, '10.1.9.9')).statusCode).toBe(200);
  });

  it('never counts successful sign-ins', async () => {
    const times = RATE_RULES.signInAccountClient.limit * 3;
    for (let i = 0; i < times; i++) {
      expect((await rightPassword(i % 2 ? second : t.app, DEMO_COORDINATOR, '10.2.0.1')).statusCode).toBe(
        200,
      );
    }
  });

  it('lets a client that signed in before past the account-wide limit a guesser reached; a new client is refused', async () => {
    expect((await rightPassword(t.app, ACME_PATIENT, '10.3.0.1')).statusCode).toBe(200);
    const perClient = RATE_RULES.signInAccountClient.limit;
    const guessers = Math.ceil(RATE_RULES.signInAccount.limit / perClient) + 1;
    for (let g = 0; g < guessers; g++) {
      for (let i = 0; i < perClient; i++) await signIn(t.app, ACME_PATIENT.email, `10.4.${g}.1`, 'acme');
    }
    expect((await rightPassword(t.app, ACME_PATIENT, '10.5.0.1')).statusCode).toBe(429);
    expect((await rightPassword(second, ACME_PATIENT, '10.3.0.1')).statusCode).toBe(200);
  });

  it('throttles per client, and a forged X-Forwarded-For beyond the trusted hop does not reset it', async () => {
    const limit = RATE_RULES.signInClient.limit;
    let last = 0;
    for (let i = 0; i <= limit; i++) {
      // The proxy appends the real client (203.0.113.7); the client forges the left-most entries.
      last = (await signIn(t.app, `u${i}@example.org`, `198.51.100.${i % 250}, 203.0.113.7`)).statusCode;
    }
    expect(last).toBe(429);
  });

  it('answers register for an unknown and a known account the same until both are throttled', async () => {
    const register = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email, tenantId: 'demo' },
        headers: { 'x-forwarded-for': '192.0.2.50' },
      });
    for (let i = 0; i < RATE_RULES.mailAccount.limit; i++) {
      expect((await register('ghost@example.org')).statusCode).toBe(200);
    }
    expect((await register('ghost@example.org')).statusCode).toBe(429);
  });
});
