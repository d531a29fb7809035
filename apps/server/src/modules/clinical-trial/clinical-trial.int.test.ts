import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_PATIENT, DEMO_PATIENT } from '../../seed/seed-data';
import { startTestApp, type TestApp } from '../../../test/support/test-app';

interface Doc {
  ID: string;
  Version: number;
  Language: string;
  Text: string;
  Sha256: string;
  LastUpdated: string;
}

/** A 800x400 (2x density) transparent PNG with a black diagonal line, or blank. */
async function signaturePng(blank = false): Promise<string> {
  const [w, h] = [800, 400];
  const pixels = Buffer.alloc(w * h * 4);
  if (!blank) for (let x = 100; x < 700; x++) pixels.writeUInt32BE(0x000000ff, ((x >> 1) * w + x) * 4);
  const png = await sharp(pixels, { raw: { width: w, height: h, channels: 4 } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera' } } })
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

const pen = { minWidth: 1, maxWidth: 3, penColor: 'black' };
const strokes = [
  {
    points: [
      { x: 50, y: 25, pressure: 0.5, time: 1_700_000_000_000 },
      { x: 350, y: 175, pressure: 0.5, time: 1_700_000_000_100 },
    ],
    pen,
  },
];

let t: TestApp;
let demo: string;
let acme: string;
let doc: Doc;
let png: string;
beforeAll(async () => {
  t = await startTestApp();
  demo = (await t.signIn(DEMO_PATIENT.email, DEMO_PATIENT.password, 'demo')).token;
  acme = (await t.signIn(ACME_PATIENT.email, ACME_PATIENT.password, 'acme')).token;
  doc = (
    await t.request({ method: 'GET', url: '/api/clinical-trial/consent-document/en', token: demo })
  ).json<{
    Data: Doc;
  }>().Data;
  png = await signaturePng();
});
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  DocumentID: doc.ID,
  Version: doc.Version,
  Language: doc.Language,
  SignaturePng: png,
  Strokes: strokes,
  ...over,
});

const submit = (payload: unknown, token: string | undefined = demo, key: string | null = randomUUID()) =>
  t.request({
    method: 'POST',
    url: '/api/clinical-trial/consents',
    payload: payload as Record<string, unknown>,
    ...(token ? { token } : {}),
    headers: key ? { 'idempotency-key': key } : {},
  });

describe('study content and consent document', () => {
  it('serves the four study steps per language', async () => {
    for (const [lang, title] of [
      ['en', 'Privacy is Key'],
      ['es', 'La privacidad es clave'],
      ['de', 'Datenschutz ist entscheidend'],
    ] as const) {
      const res = await t.request({ method: 'GET', url: `/api/clinical-trial/study/${lang}`, token: demo });
      const steps = res.json<{ Data: { Steps: { Title: string }[] } }>().Data.Steps;
      expect(steps).toHaveLength(4);
      expect(steps[3]?.Title).toBe(title);
    }
    expect(
      (await t.request({ method: 'GET', url: '/api/clinical-trial/study/fr', token: demo })).statusCode,
    ).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/clinical-trial/study/en' })).statusCode).toBe(401);
  });

  it('serves the consent document with the SHA-256 of its exact text, last updated 2023-10-11', async () => {
    const { createHash } = await import('node:crypto');
    expect(doc.LastUpdated).toBe('2023-10-11');
    expect(doc.Version).toBe(1);
    expect(doc.Sha256).toBe(createHash('sha256').update(doc.Text, 'utf8').digest('hex'));
    const de = await t.request({
      method: 'GET',
      url: '/api/clinical-trial/consent-document/de',
      token: demo,
    });
    expect(de.json<{ Data: Doc }>().Data.Text).toContain('Einwilligung');
  });
});

describe('signing a consent', () => {
  it('stores one record with the re-encoded PNG (no metadata), strokes, hash, client and patient', async () => {
    const res = await submit(body());
    expect(res.statusCode).toBe(200);
    const rec = res.json<{ Data: { ID: string; State: string; DocumentSha256: string } }>().Data;
    expect(rec.State).toBe('active');
    expect(rec.DocumentSha256).toBe(doc.Sha256);
    const [row] = await t.tdb.ownerQuery<{
      signature_png: Buffer;
      strokes: unknown;
      client: string;
      user_id: string;
    }>('select signature_png, strokes, client, user_id from consent_records where id = $1', [rec.ID]);
    expect(row?.strokes).toEqual(strokes);
    expect(row?.client).toBeTruthy();
    const meta = await sharp(row?.signature_png).metadata();
    expect(meta.format).toBe('png');
    expect(meta.exif).toBeUndefined();
    const [user] = await t.tdb.ownerQuery<{ id: string }>(
      "select id from users where email = $1 and tenant_id = 'demo'",
      [DEMO_PATIENT.email],
    );
    expect(row?.user_id).toBe(user?.id);
    const [event] = await t.tdb.ownerQuery<{ action: string }>(
      "select action from audit_events where object_id = $1 and action = 'consent.sign'",
      [rec.ID],
    );
    expect(event?.action).toBe('consent.sign');
  });

  it('lands a retried submission once per idempotency key, and refuses the key for another body', async () => {
    const key = randomUUID();
    const answers = await Promise.all([
      submit(body(), demo, key),
      submit(body(), demo, key),
      submit(body(), demo, key),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(answers.map((a) => a.json<{ Data: { ID: string } }>().Data.ID));
    expect(ids.size).toBe(1);
    const [count] = await t.tdb.ownerQuery<{ n: number }>(
      'select count(*)::int as n from consent_records where idempotency_key = $1',
      [key],
    );
    expect(count?.n).toBe(1);
    const other = await submit(body({ Strokes: [...strokes, ...strokes] }), demo, key);
    expect(other.statusCode).toBe(409);
  });

  it('refuses an empty signature (no strokes, no points, or a blank image) with 400 Signature is empty', async () => {
    const before = await t.tdb.ownerQuery<{ n: number }>('select count(*)::int as n from consent_records');
    for (const payload of [
      body({ Strokes: [] }),
      body({ Strokes: [{ points: [], pen }] }),
      body({ SignaturePng: await signaturePng(true) }),
    ]) {
      const res = await submit(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ Message: string }>().Message).toBe('Signature is empty');
    }
    expect(await t.tdb.ownerQuery('select count(*)::int as n from consent_records')).toEqual(before);
  });

  it('accepts a typed name instead of strokes (the keyboard alternative), but not a blank one', async () => {
    const res = await submit(body({ Strokes: [], TypedName: 'Jane Doe' }));
    expect(res.statusCode).toBe(200);
    const id = res.json<{ Data: { ID: string } }>().Data.ID;
    const [row] = await t.tdb.ownerQuery<{ typed_name: string }>(
      'select typed_name from consent_records where id = $1',
      [id],
    );
    expect(row?.typed_name).toBe('Jane Doe');
    expect((await submit(body({ Strokes: [], TypedName: '   ' }))).statusCode).toBe(400);
  });

  it('refuses bad bodies, a missing key, no token and another tenant’s document', async () => {
    expect((await submit(body(), '')).statusCode).toBe(401);
    expect((await submit(body(), demo, null)).statusCode).toBe(400);
    expect((await submit(body(), demo, 'short')).statusCode).toBe(400);
    expect((await submit(body({ UserID: randomUUID() }))).statusCode).toBe(400);
    expect((await submit(body({ Strokes: [{ points: [], pen: { ...pen, maxWidth: 9 } }] }))).statusCode).toBe(
      400,
    );
    expect(
      (
        await submit(
          body({ SignaturePng: 'data:image/png;base64,' + Buffer.from('<svg/>').toString('base64') }),
        )
      ).statusCode,
    ).toBe(400);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1').toString('base64');
    expect((await submit(body({ SignaturePng: `data:image/png;base64,${gif}` }))).statusCode).toBe(400);
    const truncated = png.slice(0, 200);
    expect((await submit(body({ SignaturePng: truncated.replace(/=+$/, '') }))).statusCode).toBe(400);
    expect((await submit(body({ Version: 2 }))).statusCode).toBe(404);
    // acme's document id, submitted by the demo patient: RLS hides it.
    const acmeDoc = (
      await t.request({ method: 'GET', url: '/api/clinical-trial/consent-document/en', token: acme })
    ).json<{ Data: Doc }>().Data;
    expect((await submit(body({ DocumentID: acmeDoc.ID }))).statusCode).toBe(404);
  });
});

describe('consent records', () => {
  it("answers 404 for another patient's and another tenant's consent, and lists only the own", async () => {
    const mine = (await submit(body())).json<{ Data: { ID: string } }>().Data.ID;
    const acmeDoc = (
      await t.request({ method: 'GET', url: '/api/clinical-trial/consent-document/en', token: acme })
    ).json<{ Data: Doc }>().Data;
    const theirs = (await submit(body({ DocumentID: acmeDoc.ID }), acme)).json<{ Data: { ID: string } }>()
      .Data.ID;
    const get = (id: string, token: string) =>
      t.request({ method: 'GET', url: `/api/patient/consents/${id}`, token });
    expect((await get(mine, demo)).statusCode).toBe(200);
    expect((await get(theirs, demo)).statusCode).toBe(404);
    expect((await get(mine, acme)).statusCode).toBe(404);

    const [other] = await t.tdb.ownerQuery<{ id: string }>(
      "insert into users (tenant_id, email, role, status) values ('demo', 'other-consent@demo.example', 'Patient', 'active') returning id",
    );
    const [foreign] = await t.tdb.ownerQuery<{ id: string }>(
      `insert into consent_records (tenant_id, user_id, document_id, document_version, document_language, document_sha256,
         signature_png, signature_sha256, strokes, idempotency_key, request_sha256, client)
       select tenant_id, $1, document_id, document_version, document_language, document_sha256, signature_png,
         signature_sha256, strokes, 'other-key-1', request_sha256, client from consent_records where id = $2 returning id`,
      [other?.id, mine],
    );
    expect((await get(foreign?.id ?? '', demo)).statusCode).toBe(404);
    const list = (await t.request({ method: 'GET', url: '/api/patient/consents', token: demo })).json<{
      Data: { ID: string }[];
    }>().Data;
    expect(list.map((c) => c.ID)).toContain(mine);
    expect(list.map((c) => c.ID)).not.toContain(foreign?.id);
    expect(list.map((c) => c.ID)).not.toContain(theirs);
    expect((await get('not-a-uuid', demo)).statusCode).toBe(400);
  });

  it('cannot be updated or deleted by the app role (nor by the owner)', async () => {
    const id = (await submit(body())).json<{ Data: { ID: string } }>().Data.ID;
    const asApp = (sql: string) => t.tdb.db.transaction('demo', (tx) => tx.query(sql, [id]));
    await expect(asApp("update consent_records set client = 'x' where id = $1")).rejects.toThrow();
    await expect(asApp('delete from consent_records where id = $1')).rejects.toThrow();
    await expect(
      t.tdb.ownerQuery("update consent_records set client = 'x' where id = $1", [id]),
    ).rejects.toThrow(/append-only/);
    await expect(t.tdb.ownerQuery('delete from consent_records where id = $1', [id])).rejects.toThrow(
      /append-only/,
    );
    const [row] = await t.tdb.ownerQuery<{ client: string }>(
      'select client from consent_records where id = $1',
      [id],
    );
    expect(row?.client).not.toBe('x');
  });
});
