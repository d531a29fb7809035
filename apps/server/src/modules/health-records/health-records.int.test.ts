import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_IMPORT_MAX_BYTES, type HealthRecord } from '@portal/contract';
import sampleBundle from '../../seed/sample-bundle.json';
import { ACME_PATIENT, DEMO_PATIENT } from '../../seed/seed-data';
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

const importBundle = (payload: unknown, token?: string, headers: Record<string, string> = {}) =>
  t.request({
    method: 'POST',
    url: '/api/patient/health-records/import',
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
    ...(token ? { token } : {}),
  });
const records = async (kind: string, token: string) => {
  const res = await t.request({ method: 'GET', url: `/api/patient/health-records/${kind}`, token });
  expect(res.statusCode).toBe(200);
  return res.json<{ Data: HealthRecord[] }>().Data;
};
const recordCount = async () =>
  Number((await t.tdb.ownerQuery<{ n: string }>('select count(*)::text as n from health_records'))[0]?.n);
const hasHealthRecords = async (token: string) =>
  (await t.request({ method: 'GET', url: '/api/patient/header', token })).json<{
    Data: { Record: { HasHealthRecords: boolean } };
  }>().Data.Record.HasHealthRecords;

const invalidAllergy = {
  resourceType: 'Bundle',
  type: 'collection',
  entry: [
    sampleBundle.entry[3],
    { resource: { resourceType: 'AllergyIntolerance', code: { text: 'Latex' }, bogus: true } },
  ],
};

describe('health records: refusals store nothing', () => {
  it('refuses a bundle with an invalid resource with 400 and a message naming it', async () => {
    const res = await importBundle(invalidAllergy, demo);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ Message: string }>().Message).toMatch(
      /Entry 2 \(AllergyIntolerance\) is not valid FHIR R4/,
    );
    expect(await recordCount()).toBe(0);
    expect(await hasHealthRecords(demo)).toBe(false);
  });

  it('refuses what is not a Bundle, and bad JSON, with 400', async () => {
    const notBundle = await importBundle({ resourceType: 'Patient' }, demo);
    expect(notBundle.statusCode).toBe(400);
    expect(notBundle.json<{ Message: string }>().Message).toMatch(/not a FHIR Bundle/);
    expect((await importBundle('{"resourceType": "Bundle", ', demo)).statusCode).toBe(400);
    expect(await recordCount()).toBe(0);
  });

  it('refuses a bundle over the import limit with 413 and a message in the client language', async () => {
    const big = {
      resourceType: 'Bundle',
      type: 'collection',
      entry: sampleBundle.entry,
      note: 'x'.repeat(HEALTH_IMPORT_MAX_BYTES),
    };
    const res = await importBundle(big, demo, { 'accept-language': 'es' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      Code: 'REQUEST_TOO_LARGE',
      Message: 'La solicitud es demasiado grande.',
    });
    expect(await recordCount()).toBe(0);
  });

  it('keeps the 1 MB limit on other routes', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'x'.repeat(1024 * 1024 + 1), password: 'x', tenantId: 'demo' },
    });
    expect(res.statusCode).toBe(413);
  });

  it('answers 401 without a token', async () => {
    expect((await importBundle(sampleBundle)).statusCode).toBe(401);
    const res = await t.request({ method: 'GET', url: '/api/patient/health-records/allergies' });
    expect(res.statusCode).toBe(401);
  });
});

describe('health records: import and read', () => {
  it('stores the sample bundle per kind with its source and sets HasHealthRecords', async () => {
    const res = await importBundle(sampleBundle, demo);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ Data: unknown }>().Data).toEqual({ Imported: 6, Skipped: 1 });
    expect(await hasHealthRecords(demo)).toBe(true);

    const allergies = await records('allergies', demo);
    expect(allergies.map((r) => (r.Resource.code as { text: string }).text)).toEqual([
      'Peanut',
      'Penicillin',
    ]);
    expect(allergies[0]).toMatchObject({ ResourceType: 'AllergyIntolerance', Source: 'fhir-bundle-upload' });
    expect((await records('conditions', demo)).map((r) => r.ResourceType)).toEqual(['Condition']);
    expect((await records('medications', demo)).map((r) => r.ResourceType)).toEqual(['MedicationStatement']);
    expect((await records('immunizations', demo)).map((r) => r.ResourceType)).toEqual(['Immunization']);
    expect((await records('results', demo)).map((r) => r.ResourceType)).toEqual(['Observation']);
  });

  it('audits the import and each read', async () => {
    const rows = await t.tdb.ownerQuery<{ action: string }>(
      "select action from audit_events where object_type = 'health_record' order by id",
    );
    const actions = rows.map((r) => r.action);
    expect(actions).toContain('health_records.import');
    expect(actions).toContain('health_records.read.allergies');
  });

  it('shows the demo patient no record of another patient in the same tenant', async () => {
    const [other] = await t.tdb.ownerQuery<{ id: string }>(
      "insert into users (tenant_id, email, role, status) values ('demo', 'other-hr@demo.example', 'Patient', 'active') returning id",
    );
    await t.tdb.ownerQuery(
      `insert into health_records (tenant_id, user_id, resource_type, resource, source, position)
       values ('demo', $1, 'AllergyIntolerance', '{"resourceType":"AllergyIntolerance","code":{"text":"Shellfish"}}', 'test', 0)`,
      [other?.id],
    );
    const texts = (await records('allergies', demo)).map((r) => (r.Resource.code as { text: string }).text);
    expect(texts).toEqual(['Peanut', 'Penicillin']);
  });

  it("shows another tenant's patient none of them, and an unknown kind is 400", async () => {
    expect(await records('allergies', acme)).toEqual([]);
    expect(await hasHealthRecords(acme)).toBe(false);
    const res = await t.request({ method: 'GET', url: '/api/patient/health-records/secrets', token: demo });
    expect(res.statusCode).toBe(400);
  });
});

describe('health records: realistic sizes', () => {
  it('accepts a bundle above the API-wide 1 MB limit (two thousand results)', async () => {
    const observation = (i: number) => ({
      resource: {
        resourceType: 'Observation',
        status: 'final',
        code: {
          coding: [{ system: 'http://loinc.org', code: '2339-0', display: 'Glucose [Mass/volume] in Blood' }],
        },
        subject: { reference: 'Patient/demo-patient' },
        effectiveDateTime: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString(),
        valueQuantity: {
          value: 80 + (i % 40),
          unit: 'mg/dL',
          system: 'http://unitsofmeasure.org',
          code: 'mg/dL',
        },
        note: [{ text: `Fasting sample ${String(i)}, drawn at home. `.repeat(8) }],
      },
    });
    const bundle = {
      resourceType: 'Bundle',
      type: 'collection',
      entry: Array.from({ length: 2000 }, (_, i) => observation(i)),
    };
    const body = JSON.stringify(bundle);
    expect(body.length).toBeGreaterThan(1024 * 1024);
    expect(body.length).toBeLessThan(HEALTH_IMPORT_MAX_BYTES);
    const res = await importBundle(body, acme);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ Data: unknown }>().Data).toEqual({ Imported: 2000, Skipped: 0 });
    expect(await records('results', acme)).toHaveLength(2000);
  });
});
