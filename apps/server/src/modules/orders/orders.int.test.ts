import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_ENCOUNTER_ID, RAPID_TEST_SERVICE_ID, type OrderKit, type TestOrder } from '@portal/contract';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { MailMessage } from '../../lib/mail/mailer';
import { hashToken, newSecret } from '../../lib/tokens';
import { sendOrderConfirmation } from './order-mail.worker';
import { readOutbox } from '../../../test/support/outbox';
import { startTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A new signed-in patient with a unique address to find their mails by. */
async function newPatient(tenantId = 'demo', language = 'en'): Promise<{ token: string; email: string }> {
  const email = `order-${randomUUID()}@demo.example`;
  const [user] = await t.tdb.ownerQuery<{ id: string }>(
    "insert into users (tenant_id, email, role, status, first_name, last_name, language) values ($1, $2, 'Patient', 'active', 'Ana', 'Ruiz', $3) returning id",
    [tenantId, email, language],
  );
  const token = newSecret();
  await t.tdb.ownerQuery(
    "insert into sessions (tenant_id, user_id, token_hash, expires_at) values ($1, $2, $3, now() + interval '1 hour')",
    [tenantId, user?.id, hashToken(token)],
  );
  return { token, email };
}

const ADDRESS = {
  Name: 'Ana Ruiz',
  Line1: 'Calle Mayor 5',
  Line2: '2º B',
  PostalCode: '28013',
  City: 'Madrid',
  Country: 'ES',
};

async function kitsOf(token: string): Promise<OrderKit[]> {
  const res = await t.request({ method: 'GET', url: '/api/patient/order-kits', token });
  expect(res.statusCode).toBe(200);
  return res.json<{ Data: OrderKit[] }>().Data;
}

async function startEncounter(token: string): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: `/api/patient/healthservices/${RAPID_TEST_SERVICE_ID}/encounters`,
    token,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ Data: { ID: string } }>().Data.ID;
}

const place = (
  token: string | undefined,
  encounterId: string,
  payload: unknown,
  key: string | null = randomUUID(),
  serviceId = RAPID_TEST_SERVICE_ID,
) =>
  t.request({
    method: 'POST',
    url: `/api/patient/orders/${serviceId}/${encounterId}`,
    ...(token ? { token } : {}),
    headers: key ? { 'idempotency-key': key } : {},
    payload: payload as Record<string, unknown>,
  });

const orderCount = async () =>
  Number((await t.tdb.ownerQuery<{ n: string }>('select count(*) as n from test_orders'))[0]?.n);

