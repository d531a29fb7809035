// npm run bench:orders -w apps/server — on a PostgreSQL server (TEST_DATABASE_URL or the local one), over
// loopback HTTP: 1. order submission p50/p95 (sequential POSTs, each its own Idempotency-Key, the
// confirmation job queued); 2. one order retried 50 times at once with the same key (rows stored: 1).
import { randomUUID } from 'node:crypto';
import { NEW_ENCOUNTER_ID, RAPID_TEST_SERVICE_ID } from '@portal/contract';
import { newBenchPatient, startBenchServer } from './bench-server';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const RETRIES = 50;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

async function main() {
  const { tdb, base, close } = await startBenchServer();
  try {
    const { token } = await newBenchPatient(tdb);
    const auth = { authorization: `Bearer ${token}` };
    const kits = (
      (await (await fetch(`${base}/api/patient/order-kits`, { headers: auth })).json()) as {
        Data: { ID: string }[];
      }
    ).Data;
    const body = JSON.stringify({
      TestProfileID: kits[0]?.ID,
      Address: {
        Name: 'Ana Ruiz',
        Line1: 'Calle Mayor 5',
        PostalCode: '28013',
        City: 'Madrid',
        Country: 'ES',
      },
    });
    const order = (key: string) =>
      fetch(`${base}/api/patient/orders/${RAPID_TEST_SERVICE_ID}/${NEW_ENCOUNTER_ID}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': key },
        body,
      });

    const times: number[] = [];
    for (let i = 0; i < REQUESTS + 10; i++) {
      const t0 = performance.now();
      const res = await order(randomUUID());
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`status ${String(res.status)}`);
      if (i >= 10) times.push(performance.now() - t0); // the first 10 warm up
    }
    times.sort((a, b) => a - b);
    console.log(
      `order submission, ${String(REQUESTS)} sequential requests: p50 ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms`,
    );

    const key = randomUUID();
    const t0 = performance.now();
    const answers = await Promise.all(
      Array.from({ length: RETRIES }, async () => {
        const res = await order(key);
        return { status: res.status, id: ((await res.json()) as { Data?: { ID: string } }).Data?.ID };
      }),
    );
    const ms = performance.now() - t0;
    const [stored] = await tdb.ownerQuery<{ n: number }>(
      'select count(*)::int as n from test_orders where idempotency_key = $1',
      [key],
    );
    console.log(
      `${String(RETRIES)} retries of one order at once: ${String(answers.filter((a) => a.status === 200).length)} answered 200, ${String(new Set(answers.map((a) => a.id)).size)} distinct order id, rows stored ${String(stored?.n ?? NaN)}, ${ms.toFixed(0)} ms in all`,
    );
  } finally {
    await close();
  }
}

await main();
