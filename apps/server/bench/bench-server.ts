import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { hashToken, newSecret } from '../src/lib/tokens';
import { seedDemoData } from '../src/seed/seed';
import { createTestDatabase, type TestDatabase, type TestDbKind } from '../test/support/test-database';

export type BenchServer = {
  tdb: TestDatabase;
  app: FastifyInstance;
  /** `http://127.0.0.1:<port>` */
  base: string;
  close: () => Promise<void>;
};

/**
 * A seeded test database and the app on a free local port, with its request log discarded and rate
 * limits raised (a benchmark measures the work, not the limiter).
 */
export async function startBenchServer(
  options: { kind?: TestDbKind; logLevel?: string } = {},
): Promise<BenchServer> {
  const tdb = await createTestDatabase(options.kind ?? 'postgres');
  await seedDemoData(tdb.db);
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-bench-')),
    LOG_LEVEL: options.logLevel ?? 'warn',
    RATE_LIMIT_MULTIPLIER: '10000',
  });
  const quiet = new Writable({
    write: (_chunk, _encoding, done) => {
      done();
    },
  });
  const app = await buildApp({ config, db: tdb.db, logStream: quiet });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    tdb,
    app,
    base,
    close: async () => {
      await app.close();
      await tdb.drop();
    },
  };
}

/** A new patient of the demo tenant with a signed-in session (no password: the session is written directly). */
export async function newBenchPatient(tdb: TestDatabase): Promise<{ id: string; token: string }> {
  const [user] = await tdb.ownerQuery<{ id: string }>(
    "insert into users (tenant_id, email, role, status) values ('demo', $1, 'Patient', 'active') returning id",
    [`bench-${randomUUID()}@demo.example`],
  );
  if (!user) throw new Error('no user');
  const token = newSecret();
  await tdb.ownerQuery(
    "insert into sessions (tenant_id, user_id, token_hash, expires_at) values ('demo', $1, $2, now() + interval '1 hour')",
    [user.id, hashToken(token)],
  );
  return { id: user.id, token };
}
