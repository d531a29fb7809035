// npm run bench:booking — on a PostgreSQL server (TEST_DATABASE_URL or the local one), over loopback HTTP:
// 1. the slot list for a coordinator with a year of availability and bookings (p50/p95 of sequential GETs);
// 2. 100 patients booking at once, two patients per slot (bookings/s, and a check for double bookings).
import { DEMO_COORDINATOR } from '../src/seed/seed-data';
import type { TestDatabase } from '../test/support/test-database';
import { newBenchPatient, startBenchServer } from './bench-server';

const LIST_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 100);

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** Every day 07:00-21:00 in 30-minute slots, and a booked appointment on every slot of the past year. */
async function aYearOfAvailability(tdb: TestDatabase, coordinatorId: string, patientId: string) {
  await tdb.ownerQuery('delete from coordinator_availability where coordinator_id = $1', [coordinatorId]);
  await tdb.ownerQuery(
    `insert into coordinator_availability (tenant_id, coordinator_id, time_zone, weekday, start_minute, end_minute, slot_minutes)
     select 'demo', $1, 'America/New_York', d, 420, 1260, 30 from generate_series(1, 7) d`,
    [coordinatorId],
  );
  await tdb.ownerQuery(
    `insert into appointments (tenant_id, coordinator_id, patient_id, starts_at, ends_at, remind_at, status)
     select 'demo', $1, $2, s, s + interval '30 minutes', s - interval '1 day', 'booked'
       from generate_series(date_trunc('day', now()) - interval '365 days' + interval '12 hours',
                            date_trunc('day', now()) - interval '1 day', interval '30 minutes') s
      where extract(hour from s) between 12 and 23`,
    [coordinatorId, patientId],
  );
}

async function main() {
  const { tdb, base, close } = await startBenchServer();
  try {
    const [coordinator] = await tdb.ownerQuery<{ id: string }>('select id from users where email = $1', [
      DEMO_COORDINATOR.email,
    ]);
    if (!coordinator) throw new Error('no coordinator');
    const lister = await newBenchPatient(tdb);
    await aYearOfAvailability(tdb, coordinator.id, lister.id);
    const auth = { authorization: `Bearer ${lister.token}` };

    const times: number[] = [];
    let slotCount = 0;
    for (let i = 0; i < LIST_REQUESTS + 10; i++) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/patient/appointment-slots`, { headers: auth });
      const body = (await res.json()) as { Data: unknown[] };
      if (res.status !== 200) throw new Error(`status ${String(res.status)}`);
      slotCount = body.Data.length;
      if (i >= 10) times.push(performance.now() - t0); // the first 10 warm up
    }
    times.sort((a, b) => a - b);
    console.log(
      `slot list (${String(slotCount)} open slots, a year of bookings), ${String(LIST_REQUESTS)} sequential requests: p50 ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms`,
    );

    const slots = (
      (await (await fetch(`${base}/api/patient/appointment-slots`, { headers: auth })).json()) as {
        Data: { CoordinatorID: string; StartsAt: string }[];
      }
    ).Data.filter((s) => Date.parse(s.StartsAt) > Date.now() + 2 * 86_400_000);
    const patients = await Promise.all(Array.from({ length: PATIENTS }, () => newBenchPatient(tdb)));
    const t0 = performance.now();
    const statuses = await Promise.all(
      patients.map(async (p, i) => {
        const slot = slots[Math.floor(i / 2)]; // two patients want each slot
        if (!slot) throw new Error('not enough slots');
        const res = await fetch(`${base}/api/patient/appointments`, {
          method: 'POST',
          headers: { authorization: `Bearer ${p.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ CoordinatorID: slot.CoordinatorID, StartsAt: slot.StartsAt }),
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    const ok = statuses.filter((s) => s === 200).length;
    const conflicts = statuses.filter((s) => s === 409).length;
    const [dup] = await tdb.ownerQuery<{ n: number }>(
      `select count(*)::int as n from (select 1 from appointments where status = 'booked'
        group by tenant_id, coordinator_id, starts_at having count(*) > 1) d`,
    );
    console.log(
      `${String(PATIENTS)} patients booking at once (2 per slot): ${String(ok)} booked, ${String(conflicts)} refused (409), other ${String(PATIENTS - ok - conflicts)}; ${(ok / seconds).toFixed(0)} bookings/s, ${(PATIENTS / seconds).toFixed(0)} requests/s, ${(seconds * 1000).toFixed(0)} ms in all; double bookings: ${String(dup?.n ?? NaN)}`,
    );
  } finally {
    await close();
  }
}

await main();
