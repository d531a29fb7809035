import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthRecord } from '@portal/contract';
import cardBundle from '../../../seed/sample-health-card-bundle.json';
import { ACME_PATIENT, DEMO_PATIENT } from '../../../seed/seed-data';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { DEMO_ISSUER, seedDemoIssuer } from './demo-issuer';
import { newIssuerKey, signHealthCard, type IssuerKey } from './sign-card';
import { upsertTrustedIssuer } from './trusted-issuers.repository';

let t: TestApp;
let demo: string;
let acme: string;
let trusted: IssuerKey;
let stranger: IssuerKey;
beforeAll(async () => {
  t = await startTestApp();
  demo = (await t.signIn(DEMO_PATIENT.email, DEMO_PATIENT.password, 'demo')).token;
  acme = (await t.signIn(ACME_PATIENT.email, ACME_PATIENT.password, 'acme')).token;
  // The tests' own keys: one issuer the demo tenant trusts, one nobody trusts.
  trusted = await newIssuerKey('https://trusted-clinic.test/shc');
  stranger = await newIssuerKey('https://stranger.test/shc');
  await t.tdb.db.transaction('demo', (tx) =>
    upsertTrustedIssuer(tx, 'demo', { iss: trusted.iss, name: 'Trusted Clinic', keys: [trusted.publicJwk] }),
  );
});
afterAll(() => t.close());

const importCards = (payload: unknown, token?: string, headers: Record<string, string> = {}) =>
  t.request({
    method: 'POST',
    url: '/api/patient/health-records/import-smart-health-card',
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
    ...(token ? { token } : {}),
  });
const immunizations = async (token: string) => {
  const res = await t.request({ method: 'GET', url: '/api/patient/health-records/immunizations', token });
  expect(res.statusCode).toBe(200);
  return res.json<{ Data: HealthRecord[] }>().Data;
};
const recordCount = async () =>
  Number((await t.tdb.ownerQuery<{ n: string }>('select count(*)::text as n from health_records'))[0]?.n);
const card = (jws: string) => ({ verifiableCredential: [jws] });

/** The card's payload changed (a dose date) and put back under the original header and signature. */
function alterPayload(jws: string): string {
  const [header, payload, signature] = jws.split('.') as [string, string, string];
  const claims = JSON.parse(inflateRawSync(Buffer.from(payload, 'base64url')).toString('utf8'));
  claims.vc.credentialSubject.fhirBundle.entry[1].resource.occurrenceDateTime = '2020-01-01';
  const altered = deflateRawSync(Buffer.from(JSON.stringify(claims))).toString('base64url');
  return `${header}.${altered}.${signature}`;
}

describe('SMART Health Card import: refusals store nothing', () => {
  it('refuses a card whose payload was altered after a trusted issuer signed it (422, in the client language)', async () => {
    const jws = await signHealthCard(cardBundle, trusted);
    const res = await importCards(card(alterPayload(jws)), demo, { 'accept-language': 'de' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      Code: 'HEALTH_CARD_TAMPERED',
      Message: expect.stringContaining('wurde nach der Signatur durch den Aussteller verändert'),
    });
    // One good card beside a tampered one: the whole file is refused.
    const mixed = { verifiableCredential: [jws, alterPayload(jws)] };
    expect((await importCards(mixed, demo)).statusCode).toBe(422);
    expect(await recordCount()).toBe(0);
  });

  it('refuses a card claiming a trusted key with another key’s signature', async () => {
    const forged = await signHealthCard(cardBundle, { ...stranger, iss: trusted.iss, kid: trusted.kid });
    const res = await importCards(card(forged), demo);
    expect(res.statusCode).toBe(422);
    expect(await recordCount()).toBe(0);
  });

  it('refuses what is not a health card with 400 and a clear message', async () => {
    expect((await importCards({ verifiableCredential: ['not-a-jws'] }, demo)).statusCode).toBe(400);
    expect((await importCards({ verifiableCredential: [] }, demo)).statusCode).toBe(400);
    expect((await importCards({ resourceType: 'Bundle' }, demo)).statusCode).toBe(400);
    const [header, , signature] = (await signHealthCard(cardBundle, trusted)).split('.');
    const notDeflated = `${header ?? ''}.${Buffer.from('{"iss":1}').toString('base64url')}.${signature ?? ''}`;
    const res = await importCards(card(notDeflated), demo);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Code: 'HEALTH_CARD_UNREADABLE' });
    expect(await recordCount()).toBe(0);
  });

  it('refuses a card whose bundle holds invalid FHIR', async () => {
    const bad = structuredClone(cardBundle) as { entry: { resource: Record<string, unknown> }[] };
    (bad.entry[1] as { resource: Record<string, unknown> }).resource.status = 42;
    const res = await importCards(card(await signHealthCard(bad, trusted)), demo);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ Message: string }>().Message).toMatch(/Entry 2 \(Immunization\) is not valid FHIR R4/);
    expect(await recordCount()).toBe(0);
  });

  it('answers 401 without a token', async () => {
    expect((await importCards(card(await signHealthCard(cardBundle, trusted)))).statusCode).toBe(401);
    const sample = await t.request({
      method: 'GET',
      url: '/api/patient/health-records/samples/smart-health-card',
    });
    expect(sample.statusCode).toBe(401);
    expect(await recordCount()).toBe(0);
  });
});

