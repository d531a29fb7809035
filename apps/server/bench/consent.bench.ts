// npx tsx apps/server/bench/consent.bench.ts — consent submission latency over loopback HTTP on a
// PostgreSQL server (TEST_DATABASE_URL or the local one), one request at a time, each a new
// Idempotency-Key: PNG check and re-encode, the insert, the PDF and its mail (outbox) included.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { DEMO_PATIENT } from '../src/seed/seed-data';
import { startBenchServer } from './bench-server';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

async function signaturePng(): Promise<string> {
  const [w, h] = [800, 400];
  const pixels = Buffer.alloc(w * h * 4);
  for (let x = 100; x < 700; x++) pixels.writeUInt32BE(0x000000ff, ((x >> 1) * w + x) * 4);
  const png = await sharp(pixels, { raw: { width: w, height: h, channels: 4 } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

async function main() {
  const { base, close } = await startBenchServer();
  try {
    const signIn = await fetch(`${base}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_PATIENT.email, password: DEMO_PATIENT.password, tenantId: 'demo' }),
    });
    const token = ((await signIn.json()) as { Data: { token: string } }).Data.token;
    const auth = { authorization: `Bearer ${token}` };
    const doc = (
      (await (await fetch(`${base}/api/clinical-trial/consent-document/en`, { headers: auth })).json()) as {
        Data: { ID: string; Version: number; Language: string };
      }
    ).Data;
    const body = JSON.stringify({
      DocumentID: doc.ID,
      Version: doc.Version,
      Language: doc.Language,
      SignaturePng: await signaturePng(),
      Strokes: [
        {
          points: Array.from({ length: 120 }, (_, i) => ({
            x: i * 3,
            y: 100 + (i % 7),
            pressure: 0.5,
            time: i,
          })),
          pen: { minWidth: 1, maxWidth: 3, penColor: 'black' },
        },
      ],
    });
    const times: number[] = [];
    for (let i = 0; i < REQUESTS + 10; i++) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/clinical-trial/consents`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body,
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`status ${String(res.status)}`);
      if (i >= 10) times.push(performance.now() - t0); // the first 10 warm up
    }
    times.sort((a, b) => a - b);
    console.log(
      `consent submission, ${String(REQUESTS)} sequential requests: p50 ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms, max ${(times.at(-1) ?? NaN).toFixed(1)} ms`,
    );
  } finally {
    await close();
  }
}

await main();
