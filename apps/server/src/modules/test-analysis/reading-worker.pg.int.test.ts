import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Inference } from '@portal/contract';
import { DEMO_PATIENT } from '../../seed/seed-data';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import {
  analyzeBody,
  encounterAtCamera,
  fixturePhoto,
  settledInference,
  uploadPhoto,
} from '../../../test/support/test-photos';

const WORKER_ENTRY = path.resolve(import.meta.dirname, '../../worker.ts');
const JOB_TIMEOUT_SECONDS = '3';

interface Worker {
  child: ChildProcess;
  exited: Promise<void>;
}

/** `npm run worker` against the test's database and files; resolves once it works the queue. */
async function startWorker(t: TestApp): Promise<Worker> {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER_ENTRY], {
    env: {
      ...process.env,
      DATABASE_URL: t.tdb.url ?? '',
      DATA_DIR: t.dataDir,
      PUBLIC_URL: t.config.PUBLIC_URL,
      READER_THREADS: '1',
      READER_JOB_TIMEOUT_SECONDS: JOB_TIMEOUT_SECONDS,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('reader worker started')) resolve();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      reject(new Error(`worker exited (${String(code)}) before it started:\n${output}`));
    });
  });
  return { child, exited };
}

const jobState = async (t: TestApp) =>
  (
    await t.tdb.ownerQuery<{ state: string; retry_count: number }>(
      "select state, retry_count from pgboss.job where name = 'test-analysis'",
    )
  )[0];

/**
 * The job once it is completed or failed, or as it stands at the deadline. Not `t.settleJobs()`: a job
 * sent back to retry waits out its retry delay, and while it waits that counts it as settled.
 */
async function settledJob(t: TestApp, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await jobState(t);
    if (!job || job.state === 'completed' || job.state === 'failed' || Date.now() > deadline)
      return job ?? { state: 'missing', retry_count: 0 };
    await new Promise((r) => setTimeout(r, 50));
  }
}

let t: TestApp;
let demo: string;
const workers: Worker[] = [];
beforeAll(async () => {
  t = await startTestApp({
    kind: 'postgres',
    env: { WORKERS_IN_API: 'false', READER_JOB_TIMEOUT_SECONDS: JOB_TIMEOUT_SECONDS },
  });
  demo = (await t.signIn(DEMO_PATIENT.email, DEMO_PATIENT.password, 'demo')).token;
});
afterAll(async () => {
  for (const w of workers) {
    w.child.kill('SIGKILL');
    await w.exited;
  }
  await t.close();
});

describe('reading in worker processes', () => {
  it('survives a worker killed mid-read: another worker completes it, and the result lands once', async () => {
    const { body, truth } = fixturePhoto('covid-ag-good-3.jpg');
    // 12 MP, as a phone takes it: the read takes long enough to be caught in the middle.
    const large = await sharp(body).resize(4000, 3000).jpeg({ quality: 90 }).toBuffer();
    const encounter = await encounterAtCamera(t, demo, 'covid');
    const photo = await uploadPhoto(t, demo, encounter.ID, large);

    const first = await startWorker(t);
    workers.push(first);
    const posted = t.request({
      method: 'POST',
      url: '/api/patient/test/rapid',
      token: demo,
      payload: analyzeBody(encounter, photo.FileID),
    });
    const deadline = Date.now() + 30_000;
    while ((await jobState(t))?.state !== 'active') {
      if (Date.now() > deadline) throw new Error('the first worker never took the job');
      await new Promise((r) => setTimeout(r, 10));
    }
    first.child.kill('SIGKILL');
    await first.exited;
    const answer = (await posted).json<{ Data: Inference }>().Data;
    expect(answer.Status).toBe('in-progress');
    expect(answer.Results.map((r) => r.Result)).toEqual(['IN PROGRESS']);

    workers.push(await startWorker(t));
    const inference = await settledInference(t, demo, answer.ID, 90_000);
    expect(inference.Status).toBe('completed');
    expect(inference.Results.map((r) => ({ analyte: r.Analyte, result: r.Result }))).toEqual(truth.expected);

    const rows = await t.tdb.ownerQuery<{ status: string }>(
      'select status from test_analyses where encounter_id = $1',
      [encounter.ID],
    );
    expect(rows).toEqual([{ status: 'completed' }]);
    // A read slower than the job's timeout (a loaded machine) expires and is fetched once more; that run
    // finds the result landed and only completes the job. So: completed, retried at least once.
    const job = await settledJob(t, 30_000);
    expect(job.state).toBe('completed');
    expect(job.retry_count).toBeGreaterThanOrEqual(1);
    const encounterRow = await t.tdb.ownerQuery<{ status: string }>(
      'select status from encounters where id = $1',
      [encounter.ID],
    );
    expect(encounterRow).toEqual([{ status: 'completed' }]);
  });
});
