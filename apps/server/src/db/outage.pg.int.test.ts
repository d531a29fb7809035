import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PATIENT } from '../seed/seed-data';
import { startTestApp, type TestApp } from '../../test/support/test-app';

// PostgreSQL server only: PGlite runs inside the process and has no connection to lose.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ kind: 'postgres', poolSize: 4 });
});
afterAll(() => t.close());

describe('database connections lost', () => {
  it('answers 503 with Retry-After or succeeds, never 500, and recovers without a restart', async () => {
    const { token } = await t.signIn(DEMO_PATIENT.email, DEMO_PATIENT.password);
    const header = () => t.request({ method: 'GET', url: '/api/patient/header', token });
    await Promise.all(Array.from({ length: 8 }, header));

    const killed = await t.tdb.ownerQuery<{ ok: boolean }>(
      'select pg_terminate_backend(pid) as ok from pg_stat_activity where usename = $1 and datname = current_database()',
      [t.tdb.appRole],
    );
    expect(killed.length).toBeGreaterThan(0);

    const during = await Promise.all(Array.from({ length: 8 }, header));
    for (const res of during) {
      expect([200, 503]).toContain(res.statusCode);
      if (res.statusCode === 503) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    const after = await Promise.all(Array.from({ length: 8 }, header));
    expect(after.map((r) => r.statusCode)).toEqual(Array.from({ length: 8 }, () => 200));
    expect((await t.request({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('answers 503 with Retry-After while the database is closed to new connections, and recovers', async () => {
    const { token } = await t.signIn(DEMO_PATIENT.email, DEMO_PATIENT.password);
    const header = () => t.request({ method: 'GET', url: '/api/patient/header', token });
    // ALTER DATABASE … ALLOW_CONNECTIONS cannot be run from inside the database it closes.
    const database = new URL(t.tdb.url ?? '').pathname.slice(1);
    const allowConnections = async (allow: boolean) => {
      const admin = new pg.Client({
        connectionString: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      });
      await admin.connect();
      try {
        await admin.query(`alter database ${pg.escapeIdentifier(database)} allow_connections ${allow}`);
      } finally {
        await admin.end();
      }
    };
    await allowConnections(false);
    try {
      await t.tdb.ownerQuery(
        'select pg_terminate_backend(pid) from pg_stat_activity where usename = $1 and datname = current_database()',
        [t.tdb.appRole],
      );
      const closed = await Promise.all(
        Array.from({ length: 6 }, (_x, i) =>
          i % 2 === 0
            ? header()
            : t.request({
                method: 'POST',
                url: '/api/auth/signin',
                payload: { email: DEMO_PATIENT.email, password: DEMO_PATIENT.password, tenantId: 'demo' },
              }),
        ),
      );
      for (const res of closed) {
        expect(res.statusCode, res.body).toBe(503);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.json()).toMatchObject({ IsOK: false, Message: expect.stringMatching(/temporarily/) });
      }
    } finally {
      await allowConnections(true);
    }
    expect((await header()).statusCode).toBe(200);
  });
});
