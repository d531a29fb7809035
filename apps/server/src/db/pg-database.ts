import { createHash } from 'node:crypto';
import pg from 'pg';
import {
  DatabaseUnavailableError,
  ENTER_TENANT_SQL,
  SESSION_SQL,
  type Database,
  type SessionRow,
  type Tx,
} from './database';
import { migrate, type DatabaseRoles, type Migrated } from './migrate';

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
  /** The owner: creates the tables and the roles, runs the migrations; need not (should not) be a superuser. */
  ownerUrl: string;
  /** The run-time role; by default `<database>_app`, so each database has its own. */
  appRole: string | undefined;
  appPassword: string | undefined;
  poolSize: number;
  /** Where start-up warnings go (a superuser owner). */
  warn?: (message: string) => void;
}

/** `<database>_app` and `<database>_guard`: roles are cluster-wide, so their names carry the database's. */
export function databaseRoles(ownerUrl: string, appRole: string | undefined): DatabaseRoles {
  const database = decodeURIComponent(new URL(ownerUrl).pathname.replace(/^\//, '')) || 'postgres';
  const base = database
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .replace(/^([^a-z_])/, '_$1')
    .slice(0, 56);
  return { app: appRole ?? `${base}_app`, guard: `${base}_guard` };
}

/** The application connects as `appRole`: it owns no table and cannot bypass RLS. */
export function appConnectionString(
  ownerUrl: string,
  appRole: string,
  appPassword: string | undefined,
): string {
  const url = new URL(ownerUrl);
  url.username = appRole;
  url.password = appPassword ?? '';
  return url.toString();
}

async function migrateAsOwner(opts: PostgresOptions, roles: DatabaseRoles): Promise<Migrated> {
  const owner = new pg.Client({ connectionString: opts.ownerUrl });
  await owner.connect();
  try {
    const { rows } = await owner.query<{ rolsuper: boolean; rolbypassrls: boolean }>(
      'select rolsuper, rolbypassrls from pg_roles where rolname = current_user',
    );
    if (rows[0]?.rolsuper || rows[0]?.rolbypassrls) {
      (opts.warn ?? console.warn)(
        'DATABASE_URL names a superuser (or a BYPASSRLS role): migrations need only an owner that may create roles; see "A PostgreSQL server" in the README',
      );
    }
    return await migrate(owner, (sql) => owner.query(sql).then(() => undefined), {
      roles,
      appPassword: opts.appPassword ?? null,
      confineConnect: true,
    });
  } finally {
    await owner.end();
  }
}

/** Refuses to run when the run-time connection could see past row-level security. */
async function assertConfined(client: pg.PoolClient): Promise<void> {
  const { rows } = await client.query<{ role: string; privileged: boolean; owns: boolean }>(
    `select current_user as role,
            exists (select 1 from pg_roles r where pg_has_role(current_user, r.oid, 'member')
                      and (r.rolsuper or r.rolbypassrls)) as privileged,
            exists (select 1 from pg_class c where c.relnamespace = 'public'::regnamespace
                      and pg_has_role(current_user, c.relowner, 'member')) as owns`,
  );
  const r = rows[0];
  if (!r || r.privileged || r.owns) {
    throw new Error(
      `The run-time role "${r?.role ?? '?'}" is a superuser, bypasses row-level security or owns tables; the server refuses to run as it`,
    );
  }
}

export async function openPostgresDatabase(opts: PostgresOptions): Promise<Database> {
  const roles = databaseRoles(opts.ownerUrl, opts.appRole);
  const { entrySecret } = await migrateAsOwner(opts, roles);

  const pool = new pg.Pool({
    connectionString: appConnectionString(opts.ownerUrl, roles.app, opts.appPassword),
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

  /** A pooled connection; any failure to get one (refused, closed to connections, pool full) is a 503. */
  async function connect(): Promise<pg.PoolClient> {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (err) {
      throw new DatabaseUnavailableError(err);
    }
    if (!guarded.has(client)) {
      // A connection that dies while checked out emits 'error' on its client: without a listener the
      // process would crash. The query in flight fails too, and that failure is what we handle.
      client.on('error', () => undefined);
      guarded.add(client);
    }
    return client;
  }

  /**
   * BEGIN, then the opening statement (if any) as a prepared statement with bind parameters: its values
   * (a token hash, the entry secret) never appear in a query's text, so no other connection of the app
   * role can read them from pg_stat_activity.
   */
  async function run<T>(
    opening: { sql: string; params: unknown[] } | null,
    fn: (tx: Tx, opened: pg.QueryResult | null) => Promise<T>,
  ): Promise<T> {
    const client = await connect();
    let broken = false;
    try {
      await client.query('begin');
      const opened = opening
        ? await client.query({ name: statementName(opening.sql), text: opening.sql, values: opening.params })
        : null;
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

  try {
    const first = await connect();
    try {
      await assertConfined(first);
    } finally {
      first.release();
    }
  } catch (err) {
    await pool.end();
    throw err;
  }

  return {
    kind: 'postgres',
    transaction: (tenantId, fn) =>
      run(tenantId === null ? null : { sql: ENTER_TENANT_SQL, params: [tenantId, entrySecret] }, (tx) =>
        fn(tx),
      ),
    sessionTransaction: (tokenHash, idleMinutes, fn) =>
      run({ sql: SESSION_SQL, params: [tokenHash, idleMinutes] }, (tx, opened) =>
        fn(tx, (opened?.rows[0] as SessionRow | undefined) ?? null),
      ),
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- T is the caller's row type, as in Tx.query
    async statement<T>(sql: string, params: unknown[]) {
      const client = await connect();
      let broken = false;
      try {
        const r = await client.query({ name: statementName(sql), text: sql, values: params });
        return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
      } catch (err) {
        // An error without an SQLSTATE came from the connection, not the statement: do not reuse it.
        broken = !(err as { code?: unknown }).code;
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
