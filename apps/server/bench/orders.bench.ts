// npm run bench:orders -w apps/server — on a PostgreSQL server (TEST_DATABASE_URL or the local one), over
// loopback HTTP: 1. order submission p50/p95 (sequential POSTs, each its own Idempotency-Key, the
// confirmation job queued); 2. one order retried 50 times at once with the same key (rows stored: 1).
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { NEW_ENCOUNTER_ID, RAPID_TEST_SERVICE_ID } from '@portal/contract';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { hashToken, newSecret } from '../src/lib/tokens';
import { seedDemoData } from '../src/seed/seed';
import { createTestDatabase, type TestDatabase } from '../test/support/test-database';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const RETRIES = 50;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

async function newPatient(tdb: TestDatabase): Promise<string> {
  const [user] = await tdb.ownerQuery<{ id: string }>(
    "insert into users (tenant_id, email, role, status) values ('demo', $1, 'Patient', 'active') returning id",
    [`bench-${randomUUID()}@demo.example`],
  );
  if (!user) throw new Error('no user');
  const token = newSecret();
  await tdb.ownerQuery(
    "insert into sessions (tenant_id, user_id, token_hash, expires_at) values ('demo', $1, $2, now() + interval '1 hour')",
    [user.id, hashToken(token)],
  );
  return token;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const tdb = await createTestDatabase('postgres');
  await seedDemoData(tdb.db);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_MULTIPLIER: '1000' });
  const quiet = new Writable({
    write: (_c, _e, done) => {
      done();
    },
  });
  const app = await buildApp({ config, db: tdb.db, logStream: quiet });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const token = await newPatient(tdb);
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
    await app.close();
    await tdb.drop();
  }
}

await main();
