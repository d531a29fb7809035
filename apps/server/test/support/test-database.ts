import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../src/db/database';
import { openPgliteDatabase } from '../../src/db/pglite-database';
import { openPostgresDatabase } from '../../src/db/pg-database';

export type TestDbKind = 'pglite' | 'postgres';

export const testDbKind = (): TestDbKind => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

const serverUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  db: Database;
  kind: TestDbKind;
  /** The admin URL of the fresh database (postgres only). */
  url: string | null;
  /** Runs SQL as the owner, bypassing RLS: only for arranging cases (expiring a token) and for checks. */
  ownerQuery<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/** A real, empty, migrated database: a new database on the PostgreSQL server, or an in-memory PGlite. */
export async function createTestDatabase(
  kind: TestDbKind = testDbKind(),
  poolSize = 10,
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await openPgliteDatabase(undefined, 'portal_app');
    return {
      db,
      kind,
      url: null,
      // PGlite's session user is a superuser; SET LOCAL ROLE lasts for this transaction only.
      ownerQuery: <T>(sql: string, params?: unknown[]) =>
        db.transaction(null, async (tx) => {
          await tx.query('set local role postgres');
          return (await tx.query<T>(sql, params)).rows;
        }),
      drop: () => db.close(),
    };
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  const db = await openPostgresDatabase({
    adminUrl: url.toString(),
    appRole: 'portal_app',
    appPassword: undefined,
    poolSize,
  });
  const owner = new pg.Client({ connectionString: url.toString() });
  await owner.connect();
  return {
    db,
    kind,
    url: url.toString(),
    ownerQuery: async <T>(sql: string, params?: unknown[]) => (await owner.query(sql, params)).rows as T[],
    drop: async () => {
      await db.close();
      await owner.end();
      const a = new pg.Client({ connectionString: serverUrl() });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
