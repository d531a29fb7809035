/// <reference types="node" />
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { createE2eDatabase, dropStaleE2eDatabases } from './e2e-database';
import { freePort } from '../../../server/test/support/free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server started for the run, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
    /** The server's DATA_DIR; e-mails land in `${dataDir}/outbox/*.eml`. */
    dataDir: string;
  }
}

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const repoRoot = path.resolve(webDir, '..', '..');
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

async function waitForHealth(baseUrl: string, child: ChildProcess, logFile: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  const state: { exited: number | null } = { exited: null };
  child.once('exit', (code) => {
    state.exited = code ?? -1;
  });
  while (Date.now() < deadline) {
    if (state.exited !== null) break;
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-4000) : '';
  throw new Error(
    `The e2e server did not become healthy (${state.exited !== null ? `exited with ${String(state.exited)}` : 'timed out'}).\n${log}`,
  );
}

/**
 * Starts ONE server (a new database on the PostgreSQL server, real outbox) for the whole e2e run. Not on
 * PGlite, which runs every query in WebAssembly on the server's own thread: on four spec files (mfa,
 * clinical-trial, shell-guards, rapid-test) the machine's busy CPU time fell from 285 to 259 s, and on
 * the 2-core CI machine the browser tests share the CPU with the other test projects.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(webDir, 'dist', 'index.html'))) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('Building apps/web for the e2e run failed.');
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  // The server serves a snapshot of dist, so a rebuild during the run (another terminal) cannot swap the
  // hashed assets under the pages being tested.
  const webDist = path.join(dataDir, 'web-dist');
  cpSync(path.join(webDir, 'dist'), webDist, { recursive: true });
  const stale = await dropStaleE2eDatabases();
  if (stale.length > 0)
    console.log(`Dropped the databases of crashed browser-test runs: ${stale.join(', ')}`);
  const database = await createE2eDatabase();
  const logFile = path.join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  // Same Node as the test runner (the repo pins Node 24), not whatever `node` is first on PATH.
  const child = spawn(process.execPath, [tsxCli, 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      TENANT_ID: 'demo',
      APP_ENV: 'test',
      PUBLIC_URL: baseUrl,
      RATE_LIMIT_MULTIPLIER: '50',
      DATABASE_URL: database.ownerUrl,
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  // Should the runner die without its teardown, do not leave the server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) =>
        child.once('exit', () => {
          resolve();
        }),
      );
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    process.off('exit', killOnExit);
    log.end();
    if (process.env.E2E_KEEP_DATA) return;
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  };

  try {
    await waitForHealth(baseUrl, child, logFile, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  return stop;
}
