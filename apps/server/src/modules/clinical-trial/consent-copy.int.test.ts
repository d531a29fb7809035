import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import { ACME_PATIENT, DEMO_PATIENT } from '../../seed/seed-data';
import { pdfAttachment, pdfText } from '../../../test/support/pdf-text';
import { startTestApp, type TestApp } from '../../../test/support/test-app';

interface Doc {
  ID: string;
  Version: number;
  Language: string;
  Sha256: string;
}

let t: TestApp;
let demo: string;
let acme: string;
let png: string;
beforeAll(async () => {
  t = await startTestApp();
  demo = (await t.signIn(DEMO_PATIENT.email, DEMO_PATIENT.password, 'demo')).token;
  acme = (await t.signIn(ACME_PATIENT.email, ACME_PATIENT.password, 'acme')).token;
  const pixels = Buffer.alloc(400 * 200 * 4);
  for (let x = 50; x < 350; x++) pixels.writeUInt32BE(0x000000ff, (100 * 400 + x) * 4);
  const image = await sharp(pixels, { raw: { width: 400, height: 200, channels: 4 } })
    .png()
    .toBuffer();
  png = `data:image/png;base64,${image.toString('base64')}`;
});
afterAll(() => t.close());

async function sign(token: string): Promise<{ id: string; doc: Doc }> {
  const doc = (
    await t.request({ method: 'GET', url: '/api/clinical-trial/consent-document/en', token })
  ).json<{ Data: Doc }>().Data;
  const res = await t.request({
    method: 'POST',
    url: '/api/clinical-trial/consents',
    token,
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      DocumentID: doc.ID,
      Version: doc.Version,
      Language: doc.Language,
      SignaturePng: png,
      Strokes: [
        {
          points: [{ x: 1, y: 2, pressure: 0.5, time: 1 }],
          pen: { minWidth: 1, maxWidth: 3, penColor: 'black' },
        },
      ],
    },
  });
  expect(res.statusCode).toBe(200);
  return { id: res.json<{ Data: { ID: string } }>().Data.ID, doc };
}

const outbox = (to: string) => {
  const dir = path.join(t.dataDir, 'outbox');
  return readdirSync(dir)
    .sort()
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .filter((eml) => eml.includes(`To: ${to}`));
};

const pdfLink = (id: string, token: string) =>
  t.request({ method: 'POST', url: `/api/patient/consents/${id}/pdf-link`, token });

