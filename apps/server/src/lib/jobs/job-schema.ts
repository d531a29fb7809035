import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';

/** The schema pg-boss keeps its tables in; grants.sql and the queue migrations name it too. */
export const JOB_SCHEMA = 'pgboss';

interface OwnerConnection {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Creates pg-boss's tables, or brings them to the installed library's version, as the owner at migration
 * time: the application role starts pg-boss without DDL (migrate: false) and only reads and writes rows.
 */
export async function installJobSchema(
  db: OwnerConnection,
  exec: (sql: string) => Promise<void>,
): Promise<void> {
  const installed = (await db.query('select to_regclass($1) as name', [`${JOB_SCHEMA}.version`])).rows[0] as {
    name: string | null;
  };
  if (installed.name === null) {
    await exec(PgBoss.getConstructionPlans(JOB_SCHEMA));
    return;
  }
  const row = (await db.query(`select version from ${JOB_SCHEMA}.version`)).rows[0] as
    { version: number } | undefined;
  const current = row?.version ?? 0;
  if (current < JOB_SCHEMA_VERSION) await exec(PgBoss.getMigrationPlans(JOB_SCHEMA, String(current)));
}

/** The schema version of the installed pg-boss (its version.json). */
const JOB_SCHEMA_VERSION = (createRequire(import.meta.url)('pg-boss/version.json') as { schema: number })
  .schema;
