// npm run bench:tests — a test photo from upload to result on loopback, through the whole stack: photo
// ticket, the camera page's upload (multipart, upload pipeline, object store), POST patient/test/rapid, the
// durable job and the reader in worker threads of the API process. 12 MP photos (the reader's rendered
// cassettes scaled to 4000x3000); PGlite, or BENCH_DB=postgres for the server. Figures: sequential p50/p95,
// then 20 patients submitting at once (reads per second). The API runs in a child process.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import sharp from 'sharp';

const PATIENTS = 20;
const SEQUENTIAL = Number(process.env.BENCH_READS ?? 20);
const PASSWORD = 'Bench-Patient-2026!';
const COVID_GTIN = '09506000134352';
const RAPID_SERVICE = '7a0c1f3e-5b1d-4c59-9a57-2d6f0e9b1a01';
const FIXTURES = path.resolve(import.meta.dirname, '../../../packages/reader/fixtures');

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
    await tdb.ownerQuery(
      `insert into users (tenant_id, email, role, status, first_name, last_name, password_hash, email_verified_at, password_changed_at)
       values ('demo', $1, 'Patient', 'active', 'Bench', 'Patient', $2, now(), now())`,
      [`bench-${String(i)}@demo.example`, hash],
    );
  }
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-tests-')),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MULTIPLIER: '10000',
  });
  const app = await buildApp({ config, db: tdb.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(`PORT ${String(typeof address === 'object' && address ? address.port : 0)}`);
}

// ---- client mode ----
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

async function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, [...process.execArgv, import.meta.filename, '--serve'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  for await (const line of lines) {
    const m = /^PORT (\d+)$/.exec(line);
    if (m) return { child, base: `http://127.0.0.1:${m[1] ?? ''}` };
  }
  throw new Error('server did not start');
}

interface Photo {
  body: Buffer;
  expected: string;
}

/** Rendered cassettes of the reader's evaluation set, each scaled to 12 MP (each photo is read once). */
async function photos12mp(count: number): Promise<Photo[]> {
  const truth = JSON.parse(readFileSync(path.join(FIXTURES, 'truth.json'), 'utf8')) as Record<
    string,
    { expected: { result: string }[] }
  >;
  const out: Photo[] = [];
  for (let i = 1; i <= count; i++) {
    const name = `covid-ag-good-${String(i)}.jpg`;
    const body = await sharp(readFileSync(path.join(FIXTURES, name)))
      .resize(4000, 3000)
      .jpeg({ quality: 90 })
      .toBuffer();
    out.push({ body, expected: truth[name]?.expected[0]?.result ?? '' });
  }
  return out;
}

async function call<T>(base: string, url: string, token: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(base + url, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });
  const body = (await res.json()) as { Data: T; Message?: string };
  if (!res.ok) throw new Error(`${url}: ${String(res.status)} ${body.Message ?? ''}`);
  return body.Data;
}

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, tenantId: 'demo' }),
  });
  return ((await res.json()) as { Data: { token: string } }).Data.token;
}

interface Encounter {
  ID: string;
  ServiceID: string;
  TestProfileID: string;
  Kit: { GTIN: string; Lot: string | null };
}

/** Steps 1-5 (not timed): an encounter whose kit is scanned and whose wait has started. */
async function encounterAtCamera(base: string, token: string): Promise<Encounter> {
  const started = await call<Encounter>(
    base,
    `/api/patient/healthservices/${RAPID_SERVICE}/encounters`,
    token,
    {
      method: 'POST',
    },
  );
  const code = `(01)${COVID_GTIN}(17)${String((new Date().getUTCFullYear() + 1) % 100)}0630(10)LOT-B(21)${randomUUID().slice(0, 12)}`;
  return call<Encounter>(base, `/api/patient/encounters/${started.ID}/timer`, token, {
    method: 'POST',
    body: JSON.stringify({ Code: code }),
  });
}

interface Inference {
  ID: string;
  Status: string;
  Results: { Result: string }[];
}

