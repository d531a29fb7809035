import { PGlite } from '@electric-sql/pglite';
import type { Database, Tx } from './database';
import { ENTER_TENANT_SQL, SESSION_SQL, type SessionRow } from './database';
import { migrate } from './migrate';

/** PGlite has one database and its roles are its own: fixed names. */
export const PGLITE_ROLES = { app: 'portal_app', guard: 'portal_guard' } as const;

/**
 * Embedded PostgreSQL (WASM). It has one connection, and it connects as a superuser, which bypasses RLS
 * even when forced: after migrating we switch the session to the application role for good. `fromImage`
 * (from migratedPgliteImage) starts an in-memory database from an image instead of an empty one; the
 * migrations still run over it (and find nothing to apply).
 */
export async function openPgliteDatabase(
  dataDir: string | undefined,
  options: { fromImage?: Blob } = {},
): Promise<Database> {
  const pg = await PGlite.create(dataDir, options.fromImage ? { loadDataDir: options.fromImage } : {});
  const { entrySecret } = await migratePglite(pg);
  await pg.exec(`set role ${PGLITE_ROLES.app}`);

  const asTx = (q: Pick<PGlite, 'query'>): Tx => ({
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- T is the caller's row type, as in Tx.query
    query: async <T>(sql: string, params?: unknown[]) => {
      const r = await q.query<T>(sql, params);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
  });

  return {
    kind: 'pglite',
    transaction: (tenantId, fn) =>
      pg.transaction(async (tx) => {
        if (tenantId !== null) await tx.query(ENTER_TENANT_SQL, [tenantId, entrySecret]);
        return fn(asTx(tx));
      }),
    sessionTransaction: (tokenHash, idleMinutes, fn) =>
      pg.transaction(async (tx) => {
        const { rows } = await tx.query<SessionRow>(SESSION_SQL, [tokenHash, idleMinutes]);
        return fn(asTx(tx), rows[0] ?? null);
      }),
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- T is the caller's row type, as in Tx.query
    statement: async <T>(sql: string, params: unknown[]) => {
      const r = await pg.query<T>(sql, params);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- T is the caller's row type, as in Tx.query
    unscoped: async <T>(sql: string, params?: unknown[]) => {
      if (params && params.length > 0) {
        const r = await pg.query<T>(sql, params);
        return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
      }
      try {
        const results = await pg.exec(sql);
        const last = results.at(-1);
        return { rows: (last?.rows ?? []) as T[], rowCount: last?.affectedRows ?? 0 };
      } catch (err) {
        if (pg.isInTransaction()) await pg.exec('rollback');
        throw err;
      }
    },
    ping: async () => {
      try {
        await pg.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pg.close(),
  };
}

/** Migrates a PGlite database as its (superuser) session user; a no-op past the grants when up to date. */
export function migratePglite(pg: PGlite) {
  return migrate(
    {
      query: (sql, params) =>
        pg.query(sql, params).then((r) => ({ rows: r.rows as never[], rowCount: r.affectedRows ?? 0 })),
    },
    (sql) => pg.exec(sql).then(() => undefined),
    { roles: PGLITE_ROLES, appPassword: null, confineConnect: false },
  );
}

/**
 * A fresh in-memory database, migrated, dumped as an image `openPgliteDatabase` can start from (`fromImage`):
 * starting from it skips PGlite's initdb and the migrations (tests start one database per file).
 */
export async function migratedPgliteImage(): Promise<Blob> {
  const pg = await PGlite.create();
  try {
    await migratePglite(pg);
    return await pg.dumpDataDir('none');
  } finally {
    await pg.close();
  }
}
