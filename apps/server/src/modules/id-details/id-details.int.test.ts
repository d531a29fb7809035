import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdDetails, PatientDocument } from '@portal/contract';
import { ACME_PATIENT, DEMO_PATIENT } from '../../seed/seed-data';
import { goodJpeg } from '../../../test/support/image-corpus';
import { multipart } from '../../../test/support/multipart';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { aamvaBarcode } from './aamva-test-barcode';

// The seeded demo patient is Alex Morgan, born 1986-04-09.
const MATCHING = {
  DCS: 'MORGAN',
  DAC: 'ALEX',
  DAD: 'NONE',
  DBB: '04091986',
  DBA: '04092035',
  DBD: '04092025',
  DAQ: 'S98765432',
  DAJ: 'VA',
  DCG: 'USA',
};

let t: TestApp;
let demo: string;
let acme: string;
let idBack: string;
let idFront: string;
beforeAll(async () => {
  t = await startTestApp();
  demo = (await t.signIn(DEMO_PATIENT.email, DEMO_PATIENT.password, 'demo')).token;
  acme = (await t.signIn(ACME_PATIENT.email, ACME_PATIENT.password, 'acme')).token;
  const photo = await goodJpeg();
  const upload = async (kind: string) => {
    const form = multipart([{ body: photo, filename: 'id.jpg', contentType: 'image/jpeg' }]);
    const res = await t.request({
      method: 'POST',
      url: `/api/patient/documents/${kind}`,
      payload: form.payload,
      headers: form.headers,
      token: demo,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ Data: PatientDocument }>().Data.ID;
  };
  idFront = await upload('id-front');
  idBack = await upload('id-back');
});
afterAll(() => t.close());

const submit = (documentId: string, body: unknown, token?: string) =>
  t.request({
    method: 'POST',
    url: `/api/patient/documents/id/${documentId}/id-barcode`,
    payload: body as Record<string, unknown>,
    ...(token ? { token } : {}),
  });
const detailsRows = async () =>
  Number(
    (await t.tdb.ownerQuery<{ n: string }>('select count(*)::text as n from id_card_details'))[0]?.n ?? -1,
  );

describe('ID details from the PDF417 (AAMVA)', () => {
  it('refuses bad bodies with 400 and a document of another kind with 404, storing nothing', async () => {
    for (const body of [{}, { Barcode: '' }, { Barcode: 'x'.repeat(3001) }, { Barcode: 'a', Extra: 1 }]) {
      const res = await submit(idBack, body, demo);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    const notAamva = await submit(idBack, { Barcode: '(01)09506000134352(17)271231' }, demo);
    expect(notAamva.statusCode).toBe(400);
    expect(notAamva.json().Message).toMatch(/could not be read as an ID barcode/);
    expect((await submit(idFront, { Barcode: aamvaBarcode(MATCHING) }, demo)).statusCode).toBe(404);
    expect((await submit('not-a-uuid', { Barcode: aamvaBarcode(MATCHING) }, demo)).statusCode).toBe(400);
    expect((await submit(idBack, { Barcode: aamvaBarcode(MATCHING) })).statusCode).toBe(401);
    expect(await detailsRows()).toBe(0);
  });

  it("answers 404 for another patient's and another tenant's document, storing nothing", async () => {
    const [other] = await t.tdb.ownerQuery<{ id: string }>(
      "insert into users (tenant_id, email, role, status) values ('demo', 'other-id@demo.example', 'Patient', 'active') returning id",
    );
    const [file] = await t.tdb.ownerQuery<{ id: string }>(
      `insert into uploaded_files (tenant_id, user_id, object_key, sha256, bytes, width, height, format)
       values ('demo', $1, 'tenant/demo/patient/x/other-id', repeat('a', 64), 1, 1, 1, 'jpeg') returning id`,
      [other?.id],
    );
    const [doc] = await t.tdb.ownerQuery<{ id: string }>(
      `insert into patient_documents (tenant_id, user_id, kind, file_id) values ('demo', $1, 'id-back', $2) returning id`,
      [other?.id, file?.id],
    );
    expect((await submit(doc?.id ?? '', { Barcode: aamvaBarcode(MATCHING) }, demo)).statusCode).toBe(404);
    expect((await submit(idBack, { Barcode: aamvaBarcode(MATCHING) }, acme)).statusCode).toBe(404);
    expect(await detailsRows()).toBe(0);
  });

  it('stores the fields with the document and answers them with the ID number masked, no warning', async () => {
    const res = await submit(idBack, { Barcode: aamvaBarcode(MATCHING) }, demo);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ Data: IdDetails }>().Data).toEqual({
      DocumentID: idBack,
      FamilyName: 'MORGAN',
      FirstName: 'ALEX',
      MiddleName: null,
      BirthDate: '1986-04-09',
      ExpiryDate: '2035-04-09',
      IdNumberLast4: '5432',
      Jurisdiction: 'VA',
      Country: 'USA',
      Warnings: [],
    });
    expect(res.body).not.toContain('S98765432');
    const [row] = await t.tdb.ownerQuery<{ id_number_last4: string; user_id: string }>(
      'select id_number_last4, user_id::text from id_card_details where document_id = $1',
      [idBack],
    );
    expect(row?.id_number_last4).toBe('5432');
    const read = await t.request({
      method: 'GET',
      url: `/api/patient/documents/id/${idBack}/id-details`,
      token: demo,
    });
    expect(read.json<{ Data: IdDetails }>().Data.IdNumberLast4).toBe('5432');
    expect(
      (await t.request({ method: 'GET', url: `/api/patient/documents/id/${idBack}/id-details`, token: acme }))
        .statusCode,
    ).toBe(404);
    const actions = (
      await t.tdb.ownerQuery<{ action: string }>(
        "select action from audit_events where object_id = $1 and action like 'document.id-details.%'",
        [idBack],
      )
    ).map((r) => r.action);
    expect(actions).toEqual(['document.id-details.write', 'document.id-details.read']);
    expect(t.logs.join('\n')).not.toContain('S98765432');
  });

  it('warns when the name or birth date differ from the profile and when the ID has expired', async () => {
    const documentId = await uploadBack();
    const res = await submit(
      documentId,
      { Barcode: aamvaBarcode({ ...MATCHING, DCS: 'MORGANE', DBB: '04101986', DBA: '01012020' }) },
      demo,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<{ Data: IdDetails }>().Data.Warnings).toEqual([
      'name-differs',
      'birth-date-differs',
      'expired',
    ]);
  });
});

async function uploadBack(): Promise<string> {
  const form = multipart([{ body: await goodJpeg(), filename: 'id.jpg', contentType: 'image/jpeg' }]);
  const res = await t.request({
    method: 'POST',
    url: '/api/patient/documents/id-back',
    payload: form.payload,
    headers: form.headers,
    token: demo,
  });
  return res.json<{ Data: PatientDocument }>().Data.ID;
}
