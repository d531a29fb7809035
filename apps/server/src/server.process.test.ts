import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PATIENT } from './seed/seed-data';
import { freePort } from '../test/support/free-port';
import { spawnServer } from '../test/support/spawn-server';

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-proc-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('server process', () => {
  it('refuses to start on bad configuration, with a message naming the setting', async () => {
    await expect(spawnServer({ DATA_DIR: dataDir, DATABASE_URL: 'not a url' }, 0)).rejects.toThrow(
      /DATABASE_URL: DATABASE_URL must be a postgres:\/\/ URL/,
    );
  });

  it('refuses to start in production without SMTP_URL, so no link can reach the log', async () => {
    await expect(spawnServer({ DATA_DIR: dataDir, APP_ENV: 'production', SMTP_URL: '' }, 0)).rejects.toThrow(
      /SMTP_URL: SMTP_URL is required when APP_ENV is not development or test/,
    );
  });

  it('seeds a fresh data directory, keeps data across restarts, and on SIGTERM finishes the request in flight', async () => {
    const first = await spawnServer({ DATA_DIR: dataDir }, await freePort());
    expect(first.output()).toMatch(/Seeded demo tenants: demo, acme/);
    const body = JSON.stringify({
      email: DEMO_PATIENT.email,
      password: DEMO_PATIENT.password,
      tenantId: 'demo',
    });

    // Send half of a sign-in body, stop the server, then send the rest: the answer must still come.
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        `${first.baseUrl}/api/auth/signin`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (d: Buffer) => {
            text += d.toString();
          });
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, text });
          });
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 20));
      // Stop the server once it has the request (its log says so), and finish the body once it is stopping.
      void first
        .outputShows(/^(?=.*incoming request)(?=.*\/api\/auth\/signin).*$/m)
        .then(() => {
          first.child.kill('SIGTERM');
          return first.outputShows(/shutting down/);
        })
        .then(() => req.end(body.slice(20)), reject);
    });
    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ IsOK: true, Data: { role: 'Patient' } });
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/shutting down/);

    const second = await spawnServer({ DATA_DIR: dataDir }, await freePort());
    expect(second.output()).not.toMatch(/Seeded demo tenants/);
    const res = await fetch(`${second.baseUrl}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    // Two server starts: a guard against a hang, not a limit on speed (35 s in a clean-clone run).
  }, 300_000);
});
