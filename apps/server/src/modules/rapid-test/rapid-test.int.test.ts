import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  A1C_TEST_SERVICE_ID,
  RAPID_TEST_SERVICE_ID,
  type Encounter,
  type TestProfile,
} from '@portal/contract';
import { gs1CheckDigit } from '@portal/reader';
import { ACME_PATIENT, DEMO_COORDINATOR, DEMO_PATIENT } from '../../seed/seed-data';
import { startTestApp, type TestApp } from '../../../test/support/test-app';

const COVID = '09506000134352';
const withCheckDigit = (body: string) => body + String(gs1CheckDigit(body));
const ACME_ONLY = withCheckDigit('0950600013439');
const UNKNOWN = withCheckDigit('0950600013440');

const two = (n: number) => String(n).padStart(2, '0');
function yymmdd(date: Date, day?: number): string {
  return `${two(date.getUTCFullYear() % 100)}${two(date.getUTCMonth() + 1)}${two(day ?? date.getUTCDate())}`;
}
const nextYear = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 5, 30));
const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 15));
const kitCode = (gtin: string, serial: string, expiry = yymmdd(nextYear)) =>
  `(01)${gtin}(17)${expiry}(10)LOT-7(21)${serial}`;

let t: TestApp;
let demo: string;
let acme: string;
beforeAll(async () => {
  t = await startTestApp();
  demo = (await t.signIn(DEMO_PATIENT.email, DEMO_PATIENT.password, 'demo')).token;
  acme = (await t.signIn(ACME_PATIENT.email, ACME_PATIENT.password, 'acme')).token;
  await t.tdb.ownerQuery(
    `insert into test_profiles (tenant_id, gtin, test_name, manufacture_name, kit_template)
     select 'acme', $1, 'Acme only kit', 'Acme', kit_template from test_profiles where tenant_id = 'acme' limit 1`,
    [ACME_ONLY],
  );
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.request({ method: 'GET', url, ...(token ? { token } : {}) });
const post = (url: string, token: string, payload?: Record<string, unknown>) =>
  t.request({ method: 'POST', url, token, ...(payload === undefined ? {} : { payload }) });
const startEncounter = async (token = demo, serviceId = RAPID_TEST_SERVICE_ID) => {
  const res = await post(`/api/patient/healthservices/${serviceId}/encounters`, token);
  expect(res.statusCode).toBe(200);
  return res.json<{ Data: Encounter }>().Data;
};
const profileUrl = (gtin: string, code: string) =>
  `/api/patient/test/profile/gs1/${gtin}?code=${encodeURIComponent(code)}`;
const encounterCount = async () =>
  Number((await t.tdb.ownerQuery<{ n: string }>('select count(*) as n from encounters'))[0]?.n);

describe('health services and encounters', () => {
  it('lists the rapid and A1C services under their fixed ids, and the patient’s own encounters', async () => {
    const started = await startEncounter();
    const res = await get('/api/patient/healthservices', demo);
    expect(res.statusCode).toBe(200);
    const { Services, Encounters } = res.json<{
      Data: { Services: { ID: string; Kind: string }[]; Encounters: { ID: string }[] };
    }>().Data;
    expect(Services.map((s) => [s.ID, s.Kind])).toEqual([
      [RAPID_TEST_SERVICE_ID, 'rapid-test'],
      [A1C_TEST_SERVICE_ID, 'a1c-test'],
    ]);
    expect(Encounters.map((e) => e.ID)).toContain(started.ID);
    const acmeList = (await get('/api/patient/healthservices', acme)).json<{
      Data: { Encounters: { ID: string }[] };
    }>().Data;
    expect(acmeList.Encounters.map((e) => e.ID)).not.toContain(started.ID);
  });

  it('creates an encounter when a test starts, audited, readable only by its patient', async () => {
    const started = await startEncounter(demo, A1C_TEST_SERVICE_ID);
    expect(started).toMatchObject({ Kind: 'a1c-test', Status: 'started', Kit: null, TimerStartedAt: null });
    expect((await get(`/api/patient/encounters/${started.ID}`, demo)).json().Data.ID).toBe(started.ID);
    expect((await get(`/api/patient/encounters/${started.ID}`, acme)).statusCode).toBe(404);
    const audits = await t.tdb.ownerQuery<{ action: string }>(
      'select action from audit_events where object_id = $1 order by id',
      [started.ID],
    );
    expect(audits.map((a) => a.action)).toEqual(['encounter.create', 'encounter.read']);
  });

  it("answers 404 for another patient's encounter in the same tenant", async () => {
    const [other] = await t.tdb.ownerQuery<{ id: string }>(
      "insert into users (tenant_id, email, role, status) values ('demo', 'other-rt@demo.example', 'Patient', 'active') returning id",
    );
    const [encounter] = await t.tdb.ownerQuery<{ id: string }>(
      `insert into encounters (tenant_id, user_id, service_id) values ('demo', $1, $2) returning id`,
      [other?.id, RAPID_TEST_SERVICE_ID],
    );
    expect((await get(`/api/patient/encounters/${encounter?.id}`, demo)).statusCode).toBe(404);
    const timer = await post(`/api/patient/encounters/${encounter?.id}/timer`, demo, {
      Code: kitCode(COVID, 'OTHER-1'),
    });
    expect(timer.statusCode).toBe(404);
  });

  it('refuses no token, a coordinator, an unknown service and malformed ids', async () => {
    expect((await get('/api/patient/healthservices')).statusCode).toBe(401);
    const coordinator = (await t.signIn(DEMO_COORDINATOR.email, DEMO_COORDINATOR.password)).token;
    expect((await get('/api/patient/healthservices', coordinator)).statusCode).toBe(403);
    const unknownService = await post(
      '/api/patient/healthservices/7a0c1f3e-5b1d-4c59-9a57-2d6f0e9b1aff/encounters',
      demo,
    );
    expect(unknownService.statusCode).toBe(404);
    expect((await post('/api/patient/healthservices/1/encounters', demo)).statusCode).toBe(400);
    expect((await get('/api/patient/encounters/not-a-uuid', demo)).statusCode).toBe(400);
  });
});

describe('test profile by GTIN, with the kit checked', () => {
  it('returns the profile with its wait, instructions and sanitised HTML', async () => {
    await t.tdb.ownerQuery(
      `update test_profiles set included_html = '<ul><li>Swab</li></ul><script>alert(1)</script>',
              description_html = '<p onclick="x()">Read <a href="javascript:alert(1)">now</a> <a href="https://example.org">more</a></p><img src=x onerror=alert(1)>'
        where tenant_id = 'demo' and gtin = $1`,
      [COVID],
    );
    const res = await get(profileUrl(COVID, kitCode(COVID, 'P-1')), demo);
    expect(res.statusCode).toBe(200);
    const profile = res.json<{ Data: TestProfile }>().Data;
    expect(profile).toMatchObject({
      TestName: 'COVID-19 Antigen Rapid Test',
      ManufactureName: 'Demo Diagnostics',
      WaitSeconds: 10,
      ReadWindowSeconds: null,
      IncludedHTML: '<ul><li>Swab</li></ul>',
    });
    expect(profile.DescriptionHTML).toBe(
      '<p>Read <a rel="noopener noreferrer" target="_blank">now</a> <a href="https://example.org" rel="noopener noreferrer" target="_blank">more</a></p>',
    );
    expect(profile.Instructions.length).toBeGreaterThanOrEqual(3);
    expect(profile.Instructions[0]?.ImageUrl).toMatch(/^\/assets\/kits\/covid-ag\/.+\.svg$/);
  });

  it('accepts a kit expiring today or at the end of this month (day 00)', async () => {
    const today = new Date();
    for (const expiry of [yymmdd(today), yymmdd(today, 0)]) {
      expect((await get(profileUrl(COVID, kitCode(COVID, 'P-2', expiry)), demo)).statusCode).toBe(200);
    }
  });

  it('refuses an expired kit, in the patient’s language, and stores nothing', async () => {
    const before = await encounterCount();
    const res = await get(profileUrl(COVID, kitCode(COVID, 'P-3', yymmdd(lastMonth, 0))), demo);
    expect(res.statusCode).toBe(422);
    expect(res.json().Message).toMatch(/expired/);
    await t.tdb.ownerQuery("update users set language = 'de' where tenant_id = 'demo' and email = $1", [
      DEMO_PATIENT.email,
    ]);
    try {
      const german = await get(profileUrl(COVID, kitCode(COVID, 'P-3', yymmdd(lastMonth))), demo);
      expect(german.json().Message).toMatch(/abgelaufen/);
    } finally {
      await t.tdb.ownerQuery("update users set language = 'en' where tenant_id = 'demo' and email = $1", [
        DEMO_PATIENT.email,
      ]);
    }
    expect(await encounterCount()).toBe(before);
  });

  it("refuses a GTIN unknown to the tenant, including another tenant's kit (404)", async () => {
    const unknown = await get(profileUrl(UNKNOWN, kitCode(UNKNOWN, 'P-4')), demo);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Message).toMatch(/not offered/);
    expect((await get(profileUrl(ACME_ONLY, kitCode(ACME_ONLY, 'P-4')), demo)).statusCode).toBe(404);
    expect((await get(profileUrl(ACME_ONLY, kitCode(ACME_ONLY, 'P-4')), acme)).statusCode).toBe(200);
  });

  it('refuses an unreadable code, a code of another GTIN than the path, and bad queries', async () => {
    expect((await get(profileUrl(COVID, '(01)09506000134353'), demo)).statusCode).toBe(400);
    expect((await get(profileUrl(COVID, `(01)${COVID}(10)A(89)B`), demo)).statusCode).toBe(400);
    const other = await get(profileUrl(COVID, kitCode('09506000134369', 'P-5')), demo);
    expect(other.statusCode).toBe(400);
    expect(other.json().Message).toMatch(/does not match/);
    expect((await get(`/api/patient/test/profile/gs1/${COVID}`, demo)).statusCode).toBe(400);
    expect((await get(`${profileUrl(COVID, kitCode(COVID, 'P-5'))}&extra=1`, demo)).statusCode).toBe(400);
    expect((await get(profileUrl('123', kitCode(COVID, 'P-5')), demo)).statusCode).toBe(400);
    expect((await get(profileUrl(COVID, kitCode(COVID, 'P-5')))).statusCode).toBe(401);
  });
});

describe('starting the wait', () => {
  it('stores the checked kit and the start once, so the wait survives a reload', async () => {
    const encounter = await startEncounter();
    const url = `/api/patient/encounters/${encounter.ID}/timer`;
    const first = await post(url, demo, { Code: kitCode(COVID, 'T-1') });
    expect(first.statusCode).toBe(200);
    const started = first.json<{ Data: Encounter }>().Data;
    expect(started.Kit).toMatchObject({ GTIN: COVID, Lot: 'LOT-7', Serial: 'T-1' });
    expect(started.TestProfileID).not.toBeNull();
    expect(started.TimerStartedAt).not.toBeNull();
    const again = await post(url, demo, { Code: kitCode(COVID, 'T-1') });
    expect(again.json<{ Data: Encounter }>().Data.TimerStartedAt).toBe(started.TimerStartedAt);
    const reloaded = (await get(`/api/patient/encounters/${encounter.ID}`, demo)).json<{ Data: Encounter }>()
      .Data;
    expect(reloaded.TimerStartedAt).toBe(started.TimerStartedAt);
    expect(Date.parse(reloaded.ServerNow)).toBeGreaterThanOrEqual(Date.parse(started.TimerStartedAt ?? ''));
  });

  it('refuses an expired kit and bad bodies without storing anything', async () => {
    const encounter = await startEncounter();
    const url = `/api/patient/encounters/${encounter.ID}/timer`;
    expect((await post(url, demo, { Code: kitCode(COVID, 'T-2', yymmdd(lastMonth)) })).statusCode).toBe(422);
    expect(
      (await post(url, demo, { Code: kitCode(COVID, 'T-2'), TimerStartedAt: '2020-01-01' })).statusCode,
    ).toBe(400);
    expect((await post(url, demo, { Code: '' })).statusCode).toBe(400);
    expect((await post(url, demo, { Code: `${kitCode(COVID, 'T-2')}\u0000` })).statusCode).toBe(400);
    expect((await post(url, demo, {})).statusCode).toBe(400);
    expect(
      (await get(`/api/patient/encounters/${encounter.ID}`, demo)).json().Data.TimerStartedAt,
    ).toBeNull();
  });

  it('refuses a serial already used in a completed test of this tenant, but not one of another tenant', async () => {
    const encounter = await startEncounter();
    await post(`/api/patient/encounters/${encounter.ID}/timer`, demo, { Code: kitCode(COVID, 'USED-1') });
    await t.tdb.ownerQuery("update encounters set status = 'completed', completed_at = now() where id = $1", [
      encounter.ID,
    ]);
    const reused = await get(profileUrl(COVID, kitCode(COVID, 'USED-1')), demo);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().Message).toMatch(/already been used/);
    const next = await startEncounter();
    const timer = await post(`/api/patient/encounters/${next.ID}/timer`, demo, {
      Code: kitCode(COVID, 'USED-1'),
    });
    expect(timer.statusCode).toBe(409);
    expect((await get(profileUrl(COVID, kitCode(COVID, 'USED-1')), acme)).statusCode).toBe(200);
  });
});