describe('test kit orders', () => {
  it("lists the tenant's kits only", async () => {
    const demo = await kitsOf((await newPatient()).token);
    const acme = await kitsOf((await newPatient('acme')).token);
    expect(demo.map((k) => k.GTIN)).toEqual(['09506000134352', '09506000134369', '09506000134376']);
    expect(demo.every((k) => k.Name !== '' && k.Manufacturer !== '')).toBe(true);
    expect(acme.length).toBeGreaterThan(0);
    const demoIds = new Set(demo.map((k) => k.ID));
    expect(acme.some((k) => demoIds.has(k.ID))).toBe(false);
  });

  it('stores the order once per Idempotency-Key and confirms it once by mail in the patient’s language', async () => {
    const patient = await newPatient('demo', 'es');
    const [kit] = await kitsOf(patient.token);
    if (!kit) throw new Error('no kit');
    const encounterId = await startEncounter(patient.token);
    const key = randomUUID();
    const body = { TestProfileID: kit.ID, Address: ADDRESS };
    const first = await place(patient.token, encounterId, body, key);
    expect(first.statusCode).toBe(200);
    const order = first.json<{ Data: TestOrder }>().Data;
    expect(order).toMatchObject({
      EncounterID: encounterId,
      KitName: kit.Name,
      Address: ADDRESS,
      Status: 'placed',
    });
    const retry = await place(patient.token, encounterId, body, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json<{ Data: TestOrder }>().Data.ID).toBe(order.ID);
    const rows = await t.tdb.ownerQuery<{ n: string }>(
      'select count(*) as n from test_orders where idempotency_key = $1',
      [key],
    );
    expect(Number(rows[0]?.n)).toBe(1);
    const other = await place(
      patient.token,
      encounterId,
      { ...body, Address: { ...ADDRESS, City: 'Toledo' } },
      key,
    );
    expect(other.statusCode).toBe(409);

    await t.settleJobs();
    const mails = readOutbox(t.dataDir).filter((m) => m.to.includes(patient.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Su pedido del kit de prueba/);
    expect(mails[0]?.text).toContain('Referencia del pedido');
    expect(mails[0]?.text).toContain('Calle Mayor 5');
    expect(mails[0]?.text).toContain(order.ID);
    // One job for the order, placed once and retried once; it carries ids only.
    const jobs = await t.tdb.ownerQuery<{ data: Record<string, unknown> }>(
      "select data from pgboss.job where name = 'order-mail' and data->>'orderId' = $1",
      [order.ID],
    );
    expect(jobs.map((j) => j.data)).toEqual([{ tenantId: 'demo', orderId: order.ID }]);

    const list = await t.request({ method: 'GET', url: '/api/patient/orders', token: patient.token });
    expect(list.json<{ Data: TestOrder[] }>().Data.map((o) => o.ID)).toEqual([order.ID]);
  });

  it('the confirmation job sends once: a job run again, or a failed send retried, mails exactly once', async () => {
    const patient = await newPatient();
    const [kit] = await kitsOf(patient.token);
    const res = await place(patient.token, NEW_ENCOUNTER_ID, { TestProfileID: kit?.ID, Address: ADDRESS });
    const orderId = res.json<{ Data: TestOrder }>().Data.ID;
    await t.settleJobs();
    const sent: MailMessage[] = [];
    const deps = {
      db: t.tdb.db,
      jobs: {} as JobQueue,
      publicUrl: 'http://portal.test',
      mailer: { send: (m: MailMessage) => Promise.resolve(void sent.push(m)) },
    };
    // Already confirmed by the app's own job: nothing more goes out.
    await sendOrderConfirmation(deps, { tenantId: 'demo', orderId });
    expect(sent).toEqual([]);

    await t.tdb.ownerQuery('update test_orders set confirmed_at = null where id = $1', [orderId]);
    const failing = { ...deps, mailer: { send: () => Promise.reject(new Error('SMTP down')) } };
    await expect(sendOrderConfirmation(failing, { tenantId: 'demo', orderId })).rejects.toThrow('SMTP down');
    await sendOrderConfirmation(deps, { tenantId: 'demo', orderId });
    await sendOrderConfirmation(deps, { tenantId: 'demo', orderId });
    expect(sent.map((m) => m.to)).toEqual([patient.email]);
    // Another tenant's job cannot reach the order: row-level security hides it.
    await t.tdb.ownerQuery('update test_orders set confirmed_at = null where id = $1', [orderId]);
    await sendOrderConfirmation(deps, { tenantId: 'acme', orderId });
    expect(sent).toHaveLength(1);
  });

  it('takes an order without an encounter (the fixed new-encounter id)', async () => {
    const patient = await newPatient();
    const [kit] = await kitsOf(patient.token);
    const res = await place(patient.token, NEW_ENCOUNTER_ID, {
      TestProfileID: kit?.ID,
      Address: { ...ADDRESS, Line2: undefined },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ Data: TestOrder }>().Data).toMatchObject({ EncounterID: null, Address: { Line2: '' } });
  });

  it('refuses another patient’s encounter, another tenant’s kit, an unknown service, no token, bad bodies; nothing stored', async () => {
    const patient = await newPatient();
    const intruder = await newPatient();
    const acme = await newPatient('acme');
    const [kit] = await kitsOf(patient.token);
    const [acmeKit] = await kitsOf(acme.token);
    if (!kit || !acmeKit) throw new Error('no kit');
    const encounterId = await startEncounter(patient.token);
    const good = { TestProfileID: kit.ID, Address: ADDRESS };
    const before = await orderCount();

    expect((await place(intruder.token, encounterId, good)).statusCode).toBe(404);
    expect((await place(acme.token, encounterId, { ...good, TestProfileID: acmeKit.ID })).statusCode).toBe(
      404,
    );
    expect((await place(patient.token, encounterId, { ...good, TestProfileID: acmeKit.ID })).statusCode).toBe(
      404,
    );
    expect((await place(patient.token, encounterId, good, undefined, randomUUID())).statusCode).toBe(404);
    expect((await place(undefined, encounterId, good)).statusCode).toBe(401);
    expect((await place(patient.token, encounterId, good, null)).statusCode).toBe(400);
    expect((await place(patient.token, encounterId, good, 'bad key!')).statusCode).toBe(400);
    expect((await place(patient.token, 'not-a-uuid', good)).statusCode).toBe(400);
    for (const address of [
      { ...ADDRESS, Name: 'Ana\u0000Ruiz' },
      { ...ADDRESS, PostalCode: '1' },
      { ...ADDRESS, City: '   ' },
      { ...ADDRESS, Country: 'XX' },
      { ...ADDRESS, Line1: 'x'.repeat(101) },
      { ...ADDRESS, Extra: 'field' },
    ]) {
      const res = await place(patient.token, encounterId, { ...good, Address: address });
      expect(res.statusCode, JSON.stringify(address)).toBe(400);
    }
    expect((await place(patient.token, encounterId, { Address: ADDRESS })).statusCode).toBe(400);
    expect(await orderCount()).toBe(before);

    // An order is the patient's own: neither another patient nor another tenant lists it.
    expect((await place(patient.token, encounterId, good)).statusCode).toBe(200);
    for (const token of [intruder.token, acme.token]) {
      const list = await t.request({ method: 'GET', url: '/api/patient/orders', token });
      expect(list.json<{ Data: TestOrder[] }>().Data).toEqual([]);
    }
    expect((await t.request({ method: 'GET', url: '/api/patient/orders' })).statusCode).toBe(401);
  });
});