describe("the patient's signed copy", () => {
  it('is e-mailed as a PDF with the text, name, date, version and hash', async () => {
    const { id, doc } = await sign(demo);
    const mail = await expect
      .poll(() => outbox(DEMO_PATIENT.email).find((m) => m.includes('Subject: Your signed Informed Consent')))
      .toBeTruthy()
      .then(() =>
        outbox(DEMO_PATIENT.email).find((m) => m.includes('Subject: Your signed Informed Consent')),
      );
    const pdf = pdfAttachment(mail ?? '');
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf ?? Buffer.alloc(0));
    expect(text).toContain('Informed Consent');
    expect(text).toContain('Last updated: 2023-10-11');
    expect(text).toContain('Lorem ipsum dolor sit amet');
    expect(text).toMatch(/Signed by: \S+ \S+/);
    expect(text).toMatch(/Signed at: \d{4}-\d{2}-\d{2}T/);
    expect(text).toContain('Document version: 1 (en)');
    expect(text).toContain(`Document SHA-256: ${doc.Sha256}`);
    expect(
      (await t.request({ method: 'GET', url: `/api/patient/consents/${id}`, token: demo })).statusCode,
    ).toBe(200);
  });

  it('downloads through a short-lived link; another patient or tenant gets 404; an expired link 404', async () => {
    const { id } = await sign(demo);
    const link = await pdfLink(id, demo);
    expect(link.statusCode).toBe(200);
    const { Url } = link.json<{ Data: { Url: string } }>().Data;
    const res = await t.request({ method: 'GET', url: Url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(pdfText(res.rawPayload)).toContain('Document version: 1 (en)');

    expect((await pdfLink(id, acme)).statusCode).toBe(404);
    expect((await pdfLink(randomUUID(), demo)).statusCode).toBe(404);
    expect((await pdfLink(id, '')).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: `${Url.slice(0, -3)}abc` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/files/consent-pdf/demo/short' })).statusCode).toBe(
      404,
    );
    await t.tdb.ownerQuery("update consent_pdf_links set expires_at = now() - interval '1 second'");
    expect((await t.request({ method: 'GET', url: Url })).statusCode).toBe(404);
  });
});

describe('withdrawal', () => {
  const studyData = (token: string) =>
    t.request({
      method: 'POST',
      url: '/api/clinical-trial/study-data',
      token,
      payload: { Kind: 'symptom-report', Value: 'mild cough' },
    });

  it('keeps the record, marks it withdrawn with time and client, confirms by mail, refuses new study data', async () => {
    const { id } = await sign(acme);
    expect((await studyData(acme)).statusCode).toBe(200);
    expect(
      (await t.request({ method: 'POST', url: `/api/patient/consents/${id}/withdraw`, token: demo }))
        .statusCode,
    ).toBe(404);
    const res = await t.request({ method: 'POST', url: `/api/patient/consents/${id}/withdraw`, token: acme });
    expect(res.statusCode).toBe(200);
    const rec = res.json<{ Data: { State: string; WithdrawnAt: string } }>().Data;
    expect(rec.State).toBe('withdrawn');
    expect(Date.parse(rec.WithdrawnAt)).toBeGreaterThan(0);
    const [row] = await t.tdb.ownerQuery<{ client: string; n: number }>(
      'select w.client, (select count(*)::int from consent_records where id = $1) as n from consent_withdrawals w where consent_id = $1',
      [id],
    );
    expect(row?.n).toBe(1);
    expect(row?.client).toBeTruthy();
    await expect
      .poll(() => outbox(ACME_PATIENT.email).some((m) => m.includes('Subject: Your consent was withdrawn')))
      .toBe(true);
    const refused = await studyData(acme);
    expect(refused.statusCode).toBe(403);
    // Withdrawing twice changes nothing.
    const again = await t.request({
      method: 'POST',
      url: `/api/patient/consents/${id}/withdraw`,
      token: acme,
    });
    expect(again.json<{ Data: { WithdrawnAt: string } }>().Data.WithdrawnAt).toBe(rec.WithdrawnAt);
    await expect(
      t.tdb.db.transaction('acme', (tx) =>
        tx.query('delete from consent_withdrawals where consent_id = $1', [id]),
      ),
    ).rejects.toThrow();
    const list = (await t.request({ method: 'GET', url: '/api/patient/consents', token: acme })).json<{
      Data: { ID: string; State: string }[];
    }>().Data;
    expect(list.find((c) => c.ID === id)?.State).toBe('withdrawn');
  });

  it('refuses study data from a patient who never consented, and bad bodies', async () => {
    const email = `never-${randomUUID()}@demo.example`;
    const [user] = await t.tdb.ownerQuery<{ id: string }>(
      `insert into users (tenant_id, email, role, status, password_hash, email_verified_at)
       values ('demo', $1, 'Patient', 'active', $2, now()) returning id`,
      [email, await hashPassword('Never-Consented-2026!')],
    );
    await t.tdb.ownerQuery("insert into patient_profiles (user_id, tenant_id) values ($1, 'demo')", [
      user?.id,
    ]);
    const never = (await t.signIn(email, 'Never-Consented-2026!', 'demo')).token;
    expect((await studyData(never)).statusCode).toBe(403);
    const [stored] = await t.tdb.ownerQuery<{ n: number }>(
      'select count(*)::int as n from study_data where user_id = $1',
      [user?.id],
    );
    expect(stored?.n).toBe(0);
    const bad = await t.request({
      method: 'POST',
      url: '/api/clinical-trial/study-data',
      token: demo,
      payload: { Kind: 'symptom-report', Value: 'x', UserID: randomUUID() },
    });
    expect(bad.statusCode).toBe(400);
  });
});
