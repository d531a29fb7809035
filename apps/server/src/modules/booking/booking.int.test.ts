import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newSecret } from '../../lib/tokens';
import { ACME_PATIENT, DEMO_PATIENT } from '../../seed/seed-data';
import { startTestApp, type TestApp } from '../../../test/support/test-app';

interface Slot {
  CoordinatorID: string;
  StartsAt: string;
  EndsAt: string;
  CoordinatorName: string;
}

let t: TestApp;
let demo: string;
let acme: string;
beforeAll(async () => {
  t = await startTestApp();
  demo = (await t.signIn(DEMO_PATIENT.email, DEMO_PATIENT.password, 'demo')).token;
  acme = (await t.signIn(ACME_PATIENT.email, ACME_PATIENT.password, 'acme')).token;
});
afterAll(() => t.close());

const slots = async (token: string) =>
  (await t.request({ method: 'GET', url: '/api/patient/appointment-slots', token })).json<{ Data: Slot[] }>()
    .Data;
const book = (token: string, slot: Pick<Slot, 'CoordinatorID' | 'StartsAt'>, extra: object = {}) =>
  t.request({
    method: 'POST',
    url: '/api/patient/appointments',
    token,
    payload: { CoordinatorID: slot.CoordinatorID, StartsAt: slot.StartsAt, ...extra },
  });

/** A new signed-in patient of tenant demo (session made directly: no password hashing per patient). */
async function newPatient(): Promise<string> {
  const [user] = await t.tdb.ownerQuery<{ id: string }>(
    "insert into users (tenant_id, email, role, status) values ('demo', $1, 'Patient', 'active') returning id",
    [`booker-${randomUUID()}@demo.example`],
  );
  const token = newSecret();
  await t.tdb.ownerQuery(
    "insert into sessions (tenant_id, user_id, token_hash, expires_at) values ('demo', $1, $2, now() + interval '1 hour')",
    [user?.id, hashToken(token)],
  );
  return token;
}

describe('booking a study coordinator', () => {
  it('lists the demo coordinator’s open slots as UTC instants at 09:00-12:00 New York time', async () => {
    const list = await slots(demo);
    expect(list.length).toBeGreaterThan(20);
    expect(list[0]?.CoordinatorName).toBe('Jordan Lee');
    const hours = new Set(
      list.map((s) =>
        new Intl.DateTimeFormat('en-US', {
          timeZone: 'America/New_York',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }).format(new Date(s.StartsAt)),
      ),
    );
    expect([...hours].sort()).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
    expect(list.every((s) => Date.parse(s.StartsAt) > Date.now())).toBe(true);
  });

  it('never shows or books another tenant’s coordinators', async () => {
    expect(await slots(acme)).toEqual([]);
    const slot = (await slots(demo)).at(-1);
    if (!slot) throw new Error('no slot');
    expect((await book(acme, slot)).statusCode).toBe(404);
  });

  it('books a slot once: 20 concurrent bookings of one slot give exactly one success', async () => {
    const slot = (await slots(demo)).at(-2);
    if (!slot) throw new Error('no slot');
    const tokens = await Promise.all(Array.from({ length: 20 }, () => newPatient()));
    const answers = await Promise.all(tokens.map((token) => book(token, slot)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const [row] = await t.tdb.ownerQuery<{ n: number }>(
      "select count(*)::int as n from appointments where starts_at = $1 and status = 'booked'",
      [slot.StartsAt],
    );
    expect(row?.n).toBe(1);
    expect((await slots(demo)).some((s) => s.StartsAt === slot.StartsAt)).toBe(false);
  });

  it('stores the reminder a day before, lists the own booking, cancels it after the cut-off check', async () => {
    const slot = (await slots(demo)).at(-3);
    if (!slot) throw new Error('no slot');
    const res = await book(demo, slot);
    expect(res.statusCode).toBe(200);
    const appt = res.json<{ Data: { ID: string; Status: string } }>().Data;
    const [row] = await t.tdb.ownerQuery<{ gap: number }>(
      'select extract(epoch from starts_at - remind_at)::int as gap from appointments where id = $1',
      [appt.ID],
    );
    expect(row?.gap).toBe(24 * 3600);
    const mine = (await t.request({ method: 'GET', url: '/api/patient/appointments', token: demo })).json<{
      Data: { ID: string }[];
    }>().Data;
    expect(mine.map((a) => a.ID)).toContain(appt.ID);
    const other = await newPatient();
    const cancel = (token: string, id: string) =>
      t.request({ method: 'POST', url: `/api/patient/appointments/${id}/cancel`, token });
    expect((await cancel(other, appt.ID)).statusCode).toBe(404);
    expect((await cancel(acme, appt.ID)).statusCode).toBe(404);
    const done = await cancel(demo, appt.ID);
    expect(done.json<{ Data: { Status: string } }>().Data.Status).toBe('cancelled');
    expect((await cancel(demo, appt.ID)).statusCode).toBe(409);
    // The slot is open again and can be booked anew.
    expect((await book(other, slot)).statusCode).toBe(200);
  });

  it('refuses a time not offered, bad bodies and no token; a change inside the cut-off is refused', async () => {
    const slot = (await slots(demo))[0];
    if (!slot) throw new Error('no slot');
    expect(
      (await book(demo, { ...slot, StartsAt: new Date(Date.parse(slot.StartsAt) + 60_000).toISOString() }))
        .statusCode,
    ).toBe(404);
    expect((await book(demo, slot, { PatientID: randomUUID() })).statusCode).toBe(400);
    expect((await book(demo, { ...slot, StartsAt: 'tomorrow' })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/patient/appointment-slots' })).statusCode).toBe(401);
    const [appt] = await t.tdb.ownerQuery<{ id: string }>(
      `insert into appointments (tenant_id, coordinator_id, patient_id, starts_at, ends_at, remind_at)
       select 'demo', $1, u.id, now() + interval '2 hours', now() + interval '150 minutes', now()
         from users u where u.tenant_id = 'demo' and u.email = $2 returning id`,
      [slot.CoordinatorID, DEMO_PATIENT.email],
    );
    const late = await t.request({
      method: 'POST',
      url: `/api/patient/appointments/${appt?.id ?? ''}/cancel`,
      token: demo,
    });
    expect(late.statusCode).toBe(409);
  });
});
