import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { hashToken, newSecret } from '../../lib/tokens';
import { startTestApp, type TestApp } from '../../../test/support/test-app';

interface Slot {
  CoordinatorID: string;
  StartsAt: string;
}

let t: TestApp;
let second: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  t = await startTestApp();
  // A second instance on the same database, as behind a load balancer.
  second = await buildApp({
    config: t.config,
    db: t.tdb.db,
    logStream: new Writable({
      write: (_c, _e, done) => {
        done();
      },
    }),
  });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

async function newPatient(): Promise<string> {
  const [user] = await t.tdb.ownerQuery<{ id: string }>(
    "insert into users (tenant_id, email, role, status) values ('demo', $1, 'Patient', 'active') returning id",
    [`two-${randomUUID()}@demo.example`],
  );
  const token = newSecret();
  await t.tdb.ownerQuery(
    "insert into sessions (tenant_id, user_id, token_hash, expires_at) values ('demo', $1, $2, now() + interval '1 hour')",
    [user?.id, hashToken(token)],
  );
  return token;
}

describe('booking across two app instances on one database', () => {
  it('20 concurrent bookings of one slot, split over both instances, give exactly one success', async () => {
    const tokens = await Promise.all(Array.from({ length: 20 }, () => newPatient()));
    const slot = (
      await second.inject({
        method: 'GET',
        url: '/api/patient/appointment-slots',
        headers: { authorization: `Bearer ${tokens[0] ?? ''}` },
      })
    )
      .json<{ Data: Slot[] }>()
      .Data.at(-4);
    if (!slot) throw new Error('no slot');
    const answers = await Promise.all(
      tokens.map((token, i) =>
        (i % 2 ? second : t.app).inject({
          method: 'POST',
          url: '/api/patient/appointments',
          headers: { authorization: `Bearer ${token}` },
          payload: { CoordinatorID: slot.CoordinatorID, StartsAt: slot.StartsAt },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const [row] = await t.tdb.ownerQuery<{ n: number }>(
      "select count(*)::int as n from appointments where coordinator_id = $1 and starts_at = $2 and status = 'booked'",
      [slot.CoordinatorID, slot.StartsAt],
    );
    expect(row?.n).toBe(1);
  });
});
