// npm run bench:forgot-password — does POST auth/forgot-password answer a known address as fast as an
// unknown one? Medians over TRIES requests per path, interleaved, over loopback HTTP, on PGlite and on the
// PostgreSQL server (TEST_DATABASE_URL, default the local one). Between requests the queued mail job is
// left to finish, so each figure is the request's own work; the best single threshold's accuracy tells how
// well one request classifies an address (50 % = chance).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { seedDemoData } from '../src/seed/seed';
import { DEMO_PATIENT } from '../src/seed/seed-data';
import { createTestDatabase, type TestDbKind } from '../test/support/test-database';

const TRIES = Math.max(30, Number(process.env.BENCH_TRIES ?? 50));
const WARMUP = 5;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

/** The share of single requests one threshold puts on the right side, at its best (0.5 = chance). */
function bestThresholdAccuracy(known: number[], unknown: number[]): number {
  let best = 0.5;
  for (const cut of [...known, ...unknown]) {
    const right = known.filter((k) => k > cut).length + unknown.filter((u) => u <= cut).length;
    best = Math.max(
      best,
      right / (known.length + unknown.length),
      1 - right / (known.length + unknown.length),
    );
  }
  return best;
}

async function run(kind: TestDbKind) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MULTIPLIER: '10000',
    PORT: '0',
  });
  const tdb = await createTestDatabase(kind);
  await seedDemoData(tdb.db);
  const silent = new Writable({
    write: (_c, _e, done) => {
      done();
    },
  });
  const app = await buildApp({ config, db: tdb.db, logStream: silent });
  const print = console.log;
  console.log = () => undefined; // the outbox prints each link: not part of the figures
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const settle = async () => {
    for (;;) {
      const [row] = await tdb.ownerQuery<{ n: number }>(
        "select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active')",
      );
      if (row?.n === 0) return;
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  let n = 0;
  const once = async (email: string) => {
    const start = process.hrtime.bigint();
    const res = await fetch(`http://127.0.0.1:${port}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, tenantId: 'demo' }),
    });
    await res.arrayBuffer();
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (res.status !== 200) throw new Error(`forgot-password answered ${res.status}`);
    await settle();
    return ms;
  };
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < WARMUP + TRIES; i++) {
    // Alternating which path goes first, so neither always follows the other's job.
    const unknownEmail = `nobody-${++n}-${Date.now()}@example.org`;
    let k: number, u: number;
    if (i % 2) {
      k = await once(DEMO_PATIENT.email);
      u = await once(unknownEmail);
    } else {
      u = await once(unknownEmail);
      k = await once(DEMO_PATIENT.email);
    }
    if (i >= WARMUP) {
      known.push(k);
      unknown.push(u);
    }
  }
  await app.close();
  await tdb.drop();
  rmSync(dataDir, { recursive: true, force: true });
  console.log = print;
  return { known: median(known), unknown: median(unknown), accuracy: bestThresholdAccuracy(known, unknown) };
}

console.log(`forgot-password, ${TRIES} tries per path (after ${WARMUP} warm-up), median ms:`);
for (const kind of ['pglite', 'postgres'] as const) {
  const r = await run(kind);
  console.log(
    `${kind.padEnd(8)}  known ${r.known.toFixed(2)}  unknown ${r.unknown.toFixed(2)}  difference ${(r.known - r.unknown).toFixed(2)}  best single-request threshold ${(r.accuracy * 100).toFixed(0)} %`,
  );
}