describe('SMART Health Card import: verified and unverified', () => {
  it('imports a card of a trusted issuer as verified, with the issuer name', async () => {
    const res = await importCards(card(await signHealthCard(cardBundle, trusted)), demo);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ Data: unknown }>().Data).toEqual({
      Imported: 2,
      Skipped: 1,
      Cards: [{ Verified: true, IssuerName: 'Trusted Clinic' }],
    });
    const records = await immunizations(demo);
    expect(records.map((r) => [r.Source, r.Verified, r.VerifiedIssuer])).toEqual([
      ['smart-health-card', true, 'Trusted Clinic'],
      ['smart-health-card', true, 'Trusted Clinic'],
    ]);
    const header = await t.request({ method: 'GET', url: '/api/patient/header', token: demo });
    expect(header.json().Data.Record.HasHealthRecords).toBe(true);
  });

  it('imports a card signed by an unknown key as unverified, never verified', async () => {
    const before = (await immunizations(demo)).length;
    const res = await importCards(card(await signHealthCard(cardBundle, stranger)), demo);
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.Cards).toEqual([{ Verified: false }]);
    // A trusted issuer's address with a key it never published: unverified too.
    const newKey = await newIssuerKey(trusted.iss);
    expect(
      (await importCards(card(await signHealthCard(cardBundle, newKey)), demo)).json().Data.Cards,
    ).toEqual([{ Verified: false }]);
    const added = (await immunizations(demo)).slice(before);
    expect(added.map((r) => [r.Verified, r.VerifiedIssuer])).toEqual(Array(4).fill([false, null]));
  });

  it('trusts an issuer for its own tenant only: the same card is unverified in another tenant', async () => {
    const res = await importCards(card(await signHealthCard(cardBundle, trusted)), acme);
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.Cards).toEqual([{ Verified: false }]);
    expect((await immunizations(acme)).every((r) => r.Verified === false)).toBe(true);
    // And the demo patient's records stay out of the other tenant's list.
    expect(await immunizations(acme)).toHaveLength(2);
  });

  it('offers the sample card, signed by the demo issuer the seed made in DATA_DIR, which imports as verified', async () => {
    const path = '/api/patient/health-records/samples/smart-health-card';
    expect((await t.request({ method: 'GET', url: path, token: demo })).statusCode).toBe(404);
    await seedDemoIssuer(t.tdb.db, t.dataDir);
    const sample = await t.request({ method: 'GET', url: path, token: demo });
    expect(sample.statusCode).toBe(200);
    const res = await importCards(sample.json(), demo);
    expect(res.json().Data.Cards).toEqual([{ Verified: true, IssuerName: DEMO_ISSUER.name }]);
    const bundle = await t.request({
      method: 'GET',
      url: '/api/patient/health-records/samples/bundle',
      token: demo,
    });
    expect(bundle.json().entry).toHaveLength(7);
  });
});
