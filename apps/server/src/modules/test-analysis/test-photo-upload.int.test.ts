import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Encounter, TestPhoto } from '@portal/contract';
import { ACME_PATIENT, DEMO_PATIENT } from '../../seed/seed-data';
import { badFiles, goodJpeg } from '../../../test/support/image-corpus';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import {
  encounterAtCamera,
  requestTicket,
  ticketFor,
  uploadWithTicket,
} from '../../../test/support/test-photos';

const CAMERA = 'http://camera.portal.test';

let t: TestApp;
let demo: string;
let acme: string;
let encounter: Encounter;
let photo: Buffer;
beforeAll(async () => {
  t = await startTestApp({ env: { CAMERA_ORIGIN: CAMERA } });
  demo = (await t.signIn(DEMO_PATIENT.email, DEMO_PATIENT.password, 'demo')).token;
  acme = (await t.signIn(ACME_PATIENT.email, ACME_PATIENT.password, 'acme')).token;
  encounter = await encounterAtCamera(t, demo, 'covid');
  photo = await goodJpeg(800, 600);
});
afterAll(() => t.close());

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
    await t.tdb.ownerQuery("update encounters set status = 'completed', completed_at = now() where id = $1", [
      done.ID,
    ]);
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
