/// <reference types="node" />
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  A1C_TEST_SERVICE_ID,
  CAPTURE_TICKET_HEADER,
  RAPID_TEST_SERVICE_ID,
  endpointUrl,
  type Encounter,
  type Inference,
  type TestPhoto,
  type TestPhotoTicket,
} from '@portal/contract';
import { vi } from 'vitest';

const FIXTURES = new URL('../../../../packages/reader/fixtures/', import.meta.url);

/** The demo kits (GTINs seeded for every demo tenant). */
const KITS = {
  covid: { gtin: '09506000134352', service: RAPID_TEST_SERVICE_ID },
  a1c: { gtin: '09506000134376', service: A1C_TEST_SERVICE_ID },
} as const;

async function call<T>(
  baseUrl: string,
  token: string | null,
  path: string,
  init: RequestInit = {},
): Promise<T> {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
  const response = await fetch(baseUrl + path, { ...init, headers });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${String(response.status)} ${text}`);
  return (JSON.parse(text) as { Data: T }).Data;
}

const post = <T>(
  baseUrl: string,
  token: string | null,
  path: string,
  body?: unknown,
  headers?: HeadersInit,
) =>
  call<T>(baseUrl, token, path, {
    method: 'POST',
    ...(body instanceof FormData ? { body } : body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(headers ? { headers } : {}),
  });

/**
 * A result made through the real API as the flow makes it: start an encounter, start its wait with a
 * fresh kit code, take a photo ticket, upload a rendered photo of the reader's fixtures with it, analyze,
 * and poll until the reading is done.
 */
export async function createTestResult(
  baseUrl: string,
  token: string,
  kit: keyof typeof KITS,
  photo: string,
): Promise<{ encounter: Encounter; inference: Inference }> {
  const { gtin, service } = KITS[kit];
  const started = await post<Encounter>(
    baseUrl,
    token,
    endpointUrl('startEncounter', { serviceID: service }),
  );
  const year = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
  const code = `(01)${gtin}(17)${year}1231(10)LOT1(21)E2E${randomUUID().slice(0, 12)}`;
  const encounter = await post<Encounter>(
    baseUrl,
    token,
    endpointUrl('startTestTimer', { encounterID: started.ID }),
    { Code: code },
  );
  const ticket = await post<TestPhotoTicket>(baseUrl, token, endpointUrl('testPhotoTicket'), {
    EncounterID: encounter.ID,
  });
  const form = new FormData();
  form.append(
    'file',
    new Blob([readFileSync(new URL(photo, FIXTURES))], { type: 'image/jpeg' }),
    'photo.jpg',
  );
  const uploaded = await post<TestPhoto>(baseUrl, null, endpointUrl('uploadTestPhoto'), form, {
    [CAPTURE_TICKET_HEADER]: ticket.Ticket,
  });
  let inference = await post<Inference>(
    baseUrl,
    token,
    endpointUrl(kit === 'a1c' ? 'analyzeA1cTest' : 'analyzeRapidTest'),
    {
      FileID: uploaded.FileID,
      GTINID: gtin,
      HealthServiceID: encounter.ServiceID,
      TestProfileID: encounter.TestProfileID,
      EncounterID: encounter.ID,
      LotNumber: encounter.Kit?.Lot ?? '',
    },
  );
  const analysisId = inference.ID;
  // Polled as the results screen polls, when the reading outlasted the POST's own wait.
  await vi.waitFor(
    async () => {
      if (inference.Status !== 'in-progress') return;
      inference = await call<Inference>(baseUrl, token, endpointUrl('analysis', { analysisID: analysisId }));
      if (inference.Status === 'in-progress') throw new Error(`analysis ${analysisId} still in progress`);
    },
    { timeout: 60_000, interval: 250 },
  );
  return { encounter, inference };
}
