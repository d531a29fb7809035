import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { installJobSchema } from '../lib/jobs/job-schema';

interface Queryable {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
const GRANTS_FILE = path.join(import.meta.dirname, 'grants.sql');
/** Any constant: only one instance migrates at a time. */
const MIGRATION_LOCK_ID = 727_274_001;

const withRole = (sql: string, role: string) => sql.replaceAll(':app_role', `"${role}"`);

/**
 * Installs or upgrades the job queue's schema (pg-boss), applies every migration not yet applied, in
 * file-name order, each in its own transaction, then makes sure the application role exists and holds
 * exactly the grants of grants.sql.
 */
export async function migrate(
  db: Queryable,
  exec: (sql: string) => Promise<void>,
  appRole: string,
  appPassword: string | null,
): Promise<void> {
  await db.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
  try {
    await exec(`create table if not exists schema_migrations (
      version text primary key, applied_at timestamptz not null default now())`);
    await ensureAppRole(db, exec, appRole, appPassword);
    // Before the SQL files: a migration creates the queue its feature's jobs go to.
    await installJobSchema(db, exec);
    const applied = new Set(
      ((await db.query('select version from schema_migrations')).rows as { version: string }[]).map(
        (r) => r.version,
      ),
    );
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    for (const file of files) {
      if (applied.has(file)) continue;
      const sql = withRole(readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'), appRole);
      await exec(`begin;\n${sql}\ninsert into schema_migrations (version) values ('${file}');\ncommit;`);
    }
    await exec(withRole(readFileSync(GRANTS_FILE, 'utf8'), appRole));
  } catch (err) {
    await exec('rollback').catch(() => undefined);
    throw err;
  } finally {
    await db.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
  }
}

async function ensureAppRole(
  db: Queryable,
  exec: (sql: string) => Promise<void>,
  role: string,
  password: string | null,
): Promise<void> {
  const exists = (await db.query('select 1 from pg_roles where rolname = $1', [role])).rows.length > 0;
  if (!exists) {
    // Two test databases on one server may race to create the cluster-wide role.
    await exec(`do $$ begin create role "${role}" login; exception when duplicate_object then null; end $$`);
  }
  await exec(`alter role "${role}" nosuperuser nobypassrls nocreatedb nocreaterole login`);
  if (password !== null) {
    const rows = (
      await db.query('select format($$alter role %I password %L$$, $1::text, $2::text) as sql', [
        role,
        password,
      ])
    ).rows as { sql: string }[];
    const statement = rows[0]?.sql;
    if (statement) await exec(statement);
  }
}
