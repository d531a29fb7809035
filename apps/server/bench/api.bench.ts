// npm run bench:api — loopback load on a PostgreSQL server: GET patient/header and patient/dashboard with a
// signed-in patient, beside a bare Fastify route running one trivial query on the same pool (the ceiling).
// autocannon runs as a separate process so it does not share the server's event loop.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { seedDemoData } from '../src/seed/seed';
import { DEMO_PATIENT } from '../src/seed/seed-data';
import { createTestDatabase } from '../test/support/test-database';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const POOL = Number(process.env.BENCH_POOL ?? 10);
const autocannonBin = path.resolve(import.meta.dirname, '../../../node_modules/autocannon/autocannon.js');

interface Result {
  name: string;
  /** CPU time per request of this server process and of all PostgreSQL backends, in microseconds. */
  nodeUs: number;
  pgUs: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const CLOCK_TICKS = 100; // USER_HZ on Linux

/** utime + stime of every postgres process, in microseconds (Linux /proc). */
function postgresCpuUs(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return (ticks * 1e6) / CLOCK_TICKS;
}

async function load(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  seconds = SECONDS,
): Promise<Result> {
  const cpu0 = process.cpuUsage();
  const pg0 = postgresCpuUs();
  const headerArgs = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [autocannonBin, '-c', String(CONNECTIONS), '-d', String(seconds), '-j', ...headerArgs, url],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const r = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  };
  const cpu = process.cpuUsage(cpu0);
  const total = r.requests.average * seconds;
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    nodeUs: (cpu.user + cpu.system) / total,
    pgUs: (postgresCpuUs() - pg0) / total,
  };
}

const tdb = await createTestDatabase('postgres', POOL);
await seedDemoData(tdb.db);
const config = loadConfig({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-bench-')),
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
});
const app = await buildApp({
  config,
  db: tdb.db,
  logStream: new Writable({
    write: (_c, _e, done) => {
      done();
    },
  }),
});
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const ceiling = Fastify();
ceiling.get('/ceiling', async () => ({ ok: await tdb.db.ping() }));
const ceilingUrl = await ceiling.listen({ port: 0, host: '127.0.0.1' });

const signIn = await fetch(`${appUrl}/api/auth/signin`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: DEMO_PATIENT.email, password: DEMO_PATIENT.password, tenantId: 'demo' }),
});
const { Data } = (await signIn.json()) as { Data: { token: string } };
const auth = { authorization: `Bearer ${Data.token}` };

console.log(
  `bench:api — ${CONNECTIONS} connections, ${SECONDS} s each, pool ${POOL}, PostgreSQL server, Node ${process.version}`,
);
await load('warm-up', `${appUrl}/api/patient/header`, auth, 3);
// BENCH_ONLY=header runs one phase alone (for profiling with --cpu-prof).
const only = process.env.BENCH_ONLY;
const phases: [string, string, Record<string, string>][] = [
  ['ceiling: bare route, one trivial query', `${ceilingUrl}/ceiling`, {}],
  ['GET /api/patient/header', `${appUrl}/api/patient/header`, auth],
  ['GET /api/patient/dashboard', `${appUrl}/api/patient/dashboard`, auth],
];
const results: Result[] = [];
for (const [name, url, headers] of phases) {
  if (!only || name.includes(only)) results.push(await load(name, url, headers));
}
const top = results[0]?.rps ?? 1;
console.log(
  '\n| route | req/s | p50 ms | p99 ms | non-2xx | errors | of ceiling | server CPU µs/req | PostgreSQL CPU µs/req |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of results) {
  console.log(
    `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} | ${((100 * r.rps) / top).toFixed(0)}% | ${r.nodeUs.toFixed(0)} | ${r.pgUs.toFixed(0)} |`,
  );
}

await app.close();
await ceiling.close();
await tdb.drop();
