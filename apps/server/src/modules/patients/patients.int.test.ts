import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_PATIENT, DEMO_COORDINATOR, DEMO_PATIENT } from '../../seed/seed-data';
import { startTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let demo: string;
let acme: string;
beforeAll(async () => {
  t = await startTestApp();
  demo = (await t.signIn(DEMO_PATIENT.email, DEMO_PATIENT.password, 'demo')).token;
  acme = (await t.signIn(ACME_PATIENT.email, ACME_PATIENT.password, 'acme')).token;
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.request({ method: 'GET', url, ...(token ? { token } : {}) });

describe('GET patient/dashboard and patient/header', () => {
  it('answers the dashboard record with exactly the spec fields', async () => {
    const res = await get('/api/patient/dashboard', demo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      IsOK: true,
      Data: {
        Record: {
          FirstName: 'Alex',
          LastName: 'Morgan',
          BirthDate: '1986-04-09',
          Attributes: { PatientImageURL: null },
        },
      },
    });
  });

  it('answers the header record with the onboarding flags', async () => {
    const record = (await get('/api/patient/header', demo)).json().Data.Record;
    expect(record).toEqual({
      FirstName: 'Alex',
      LastName: 'Morgan',
      AthenaID: 'A-10023',
      Attributes: { PatientImageURL: null },
      HasInsurance: false,
      HasSelfie: false,
      HasIDCard: false,
      HasHealthRecords: false,
    });
  });

  it('records every read in the audit trail, without the data', async () => {
    const count = async () =>
      (
        await t.tdb.ownerQuery<{ n: number }>(
          "select count(*)::int as n from audit_events where action = 'patient.header.read' and outcome = 'success'",
        )
      )[0]?.n ?? 0;
    const before = await count();
    await get('/api/patient/header', demo);
    await get('/api/patient/header', demo);
    expect(await count()).toBe(before + 2);
    const rows = await t.tdb.ownerQuery('select * from audit_events');
    expect(JSON.stringify(rows)).not.toMatch(/Morgan|1986-04-09|A-10023/);
  });

  it("shows each tenant's look-alike patient only its own data", async () => {
    expect((await get('/api/patient/header', acme)).json().Data.Record.AthenaID).toBe('B-10023');
    expect((await get('/api/patient/header', demo)).json().Data.Record.AthenaID).toBe('A-10023');
  });

  it('refuses no token, a garbage token and a coordinator', async () => {
    expect((await get('/api/patient/dashboard')).statusCode).toBe(401);
    expect((await get('/api/patient/dashboard', 'x'.repeat(43))).statusCode).toBe(401);
    const coordinator = await t.signIn(DEMO_COORDINATOR.email, DEMO_COORDINATOR.password);
    expect(coordinator.role).toBe('Coordinator');
    expect((await get('/api/patient/dashboard', coordinator.token)).statusCode).toBe(403);
    const denied = await t.tdb.ownerQuery<{ action: string; actor_role: string }>(
      "select action, actor_role from audit_events where outcome = 'denied'",
    );
    expect(denied).toContainEqual({ action: 'patient.dashboard.read', actor_role: 'Coordinator' });
  });

  it('refuses a session past its idle timeout and past its absolute lifetime', async () => {
    const idle = (await t.signIn(DEMO_PATIENT.email, DEMO_PATIENT.password)).token;
    const absolute = (await t.signIn(DEMO_PATIENT.email, DEMO_PATIENT.password)).token;
    expect((await get('/api/patient/header', idle)).statusCode).toBe(200);
    await t.tdb.ownerQuery(
      "update sessions set last_seen_at = now() - interval '31 minutes' where id = (select id from sessions order by created_at desc offset 1 limit 1)",
    );
    await t.tdb.ownerQuery(
      "update sessions set expires_at = now() - interval '1 second' where id = (select id from sessions order by created_at desc limit 1)",
    );
    expect((await get('/api/patient/header', idle)).statusCode).toBe(401);
    expect((await get('/api/patient/header', absolute)).statusCode).toBe(401);
    expect((await get('/api/patient/header', demo)).statusCode).toBe(200);
  });
});

describe('patient profile (settings)', () => {
  it('reads and updates the own profile, and refuses unknown fields and impossible dates', async () => {
    const me = await t.signIn(DEMO_PATIENT.email, DEMO_PATIENT.password);
    const put = (payload: Record<string, unknown>) =>
      t.request({ method: 'PUT', url: '/api/patient/profile', token: me.token, payload });
    const ok = await put({
      firstName: 'Alexandra',
      lastName: 'Morgan',
      birthDate: '1986-04-09',
      language: 'es',
    });
    expect(ok.json().Data).toMatchObject({
      firstName: 'Alexandra',
      language: 'es',
      email: DEMO_PATIENT.email,
    });
    expect(
      (
        await put({
          firstName: 'A',
          lastName: 'M',
          birthDate: '1986-04-09',
          language: 'en',
          tenantId: 'acme',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await put({ firstName: 'A', lastName: 'M', birthDate: '2999-01-01', language: 'en' })).statusCode,
    ).toBe(400);
    expect(
      (await put({ firstName: 'A', lastName: 'M', birthDate: '1986-02-30', language: 'en' })).statusCode,
    ).toBe(400);
    expect((await get('/api/patient/profile', me.token)).json().Data.firstName).toBe('Alexandra');
    expect((await get('/api/patient/header', acme)).json().Data.Record.FirstName).toBe('Alex');
    await put({ firstName: 'Alex', lastName: 'Morgan', birthDate: '1986-04-09', language: 'en' });
  });

  it('changes the password with the current one, and ends the other sessions', async () => {
    const saved = await t.tdb.ownerQuery<{ password_hash: string }>(
      "select password_hash from users where email = $1 and tenant_id = 'demo'",
      [DEMO_PATIENT.email],
    );
    const other = (await t.signIn(DEMO_PATIENT.email, DEMO_PATIENT.password)).token;
    const me = (await t.signIn(DEMO_PATIENT.email, DEMO_PATIENT.password)).token;
    const change = (currentPassword: string, newPassword: string) =>
      t.request({
        method: 'POST',
        url: '/api/patient/settings/password',
        token: me,
        payload: { currentPassword, newPassword },
      });
    expect((await change('Not-My-Password-1', 'Harbor-Light-3030')).statusCode).toBe(400);
    expect((await change(DEMO_PATIENT.password, 'Harbor-Light-3030')).json()).toEqual({
      IsOK: true,
      Data: true,
    });
    expect((await get('/api/patient/header', other)).statusCode).toBe(401);
    expect((await get('/api/patient/header', me)).statusCode).toBe(200);
    await expect(t.signIn(DEMO_PATIENT.email, 'Harbor-Light-3030')).resolves.toMatchObject({
      role: 'Patient',
    });
    // The demo password itself contains the e-mail's local part, which the policy refuses for new passwords.
    expect((await change('Harbor-Light-3030', DEMO_PATIENT.password)).json().Message).toMatch(
      /too common or too easy/,
    );
    await t.tdb.ownerQuery("update users set password_hash = $1 where email = $2 and tenant_id = 'demo'", [
      saved[0]?.password_hash,
      DEMO_PATIENT.email,
    ]);
    demo = (await t.signIn(DEMO_PATIENT.email, DEMO_PATIENT.password)).token;
  });
});
