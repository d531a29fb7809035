import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const SERVER_ENTRY = path.resolve(import.meta.dirname, '../../src/server.ts');
const HEALTHY_WITHIN_MS = 120_000;

export interface SpawnedServer {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  /** Resolves once the process's output matches `pattern`; rejects if it exits first. */
  outputShows: (pattern: RegExp) => Promise<void>;
  exited: Promise<number | null>;
}

/** Starts the real server process (as `npm start` does, minus the web build) and waits for /healthz. */
export async function spawnServer(env: Record<string, string>, port: number): Promise<SpawnedServer> {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    out += d.toString();
  });
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      resolve(code);
    }),
  );
  const outputShows = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(out)) return;
        child.stdout.off('data', check);
        child.stderr.off('data', check);
        resolve();
      };
      child.stdout.on('data', check);
      child.stderr.on('data', check);
      void exited.then(() => {
        reject(new Error(`server exited before its output showed ${String(pattern)}:\n${out}`));
      });
      check();
    });
  const baseUrl = `http://127.0.0.1:${port}`;
  // A guard against a hang, not a limit on speed (a start compiles, migrates and seeds).
  const deadline = Date.now() + HEALTHY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok)
        return { child, baseUrl, output: () => out, outputShows, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${out}`);
}
