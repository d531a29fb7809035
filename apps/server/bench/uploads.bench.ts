// npm run bench:uploads — loopback uploads of patient documents through the whole stack (multipart, the
// upload pipeline, the local object store, the database: PGlite, or BENCH_DB=postgres for the server).
// The API server runs in a child process so that its RSS and CPU are measured apart from this client.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import sharp from 'sharp';

const PATIENTS = 20;
const SEQUENTIAL = Number(process.env.BENCH_UPLOADS ?? 20);
const PASSWORD = 'Bench-Patient-2026!';
const CLOCK_TICKS = 100; // USER_HZ on Linux

// ---- server mode (the child) ----
async function serve(): Promise<void> {
  const { buildApp } = await import('../src/app');
  const { loadConfig } = await import('../src/config');
  const { seedDemoData } = await import('../src/seed/seed');
  const { hashPassword } = await import('../src/lib/passwords');
  const { createTestDatabase } = await import('../test/support/test-database');
  const tdb = await createTestDatabase(process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite', 20);
  await seedDemoData(tdb.db);
  const hash = await hashPassword(PASSWORD);
  for (let i = 0; i < PATIENTS; i++) {
    const [u] = await tdb.ownerQuery<{ id: string }>(
      `insert into users (tenant_id, email, role, status, first_name, last_name, password_hash, email_verified_at, password_changed_at)
       values ('demo', $1, 'Patient', 'active', 'Bench', 'Patient', $2, now(), now()) returning id`,
      [`bench-${String(i)}@demo.example`, hash],
    );
    await tdb.ownerQuery("insert into patient_profiles (user_id, tenant_id) values ($1, 'demo')", [u?.id]);
  }
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-uploads-')),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MULTIPLIER: '10000',
  });
  const app = await buildApp({ config, db: tdb.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(`PORT ${String(typeof address === 'object' && address ? address.port : 0)}`);
}

// ---- client mode ----
const procStat = (pid: number) => {
  const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { cpuUs: ((Number(f[11]) + Number(f[12])) * 1e6) / CLOCK_TICKS };
};
const rssMb = (pid: number): number => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${String(pid)}/status`, 'utf8'));
  return Number(m?.[1] ?? 0) / 1024;
};

/** Samples the child's RSS every 5 ms while `fn` runs; the peak in MB. */
async function peakRss<T>(pid: number, fn: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 5);
  try {
    const result = await fn();
    return { result, peak: Math.max(peak, rssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

async function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, [...process.execArgv, import.meta.filename, '--serve'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    // The allocator settings `npm start` gives the server (apps/server/package.json), unless set already.
    env: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', ...process.env },
  });
  const lines = createInterface({ input: child.stdout });
  for await (const line of lines) {
    const m = /^PORT (\d+)$/.exec(line);
    if (m) return { child, base: `http://127.0.0.1:${m[1] ?? ''}` };
  }
  throw new Error('server did not start');
}

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, tenantId: 'demo' }),
  });
  const body = (await res.json()) as { Data: { token: string } };
  return body.Data.token;
}

async function upload(base: string, token: string, body: Buffer): Promise<{ ms: number; status: number }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(body)], { type: 'image/jpeg' }), 'photo.jpg');
  const t0 = performance.now();
  const res = await fetch(`${base}/api/patient/documents/selfie`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  await res.arrayBuffer();
  return { ms: performance.now() - t0, status: res.status };
}

async function photo12mp(): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .blur(1.2)
    .jpeg({ quality: 90 })
    .toBuffer();
  return noise;
}

async function main(): Promise<void> {
  const jpeg = await photo12mp();
  const { child, base } = await startServer();
  const pid = child.pid ?? 0;
  try {
    const tokens = await Promise.all(
      Array.from({ length: PATIENTS }, (_, i) => signIn(base, `bench-${String(i)}@demo.example`)),
    );
    const first = tokens[0] ?? '';
    await upload(base, first, jpeg); // warm-up
    const idle = rssMb(pid);

    const cpu0 = procStat(pid).cpuUs;
    const seq: number[] = [];
    for (let i = 0; i < SEQUENTIAL; i++) {
      const r = await upload(base, first, jpeg);
      if (r.status !== 200) throw new Error(`upload answered ${String(r.status)}`);
      seq.push(r.ms);
    }
    const cpuPerUpload = (procStat(pid).cpuUs - cpu0) / SEQUENTIAL / 1000;

    const afterSequential = rssMb(pid);
    const big = Buffer.concat([jpeg.subarray(0, 3), Buffer.alloc(15 * 1024 * 1024 + 1, 0x41)]);
    const refused = await peakRss(pid, () => upload(base, first, big));

    const beforeParallel = rssMb(pid);
    const t0 = performance.now();
    const parallel = await peakRss(pid, () => Promise.all(tokens.map((tk) => upload(base, tk, jpeg))));
    const wall = performance.now() - t0;
    const lat = parallel.result.map((r) => r.ms);
    const ok = parallel.result.filter((r) => r.status === 200).length;

    const f = (n: number) => n.toFixed(0);
    console.log(
      `12 MP JPEG: ${(jpeg.length / 1024 / 1024).toFixed(1)} MB, 4000x3000; database ${process.env.BENCH_DB ?? 'pglite'}`,
    );
    console.log(
      `sequential x${String(SEQUENTIAL)}: p50 ${f(pct(seq, 50))} ms, p95 ${f(pct(seq, 95))} ms, server CPU ${f(cpuPerUpload)} ms per upload`,
    );
    console.log(
      `${String(PATIENTS)} patients at once: ${String(ok)}/${String(PATIENTS)} accepted in ${f(wall)} ms, p50 ${f(pct(lat, 50))} ms, p95 ${f(pct(lat, 95))} ms, peak RSS ${f(parallel.peak)} MB (before ${f(beforeParallel)} MB)`,
    );
    console.log(
      `15 MB + 1 byte upload: ${String(refused.result.status)} in ${f(refused.result.ms)} ms, peak RSS ${f(refused.peak)} MB (before ${f(afterSequential)} MB; idle after one warm-up upload ${f(idle)} MB)`,
    );
  } finally {
    child.kill('SIGTERM');
  }
}

if (process.argv.includes('--serve')) await serve();
else await main();
