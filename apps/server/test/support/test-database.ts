import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { Database } from '../../src/db/database';
import { openPgliteDatabase, PGLITE_ROLES } from '../../src/db/pglite-database';
import { databaseRoles, openPostgresDatabase } from '../../src/db/pg-database';

export type TestDbKind = 'pglite' | 'postgres';

export const testDbKind = (): TestDbKind => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

/** Names the migrated PGlite image a run's global setup left (pglite-image.global-setup.ts), if any. */
export const PGLITE_IMAGE_ENV = 'PORTAL_TEST_PGLITE_IMAGE';

let pgliteImage: Blob | undefined;
/** The run's migrated image, read once per worker; none outside such a run (a fresh database then). */
function migratedImage(): Blob | undefined {
  const file = process.env[PGLITE_IMAGE_ENV];
  if (!file) return undefined;
  pgliteImage ??= new Blob([readFileSync(file)]);
  return pgliteImage;
}

const serverUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  db: Database;
  kind: TestDbKind;
  /** The owner's URL of the fresh database (postgres only): a non-superuser that ran the migrations. */
  url: string | null;
  /** The run-time role the app connects as. */
  appRole: string;
  /**
   * Runs SQL as the test harness's superuser (PGlite: its superuser), bypassing RLS: only for arranging
   * cases (expiring a token) and for checks. The app itself never holds these credentials.
   */
  ownerQuery<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/** A real, empty, migrated database: a new database on the PostgreSQL server, or an in-memory PGlite. */
export async function createTestDatabase(
  kind: TestDbKind = testDbKind(),
  poolSize = 10,
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const image = migratedImage();
    const db = await openPgliteDatabase(undefined, image ? { fromImage: image } : {});
    return {
      db,
      kind,
      url: null,
      appRole: PGLITE_ROLES.app,
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
  const ownerRole = `${name}_owner`;
  // The operator's one-time bootstrap (README): an owner that may create roles, and its database.
  await asSuperuser(serverUrl(), [
    `create role ${ownerRole} login createrole`,
    `create database ${name} owner ${ownerRole}`,
  ]);
  const ownerUrl = new URL(serverUrl());
  ownerUrl.pathname = `/${name}`;
  ownerUrl.username = ownerRole;
  ownerUrl.password = '';
  const superUrl = new URL(serverUrl());
  superUrl.pathname = `/${name}`;
  const roles = databaseRoles(ownerUrl.toString(), undefined);
  const db = await openPostgresDatabase({
    ownerUrl: ownerUrl.toString(),
    appRole: undefined,
    appPassword: undefined,
    poolSize,
  });
  const superuser = new pg.Client({ connectionString: superUrl.toString() });
  await superuser.connect();
  return {
    db,
    kind,
    url: ownerUrl.toString(),
    appRole: roles.app,
    ownerQuery: async <T>(sql: string, params?: unknown[]) =>
      (await superuser.query(sql, params)).rows as T[],
    drop: async () => {
      await db.close();
      await superuser.end();
      await asSuperuser(serverUrl(), [
        `drop database if exists ${name} with (force)`,
        `drop role if exists ${roles.app}, ${roles.guard}, ${ownerRole}`,
      ]);
    },
  };
}

async function asSuperuser(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}
