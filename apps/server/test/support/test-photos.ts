import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  A1C_TEST_SERVICE_ID,
  CAPTURE_TICKET_HEADER,
  RAPID_TEST_SERVICE_ID,
  type AnalyzeTestRequest,
  type Encounter,
  type Inference,
  type TestPhoto,
  type TestPhotoTicket,
} from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { multipart } from './multipart';
import type { TestApp } from './test-app';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../packages/reader/fixtures');

/** The demo kits' GTINs (seed/test-profile-data.ts). */
export const KITS = {
  covid: { gtin: '09506000134352', service: RAPID_TEST_SERVICE_ID },
  combo: { gtin: '09506000134369', service: RAPID_TEST_SERVICE_ID },
  a1c: { gtin: '09506000134376', service: A1C_TEST_SERVICE_ID },
} as const;
export type KitName = keyof typeof KITS;

interface Truth {
  expected: { analyte: string; result: string }[];
  displayed: string | null;
}

/** A rendered photo of the reader's evaluation set and what it shows. */
export function fixturePhoto(name: string): { body: Buffer; truth: Truth } {
  const truth = (
    JSON.parse(readFileSync(path.join(FIXTURES, 'truth.json'), 'utf8')) as Record<string, Truth>
  )[name];
  if (!truth) throw new Error(`no truth for ${name}`);
  return { body: readFileSync(path.join(FIXTURES, name)), truth };
}

const nextYear = () => String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
export const kitCode = (gtin: string, serial: string) =>
  `(01)${gtin}(17)${nextYear()}0630(10)LOT-7(21)${serial}`;

/** The answer, when it is a success (else the test stops with what went wrong). */
function checked(res: LightMyRequestResponse, what: string): LightMyRequestResponse {
  if (res.statusCode !== 200) throw new Error(`${what} failed: ${String(res.statusCode)} ${res.body}`);
  return res;
}

/** A started encounter of this kit whose wait has begun (the kit stored with it), as at step 6. */
export async function encounterAtCamera(
  t: TestApp,
  token: string,
  kit: KitName,
  serial = randomUUID().slice(0, 12),
): Promise<Encounter> {
  const { gtin, service } = KITS[kit];
  const started = checked(
    await t.request({ method: 'POST', url: `/api/patient/healthservices/${service}/encounters`, token }),
    'start encounter',
  ).json<{ Data: Encounter }>().Data;
  return checked(
    await t.request({
      method: 'POST',
      url: `/api/patient/encounters/${started.ID}/timer`,
      token,
      payload: { Code: kitCode(gtin, serial) },
    }),
    'start timer',
  ).json<{ Data: Encounter }>().Data;
}

export const requestTicket = (t: TestApp, token: string, encounterId: string) =>
  t.request({
    method: 'POST',
    url: '/api/patient/test/photo-ticket',
    token,
    payload: { EncounterID: encounterId },
  });

export async function ticketFor(t: TestApp, token: string, encounterId: string): Promise<TestPhotoTicket> {
  return checked(await requestTicket(t, token, encounterId), 'photo ticket').json<{ Data: TestPhotoTicket }>()
    .Data;
}

/** The camera page's upload: no bearer token, the ticket in its header. */
export function uploadWithTicket(
  t: TestApp,
  ticket: string | null,
  body: Buffer,
  extra: { idempotencyKey?: string; filename?: string; contentType?: string; origin?: string } = {},
) {
  const form = multipart([
    { body, filename: extra.filename ?? 'photo.jpg', contentType: extra.contentType ?? 'image/jpeg' },
  ]);
  return t.request({
    method: 'POST',
    url: '/api/capture/test-photos',
    payload: form.payload,
    headers: {
      ...form.headers,
      ...(ticket === null ? {} : { [CAPTURE_TICKET_HEADER]: ticket }),
      ...(extra.idempotencyKey ? { 'idempotency-key': extra.idempotencyKey } : {}),
      ...(extra.origin ? { origin: extra.origin } : {}),
    },
  });
}

export async function uploadPhoto(
  t: TestApp,
  token: string,
  encounterId: string,
  body: Buffer,
): Promise<TestPhoto> {
  const { Ticket } = await ticketFor(t, token, encounterId);
  return checked(await uploadWithTicket(t, Ticket, body), 'photo upload').json<{ Data: TestPhoto }>().Data;
}

export const analyzeBody = (encounter: Encounter, fileId: string): AnalyzeTestRequest => ({
  FileID: fileId,
  GTINID: encounter.Kit?.GTIN ?? '',
  HealthServiceID: encounter.ServiceID,
  TestProfileID: encounter.TestProfileID ?? '',
  EncounterID: encounter.ID,
  LotNumber: encounter.Kit?.Lot ?? '',
});

export const analyzeUrl = (encounter: Encounter) =>
  encounter.Kind === 'a1c-test' ? '/api/patient/test/a1c' : '/api/patient/test/rapid';

/** Polls the analysis (as the results screen does) until it is no longer in progress. */
export async function settledInference(
  t: TestApp,
  token: string,
  id: string,
  timeoutMs = 60_000,
): Promise<Inference> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const inference = checked(
      await t.request({ method: 'GET', url: `/api/patient/test/analyses/${id}`, token }),
      'poll analysis',
    ).json<{ Data: Inference }>().Data;
    if (inference.Status !== 'in-progress') return inference;
    if (Date.now() > deadline) throw new Error(`analysis ${id} still in progress`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The whole step 6: photo taken, uploaded and submitted; the reading waited for. */
export async function readPhoto(
  t: TestApp,
  token: string,
  encounter: Encounter,
  body: Buffer,
): Promise<{ inference: Inference; fileId: string }> {
  const photo = await uploadPhoto(t, token, encounter.ID, body);
  const posted = checked(
    await t.request({
      method: 'POST',
      url: analyzeUrl(encounter),
      token,
      payload: analyzeBody(encounter, photo.FileID),
    }),
    'analyze',
  ).json<{ Data: Inference }>().Data;
  const inference = posted.Status === 'in-progress' ? await settledInference(t, token, posted.ID) : posted;
  return { inference, fileId: photo.FileID };
}
