import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Encounter, Inference, TestResult, TestResultDetail } from '@portal/contract';
import { ACME_PATIENT, DEMO_PATIENT } from '../../seed/seed-data';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import {
  analyzeBody,
  analyzeUrl,
  encounterAtCamera,
  fixturePhoto,
  readPhoto,
  uploadPhoto,
} from '../../../test/support/test-photos';

let t: TestApp;
let demo: string;
let acme: string;
beforeAll(async () => {
  t = await startTestApp({ env: { CAMERA_ORIGIN: 'http://camera.portal.test' } });
  demo = (await t.signIn(DEMO_PATIENT.email, DEMO_PATIENT.password, 'demo')).token;
  acme = (await t.signIn(ACME_PATIENT.email, ACME_PATIENT.password, 'acme')).token;
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.request({ method: 'GET', url, ...(token ? { token } : {}) });
const encounterOf = async (id: string) =>
  (await get(`/api/patient/encounters/${id}`, demo)).json<{ Data: Encounter }>().Data;

describe('reading a test photo', () => {
  it('reads a good cassette photo to its verdict, completes the encounter and uses the serial', async () => {
    const { body, truth } = fixturePhoto('covid-ag-good-1.jpg');
    const encounter = await encounterAtCamera(t, demo, 'covid', 'SERIAL-READ-1');
    const { inference, fileId } = await readPhoto(t, demo, encounter, body);
    expect(inference).toMatchObject({ Status: 'completed', Reason: null, Failure: null, A1c: null });
    expect(inference.Results.map((r) => ({ analyte: r.Analyte, result: r.Result }))).toEqual(truth.expected);
    expect(inference.Results[0]?.Loinc).toBe('97097-0');
    expect((await encounterOf(encounter.ID)).Status).toBe('completed');

    // The same photo again is the same analysis, not a second reading.
    const again = await t.request({
      method: 'POST',
      url: analyzeUrl(encounter),
      token: demo,
      payload: analyzeBody(encounter, fileId),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ Data: Inference }>().Data).toEqual(inference);
    const [stored] = await t.tdb.ownerQuery<{ n: number; version: string; template: string; sha: string }>(
      `select count(*)::int as n, max(algorithm_version) as version, max(template_id) as template,
              max(photo_sha256) as sha from test_analyses where encounter_id = $1`,
      [encounter.ID],
    );
    expect(stored).toMatchObject({ n: 1, template: 'covid-ag' });
    expect(stored?.version).toMatch(/\S/);
    expect(stored?.sha).toMatch(/^[0-9a-f]{64}$/);

    // The kit's serial now counts as used: a new test with the same kit is refused.
    const next = await t.request({
      method: 'POST',
      url: `/api/patient/healthservices/${encounter.ServiceID}/encounters`,
      token: demo,
    });
    const reuse = await t.request({
      method: 'POST',
      url: `/api/patient/encounters/${next.json<{ Data: Encounter }>().Data.ID}/timer`,
      token: demo,
      payload: { Code: encounter.Kit?.FullGS1String },
    });
    expect(reuse.statusCode).toBe(409);
  });

  it('reads the value of a good A1C display photo', async () => {
    const { body, truth } = fixturePhoto('a1c-analyzer-good-1.jpg');
    const encounter = await encounterAtCamera(t, demo, 'a1c');
    const { inference } = await readPhoto(t, demo, encounter, body);
    expect(inference.Status).toBe('completed');
    expect(inference.A1c).toMatchObject({ kind: 'value', displayed: truth.displayed });
  });

  it('fails an unreadable photo with the internal message and the reason, and the patient may retake', async () => {
    const { body } = fixturePhoto('covid-ag-not-found-1001.jpg');
    const encounter = await encounterAtCamera(t, demo, 'covid');
    await t.tdb.ownerQuery("update users set language = 'es' where email = $1 and tenant_id = 'demo'", [
      DEMO_PATIENT.email,
    ]);
    try {
      const { inference } = await readPhoto(t, demo, encounter, body);
      expect(inference.Status).toBe('failed');
      expect(inference.Results).toEqual([]);
      expect(inference.Failure?.Message).toBe('We could not recognize this Rapid Test');
      expect(inference.Failure?.Flags.length).toBeGreaterThan(0);
      // The reader's English reason, worded in the patient's language.
      expect(inference.Reason).toMatch(/foto|prueba/i);
    } finally {
      await t.tdb.ownerQuery("update users set language = 'en' where email = $1 and tenant_id = 'demo'", [
        DEMO_PATIENT.email,
      ]);
    }
    expect((await encounterOf(encounter.ID)).Status).toBe('started');
    // A retake is a new photo and a new analysis.
    const retake = await readPhoto(t, demo, encounter, fixturePhoto('covid-ag-good-3.jpg').body);
    expect(retake.inference.Status).toBe('completed');
  });

  it('lists completed results newest first and gives one with a short-lived link to its photo', async () => {
    const list = await get('/api/patient/test/results', demo);
    expect(list.statusCode).toBe(200);
    const results = list.json<{ Data: TestResult[] }>().Data;
    expect(results.length).toBeGreaterThanOrEqual(3);
    expect(results.every((r) => r.Status === 'completed' && !r.Proctored)).toBe(true);
    const times = results.map((r) => Date.parse(r.Completed ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const first = results[0];
    const detail = await get(`/api/patient/test/results/${first?.ID ?? ''}`, demo);
    expect(detail.statusCode).toBe(200);
    const data = detail.json<{ Data: TestResultDetail }>().Data;
    expect(data).toMatchObject({ ID: first?.ID, ManufactureName: 'Demo Diagnostics' });
    expect(data.PhotoURL).toMatch(/^\/api\/objects\/tenant\/demo\/patient\/[^?]+\?expires=\d+&sig=/);
    const photo = await get(data.PhotoURL ?? '');
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const audits = await t.tdb.ownerQuery<{ action: string }>(
      'select action from audit_events where request_id = $1 order by id',
      [detail.headers['x-request-id']],
    );
    expect(audits.map((a) => a.action)).toEqual(['test-result.read', 'test-photo.read']);
  });
});

describe('isolation and bad requests', () => {
  let encounter: Encounter;
  let fileId: string;
  let analysisId: string;
  beforeAll(async () => {
    encounter = await encounterAtCamera(t, demo, 'covid');
    fileId = (await uploadPhoto(t, demo, encounter.ID, fixturePhoto('covid-ag-good-4.jpg').body)).FileID;
    const posted = await t.request({
      method: 'POST',
      url: '/api/patient/test/rapid',
      token: demo,
      payload: analyzeBody(encounter, fileId),
    });
    analysisId = posted.json<{ Data: Inference }>().Data.ID;
  });

  const analyses = async () =>
    (await t.tdb.ownerQuery<{ n: number }>('select count(*)::int as n from test_analyses'))[0]?.n;

  it("answers 404 for another tenant's result, photo, encounter and file, and stores nothing", async () => {
    const before = await analyses();
    for (const url of [
      `/api/patient/test/analyses/${analysisId}`,
      `/api/patient/test/results/${analysisId}`,
      `/api/patient/test/results/${analysisId}/fhir`,
    ])
      expect({ url, status: (await get(url, acme)).statusCode }).toEqual({ url, status: 404 });
    const ticket = await t.request({
      method: 'POST',
      url: '/api/patient/test/photo-ticket',
      token: acme,
      payload: { EncounterID: encounter.ID },
    });
    expect(ticket.statusCode).toBe(404);
    // Acme's own encounter with demo's file: the file is not theirs.
    const own = await encounterAtCamera(t, acme, 'covid');
    const steal = await t.request({
      method: 'POST',
      url: '/api/patient/test/rapid',
      token: acme,
      payload: analyzeBody(own, fileId),
    });
    expect(steal.statusCode).toBe(404);
    expect(await analyses()).toBe(before);
    const acmeList = (await get('/api/patient/test/results', acme)).json<{ Data: TestResult[] }>().Data;
    expect(acmeList.map((r) => r.ID)).not.toContain(analysisId);
  });

  it("answers 404 for another patient's analysis and encounter in the same tenant", async () => {
    const [other] = await t.tdb.ownerQuery<{ id: string }>(
      "insert into users (tenant_id, email, role, status) values ('demo', 'other-analysis@demo.example', 'Patient', 'active') returning id",
    );
    await t.tdb.ownerQuery('update test_analyses set user_id = $1 where id = $2', [other?.id, analysisId]);
    try {
      expect((await get(`/api/patient/test/analyses/${analysisId}`, demo)).statusCode).toBe(404);
      expect((await get(`/api/patient/test/results/${analysisId}`, demo)).statusCode).toBe(404);
    } finally {
      await t.tdb.ownerQuery(
        'update test_analyses set user_id = (select user_id from encounters where id = $2) where id = $1',
        [analysisId, encounter.ID],
      );
    }
    const [theirs] = await t.tdb.ownerQuery<{ id: string }>(
      `insert into encounters (tenant_id, user_id, service_id) values ('demo', $1, $2) returning id`,
      [other?.id, encounter.ServiceID],
    );
    const ticket = await t.request({
      method: 'POST',
      url: '/api/patient/test/photo-ticket',
      token: demo,
      payload: { EncounterID: theirs?.id },
    });
    expect(ticket.statusCode).toBe(404);
  });

  it('refuses mismatched ids (404), the other kind of test (400), bad bodies (400) and no token (401)', async () => {
    const before = await analyses();
    const other = await encounterAtCamera(t, demo, 'covid');
    const post = (url: string, payload: unknown, token: string | null = demo) =>
      t.request({
        method: 'POST',
        url,
        ...(token ? { token } : {}),
        payload: payload as Record<string, unknown>,
      });
    const body = analyzeBody(other, fileId);
    expect((await post('/api/patient/test/rapid', body)).statusCode).toBe(404);
    const wrongService = {
      ...analyzeBody(encounter, fileId),
      HealthServiceID: '7a0c1f3e-5b1d-4c59-9a57-2d6f0e9b1a1c',
    };
    expect((await post('/api/patient/test/rapid', wrongService)).statusCode).toBe(404);
    const a1cRoute = await post('/api/patient/test/a1c', analyzeBody(encounter, fileId));
    expect(a1cRoute.statusCode).toBe(400);
    expect(a1cRoute.json().Message).toMatch(/not an A1C test/);
    const { FileID: _omitted, ...noFile } = analyzeBody(encounter, fileId);
    expect((await post('/api/patient/test/rapid', noFile)).statusCode).toBe(400);
    expect((await post('/api/patient/test/rapid', { ...body, Extra: 1 })).statusCode).toBe(400);
    expect((await post('/api/patient/test/rapid', body, null)).statusCode).toBe(401);
    expect((await post('/api/patient/test/photo-ticket', { EncounterID: 'x' })).statusCode).toBe(400);
    for (const url of [
      '/api/patient/test/results',
      '/api/patient/test/fhir',
      `/api/patient/test/analyses/${analysisId}`,
    ])
      expect((await get(url)).statusCode).toBe(401);
    expect(await analyses()).toBe(before);
  });
});
