import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { CurrentUser, SignInResult, TotpSetup } from '@portal/contract';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { seedDemoData } from '../../src/seed/seed';
import { createTestDatabase, type TestDatabase, type TestDbKind } from './test-database';
import { Authenticator, TotpClock } from './totp-client';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  tdb: TestDatabase;
  dataDir: string;
  /** Every log line the app wrote, as text. */
  logs: string[];
  request(opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /**
   * Signs in and completes the second factor when asked (staff, or a patient who opted in): enrols the
   * account with a new authenticator the first time, and uses it afterwards (see `authenticators`).
   */
  signIn(email: string, password: string, tenantId?: string): Promise<CurrentUser>;
  /** The authenticator apps of accounts enrolled by signIn or by a test, by `${tenantId}:${email}`. */
  authenticators: Map<string, Authenticator>;
  /** The app's clock of TOTP codes. */
  totpClock: TotpClock;
  /** Waits until no queued job is waiting, running or due for a retry (mails are sent by jobs). */
  settleJobs(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  kind?: TestDbKind;
  env?: Record<string, string>;
  poolSize?: number;
}

/** The whole app on a real, seeded database, with the real outbox in a temporary data directory. */
export async function startTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    RATE_LIMIT_MULTIPLIER: '1000',
    PUBLIC_URL: 'http://portal.test',
    ...opts.env,
  });
  const tdb = await createTestDatabase(opts.kind, opts.poolSize);
  await seedDemoData(tdb.db);
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs.push(chunk.toString('utf8'));
      done();
    },
  });
  const totpClock = new TotpClock();
  const app = await buildApp({ config, db: tdb.db, logStream, clock: totpClock.now });
  const authenticators = new Map<string, Authenticator>();
  const request: TestApp['request'] = ({ token, headers, ...rest }) =>
    app.inject({ ...rest, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  return {
    app,
    config,
    tdb,
    dataDir,
    logs,
    request,
    authenticators,
    totpClock,
    async signIn(email, password, tenantId = 'demo') {
      const post = async <T>(url: string, payload: object): Promise<T> => {
        const res = await request({ method: 'POST', url, payload });
        if (res.statusCode !== 200) throw new Error(`${url} failed: ${res.statusCode} ${res.body}`);
        return res.json<{ Data: T }>().Data;
      };
      const result = await post<SignInResult>('/api/auth/signin', { email, password, tenantId });
      if (!('challenge' in result)) return result;
      const { challenge } = result;
      const key = `${tenantId}:${email}`;
      if (result.step === 'code') {
        const app = authenticators.get(key);
        if (!app) throw new Error(`no authenticator known for ${key}`);
        return post<CurrentUser>('/api/auth/mfa/verify', { tenantId, challenge, code: app.next() });
      }
      const setup = await post<TotpSetup>('/api/auth/mfa/enrol', { tenantId, challenge });
      const app = new Authenticator(setup.manualKey, totpClock);
      authenticators.set(key, app);
      const enrolled = await post<{ user: CurrentUser }>('/api/auth/mfa/enrol/confirm', {
        tenantId,
        challenge,
        code: app.next(),
      });
      return enrolled.user;
    },
    settleJobs: () => settleJobs(tdb),
    async close() {
      await app.close();
      await tdb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function settleJobs(tdb: TestDatabase, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await tdb.ownerQuery<{ pending: number }>(
      // Jobs scheduled for later (a reminder) are not pending yet.
      "select count(*)::int as pending from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now()",
    );
    if (row?.pending === 0) return;
    if (Date.now() > deadline) throw new Error(`${String(row?.pending)} jobs still pending`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
