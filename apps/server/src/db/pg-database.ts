import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Database, Tx } from './database';
import type { SessionRow } from './database';
import { migrate } from './migrate';

// Dates stay as text (YYYY-MM-DD): a JS Date would shift them by the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `s_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    statementNames.set(sql, name);
  }
  return name;
}

export interface PostgresOptions {
  /** A role that may create tables and roles; used for migrations only. */
  adminUrl: string;
  appRole: string;
  appPassword: string | undefined;
  poolSize: number;
}

/** The application connects as `appRole`: it owns no table and cannot bypass RLS. */
export function appConnectionString(
  adminUrl: string,
  appRole: string,
  appPassword: string | undefined,
): string {
  const url = new URL(adminUrl);
  url.username = appRole;
  url.password = appPassword ?? '';
  return url.toString();
}

export async function openPostgresDatabase(opts: PostgresOptions): Promise<Database> {
  const admin = new pg.Client({ connectionString: opts.adminUrl });
  await admin.connect();
  try {
    await migrate(
      admin,
      (sql) => admin.query(sql).then(() => undefined),
      opts.appRole,
      opts.appPassword ?? null,
    );
  } finally {
    await admin.end();
  }

  const pool = new pg.Pool({
    connectionString: appConnectionString(opts.adminUrl, opts.appRole, opts.appPassword),
    max: opts.poolSize,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const guarded = new WeakSet<pg.PoolClient>();

  const asTx = (client: pg.PoolClient): Tx => ({
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- T is the caller's row type, as in Tx.query
    query: async <T>(sql: string, params?: unknown[]) => {
      // Named after its text, each statement is parsed and planned once per connection, not per call.
      const r = await client.query({ name: statementName(sql), text: sql, values: params ?? [] });
      return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
    },
  });

  /**
   * Opens a transaction with BEGIN and its first statement in one simple-protocol message: one round trip
   * instead of two. The first statement may only carry literals the server made itself (see callers).
   */
  async function run<T>(opening: string, fn: (tx: Tx, opened: pg.QueryResult[]) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    if (!guarded.has(client)) {
      // A connection that dies while checked out emits 'error' on its client: without a listener the
      // process would crash. The query in flight fails too, and that failure is what we handle.
      client.on('error', () => undefined);
      guarded.add(client);
    }
    let broken = false;
    try {
      const opened = (await client.query(`begin; ${opening}`)) as unknown as pg.QueryResult[];
      const result = await fn(asTx(client), opened);
      await client.query('commit');
      return result;
    } catch (err) {
      try {
        await client.query('rollback');
      } catch {
        broken = true;
      }
      throw err;
    } finally {
      client.release(broken);
    }
  }

  return {
    kind: 'postgres',
    transaction: (tenantId, fn) =>
      // The tenant id is a validated slug (TenantIdField); escapeLiteral quotes it all the same.
      run(
        tenantId === null
          ? 'select 1'
          : `select set_config('app.tenant_id', ${pg.escapeLiteral(tenantId)}, true)`,
        (tx) => fn(tx),
      ),
    sessionTransaction: (tokenHash, idleMinutes, fn) =>
      // Both literals are ours: a SHA-256 digest in hex and an integer from the configuration.
      run(
        `select session_id, tenant_id, user_id, role from auth_session('\\x${tokenHash.toString('hex')}'::bytea, ${Math.trunc(idleMinutes)})`,
        (tx, opened) => fn(tx, (opened[1]?.rows[0] as SessionRow | undefined) ?? null),
      ),
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- T is the caller's row type, as in Tx.query
    async statement<T>(sql: string, params: unknown[]) {
      const r = await pool.query({ name: statementName(sql), text: sql, values: params });
      return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
    },
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- T is the caller's row type, as in Tx.query
    async unscoped<T>(sql: string, params?: unknown[]) {
      const client = await pool.connect();
      if (!guarded.has(client)) {
        client.on('error', () => undefined);
        guarded.add(client);
      }
      let broken = false;
      try {
        const r = (await (params && params.length > 0 ? client.query(sql, params) : client.query(sql))) as
          pg.QueryResult | pg.QueryResult[];
        const last = Array.isArray(r) ? r.at(-1) : r;
        return { rows: (last?.rows ?? []) as T[], rowCount: last?.rowCount ?? 0 };
      } catch (err) {
        // A script that failed after its own BEGIN leaves the connection in an aborted transaction.
        await client.query('rollback').catch(() => {
          broken = true;
        });
        throw err;
      } finally {
        client.release(broken);
      }
    },
    async ping() {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}