/** Step 6, timed: ticket, upload, submit, and poll until the result is there. */
async function uploadToResult(
  base: string,
  token: string,
  encounter: Encounter,
  photo: Photo,
): Promise<{ ms: number; uploadMs: number; correct: boolean }> {
  const t0 = performance.now();
  const { Ticket } = await call<{ Ticket: string }>(base, '/api/patient/test/photo-ticket', token, {
    method: 'POST',
    body: JSON.stringify({ EncounterID: encounter.ID }),
  });
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo.body)], { type: 'image/jpeg' }), 'photo.jpg');
  const upload = await fetch(`${base}/api/capture/test-photos`, {
    method: 'POST',
    headers: { 'x-capture-ticket': Ticket },
    body: form,
  });
  const { FileID } = ((await upload.json()) as { Data: { FileID: string } }).Data;
  const uploadMs = performance.now() - t0;
  let inference = await call<Inference>(base, '/api/patient/test/rapid', token, {
    method: 'POST',
    body: JSON.stringify({
      FileID,
      GTINID: encounter.Kit.GTIN,
      HealthServiceID: encounter.ServiceID,
      TestProfileID: encounter.TestProfileID,
      EncounterID: encounter.ID,
      LotNumber: encounter.Kit.Lot ?? '',
    }),
  });
  while (inference.Status === 'in-progress') {
    await new Promise((r) => setTimeout(r, 100));
    inference = await call<Inference>(base, `/api/patient/test/analyses/${inference.ID}`, token);
  }
  return {
    ms: performance.now() - t0,
    uploadMs,
    correct: inference.Status === 'completed' && inference.Results[0]?.Result === photo.expected,
  };
}

async function main(): Promise<void> {
  const photos = await photos12mp(SEQUENTIAL + PATIENTS + 1);
  const { child, base } = await startServer();
  try {
    const tokens = await Promise.all(
      Array.from({ length: PATIENTS }, (_, i) => signIn(base, `bench-${String(i)}@demo.example`)),
    );
    const first = tokens[0] ?? '';
    const next = (() => {
      let i = 0;
      return () => {
        const photo = photos[i++];
        if (!photo) throw new Error('out of photos');
        return photo;
      };
    })();
    // Warm-up: the reader's worker thread starts with the first photo.
    await uploadToResult(base, first, await encounterAtCamera(base, first), next());

    const seq: { ms: number; uploadMs: number; correct: boolean }[] = [];
    for (let i = 0; i < SEQUENTIAL; i++) {
      const encounter = await encounterAtCamera(base, first);
      seq.push(await uploadToResult(base, first, encounter, next()));
    }

    const encounters = await Promise.all(tokens.map((tk) => encounterAtCamera(base, tk)));
    const batch = tokens.map(() => next());
    const t0 = performance.now();
    const parallel = await Promise.all(
      tokens.map((tk, i) => uploadToResult(base, tk, encounters[i] as Encounter, batch[i] as Photo)),
    );
    const wall = performance.now() - t0;

    const f = (n: number) => n.toFixed(0);
    const ms = (xs: { ms: number }[]) => xs.map((x) => x.ms);
    const mb = (photos.reduce((s, p) => s + p.body.length, 0) / photos.length / 1024 / 1024).toFixed(1);
    console.log(
      `12 MP JPEG photos (4000x3000, ${mb} MB on average); database ${process.env.BENCH_DB ?? 'pglite'}; reader threads ${process.env.READER_THREADS ?? String(Math.max(1, availableParallelism() - 1))} on ${String(availableParallelism())} cores`,
    );
    console.log(
      `upload to result, one at a time x${String(SEQUENTIAL)}: p50 ${f(pct(ms(seq), 50))} ms, p95 ${f(pct(ms(seq), 95))} ms (ticket + upload alone: p50 ${f(
        pct(
          seq.map((s) => s.uploadMs),
          50,
        ),
      )} ms); verdicts as rendered ${String(seq.filter((s) => s.correct).length)}/${String(SEQUENTIAL)}`,
    );
    console.log(
      `${String(PATIENTS)} patients at once: all results in ${f(wall)} ms = ${(PATIENTS / (wall / 1000)).toFixed(1)} reads/s; upload to result p50 ${f(pct(ms(parallel), 50))} ms, p95 ${f(pct(ms(parallel), 95))} ms; verdicts as rendered ${String(parallel.filter((s) => s.correct).length)}/${String(PATIENTS)}`,
    );
  } finally {
    child.kill('SIGTERM');
  }
}

if (process.argv.includes('--serve')) await serve();
else await main();
