import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PatientDocument } from '@portal/contract';
import { ACME_PATIENT, DEMO_COORDINATOR, DEMO_PATIENT } from '../../seed/seed-data';
import { badFiles, goodJpeg, goodPng, hasGpsExif, jpegWithGps } from '../../../test/support/image-corpus';
import { multipart } from '../../../test/support/multipart';
import { startTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let demo: string;
let acme: string;
let photo: Buffer;
beforeAll(async () => {
  t = await startTestApp();
  demo = (await t.signIn(DEMO_PATIENT.email, DEMO_PATIENT.password, 'demo')).token;
  acme = (await t.signIn(ACME_PATIENT.email, ACME_PATIENT.password, 'acme')).token;
  photo = await goodJpeg();
});
afterAll(() => t.close());

const upload = (kind: string, body: Buffer, token?: string, headers: Record<string, string> = {}) => {
  const form = multipart([{ body, filename: 'photo.jpg', contentType: 'image/jpeg' }]);
  return t.request({
    method: 'POST',
    url: `/api/patient/documents/${kind}`,
    payload: form.payload,
    headers: { ...form.headers, ...headers },
    ...(token ? { token } : {}),
  });
};
const header = async (token: string) =>
  (await t.request({ method: 'GET', url: '/api/patient/header', token })).json().Data.Record as {
    HasSelfie: boolean;
    HasInsurance: boolean;
    HasIDCard: boolean;
    Attributes: { PatientImageURL: string | null };
  };
const fileCount = async () =>
  Number((await t.tdb.ownerQuery<{ n: string }>('select count(*)::text as n from uploaded_files'))[0]?.n);
const storedObjects = (): string[] => {
  const root = path.join(t.dataDir, 'objects');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch {
    return [];
  }
};

describe('patient documents: upload', () => {
  it('stores a selfie without EXIF/GPS, sets HasSelfie and links PatientImageURL to it', async () => {
    expect((await header(demo)).HasSelfie).toBe(false);
    const res = await upload('selfie', await jpegWithGps(), demo);
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ Data: PatientDocument }>().Data;
    expect(doc).toMatchObject({ Kind: 'selfie', Width: 200, Height: 400 });

    const h = await header(demo);
    expect(h.HasSelfie).toBe(true);
    const link = h.Attributes.PatientImageURL ?? '';
    expect(link).toMatch(
      /^\/api\/objects\/tenant\/demo\/patient\/[0-9a-f-]{36}\/[0-9a-f-]{36}\?expires=\d+&sig=/,
    );
    const image = await t.request({ method: 'GET', url: link });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(await hasGpsExif(image.rawPayload)).toBe(false);
    expect((await sharp(image.rawPayload).metadata()).exif).toBeUndefined();

    const dash = await t.request({ method: 'GET', url: '/api/patient/dashboard', token: demo });
    expect(dash.json().Data.Record.Attributes.PatientImageURL).toMatch(/^\/api\/objects\/tenant\/demo\//);
  });

  it('sets HasInsurance and HasIDCard only once both sides are there', async () => {
    expect((await upload('insurance-front', photo, demo)).statusCode).toBe(200);
    expect((await header(demo)).HasInsurance).toBe(false);
    expect((await upload('insurance-back', photo, demo)).statusCode).toBe(200);
    expect((await header(demo)).HasInsurance).toBe(true);
    expect((await upload('id-back', await goodPng(), demo)).statusCode).toBe(200);
    expect((await header(demo)).HasIDCard).toBe(false);
    expect((await upload('id-front', photo, demo)).statusCode).toBe(200);
    expect((await header(demo)).HasIDCard).toBe(true);

    const list = await t.request({ method: 'GET', url: '/api/patient/documents', token: demo });
    const kinds = list.json<{ Data: PatientDocument[] }>().Data.map((d) => d.Kind);
    expect(kinds.sort()).toEqual(['id-back', 'id-front', 'insurance-back', 'insurance-front', 'selfie']);
  });

  it('refuses every bad file with a clear message, stores nothing and audits the refusal', async () => {
    for (const bad of await badFiles()) {
      const [files, objects] = [await fileCount(), storedObjects().length];
      const form = multipart([{ body: bad.body, filename: bad.filename, contentType: bad.contentType }]);
      const res = await t.request({
        method: 'POST',
        url: '/api/patient/documents/id-front',
        payload: form.payload,
        headers: form.headers,
        token: demo,
      });
      expect({ name: bad.name, status: res.statusCode }).toEqual({ name: bad.name, status: bad.status });
      expect(res.json<{ Message: string }>().Message).toMatch(bad.message);
      expect(await fileCount()).toBe(files);
      expect(storedObjects()).toHaveLength(objects);
    }
    const failures = await t.tdb.ownerQuery(
      "select 1 from audit_events where action = 'document.upload.id-front' and outcome = 'failure'",
    );
    expect(failures.length).toBeGreaterThanOrEqual(1);
  });

  it('lands a retried upload with one Idempotency-Key once, also when the retries race', async () => {
    const key = `retry-${randomUUID()}`;
    const [files, objects] = [await fileCount(), storedObjects().length];
    const first = await upload('insurance-front', photo, demo, { 'idempotency-key': key });
    const again = await upload('insurance-front', photo, demo, { 'idempotency-key': key });
    expect(again.json().Data.ID).toBe(first.json().Data.ID);
    const raceKey = `race-${randomUUID()}`;
    const raced = await Promise.all(
      [1, 2, 3].map(() => upload('insurance-back', photo, demo, { 'idempotency-key': raceKey })),
    );
    expect(new Set(raced.map((r) => r.json().Data.ID as string)).size).toBe(1);
    expect(await fileCount()).toBe(files + 2);
    expect(storedObjects()).toHaveLength(objects + 2);
    expect((await upload('selfie', photo, demo, { 'idempotency-key': 'bad key!' })).statusCode).toBe(400);
  });

  it('lands 20 parallel uploads by one patient', async () => {
    const files = await fileCount();
    const kinds = ['selfie', 'insurance-front', 'insurance-back', 'id-front', 'id-back'];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => upload(kinds[i % kinds.length] ?? 'selfie', photo, demo)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(new Set(results.map((r) => r.json().Data.ID as string)).size).toBe(20);
    expect(await fileCount()).toBe(files + 20);
    const h = await header(demo);
    expect([h.HasSelfie, h.HasInsurance, h.HasIDCard]).toEqual([true, true, true]);
  });
});

describe('patient documents: the manual-upload path (presigned PUT, then complete)', () => {
  const presign = async (kind: string, token: string, contentType = 'image/jpeg') =>
    (
      await t.request({
        method: 'POST',
        url: `/api/patient/documents/${kind}/presign`,
        payload: { ContentType: contentType },
        token,
      })
    ).json<{ Data: { UploadID: string; URL: string; Headers: Record<string, string> } }>().Data;
  const put = (url: string, body: Buffer, contentType = 'image/jpeg') =>
    t.request({ method: 'PUT', url, headers: { 'content-type': contentType }, payload: body });
  const complete = (kind: string, uploadId: string, token: string) =>
    t.request({
      method: 'POST',
      url: `/api/patient/documents/${kind}/complete`,
      payload: { UploadID: uploadId },
      token,
    });

  it('re-encodes the PUT image, records it and removes the raw upload', async () => {
    const p = await presign('insurance-front', demo);
    expect(p.Headers).toEqual({ 'Content-Type': 'image/jpeg' });
    expect((await put(p.URL, await jpegWithGps())).statusCode).toBe(200);
    const files = await fileCount();
    const res = await complete('insurance-front', p.UploadID, demo);
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ Data: PatientDocument }>().Data;
    expect(doc).toMatchObject({ Kind: 'insurance-front', Width: 200, Height: 400 });
    expect(await fileCount()).toBe(files + 1);
    const image = await t.request({ method: 'GET', url: doc.URL });
    expect(await hasGpsExif(image.rawPayload)).toBe(false);
    expect(storedObjects()).not.toContain(p.UploadID);
    expect((await complete('insurance-front', p.UploadID, demo)).statusCode).toBe(404);
  });

  it("refuses a bad file put through the link, keeps nothing, and finds no other patient's upload", async () => {
    const p = await presign('id-front', demo);
    expect((await put(p.URL, Buffer.from('<html><script>alert(1)</script></html>'))).statusCode).toBe(200);
    const files = await fileCount();
    const res = await complete('id-front', p.UploadID, demo);
    expect(res.statusCode).toBe(415);
    expect(await fileCount()).toBe(files);
    expect(storedObjects()).not.toContain(p.UploadID);

    const mine = await presign('id-back', demo);
    expect((await put(mine.URL, photo)).statusCode).toBe(200);
    expect((await complete('id-back', mine.UploadID, acme)).statusCode).toBe(404);
    expect((await complete('id-back', randomUUID(), demo)).statusCode).toBe(404);
    expect((await complete('id-back', mine.UploadID, demo)).statusCode).toBe(200);
  });

  it('refuses an unknown content type, unknown fields and no token', async () => {
    const bad = await t.request({
      method: 'POST',
      url: '/api/patient/documents/selfie/presign',
      payload: { ContentType: 'text/html' },
      token: demo,
    });
    expect(bad.statusCode).toBe(400);
    const extra = await t.request({
      method: 'POST',
      url: '/api/patient/documents/selfie/complete',
      payload: { UploadID: randomUUID(), Key: 'tenant/acme/x' },
      token: demo,
    });
    expect(extra.statusCode).toBe(400);
    const anon = await t.request({
      method: 'POST',
      url: '/api/patient/documents/selfie/presign',
      payload: { ContentType: 'image/jpeg' },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('patient documents: isolation and refusals', () => {
  it("answers 404 for another tenant's and another patient's document", async () => {
    const mine = (await upload('selfie', photo, demo)).json<{ Data: PatientDocument }>().Data;
    const own = await t.request({ method: 'GET', url: `/api/patient/documents/id/${mine.ID}`, token: demo });
    expect(own.statusCode).toBe(200);
    const fromAcme = await t.request({
      method: 'GET',
      url: `/api/patient/documents/id/${mine.ID}`,
      token: acme,
    });
    expect(fromAcme.statusCode).toBe(404);
    expect(fromAcme.json().Message).toBe('Document not found.');
    const acmeList = await t.request({ method: 'GET', url: '/api/patient/documents', token: acme });
    expect(acmeList.json().Data).toEqual([]);
    expect((await header(acme)).Attributes.PatientImageURL).toBeNull();

    const [other] = await t.tdb.ownerQuery<{ id: string }>(
      "insert into users (tenant_id, email, role, status) values ('demo', 'other-doc@demo.example', 'Patient', 'active') returning id",
    );
    const [file] = await t.tdb.ownerQuery<{ id: string }>(
      `insert into uploaded_files (tenant_id, user_id, object_key, sha256, bytes, width, height, format)
       values ('demo', $1, $2, repeat('a', 64), 1, 1, 1, 'jpeg') returning id`,
      [other?.id, `tenant/demo/patient/${other?.id ?? ''}/x`],
    );
    const [doc] = await t.tdb.ownerQuery<{ id: string }>(
      "insert into patient_documents (tenant_id, user_id, kind, file_id) values ('demo', $1, 'selfie', $2) returning id",
      [other?.id, file?.id],
    );
    const res = await t.request({
      method: 'GET',
      url: `/api/patient/documents/id/${doc?.id ?? ''}`,
      token: demo,
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses no token, a coordinator, an unknown kind, a bad id and a non-multipart body', async () => {
    expect((await upload('selfie', photo)).statusCode).toBe(401);
    const coordinator = (await t.signIn(DEMO_COORDINATOR.email, DEMO_COORDINATOR.password)).token;
    expect((await upload('selfie', photo, coordinator)).statusCode).toBe(403);
    expect((await upload('passport', photo, demo)).statusCode).toBe(400);
    const badId = await t.request({ method: 'GET', url: '/api/patient/documents/id/nope', token: demo });
    expect(badId.statusCode).toBe(400);
    const unknown = await t.request({
      method: 'GET',
      url: `/api/patient/documents/id/${randomUUID()}`,
      token: demo,
    });
    expect(unknown.statusCode).toBe(404);
    const json = await t.request({
      method: 'POST',
      url: '/api/patient/documents/selfie',
      payload: { file: 'x' },
      token: demo,
    });
    expect(json.statusCode).toBe(415);
  });

  it('audits every document read and write', async () => {
    const rows = await t.tdb.ownerQuery<{ action: string }>(
      "select distinct action from audit_events where action like 'document.%' or action = 'object.read'",
    );
    expect(rows.map((r) => r.action).sort()).toEqual(
      expect.arrayContaining([
        'document.list.read',
        'document.read',
        'document.upload.selfie',
        'object.read',
      ]),
    );
  });
});
