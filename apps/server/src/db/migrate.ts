import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface Queryable {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
const GRANTS_FILE = path.join(import.meta.dirname, 'grants.sql');
/** Any constant: only one instance migrates at a time. */
const MIGRATION_LOCK_ID = 727_274_001;

export interface DatabaseRoles {
  /** The run-time login role: owns nothing, cannot bypass RLS. */
  app: string;
  /** NOLOGIN role owning the sessions table and the tenant-proof key (see 009_tenant_proof.sql). */
  guard: string;
}

export interface MigrateOptions {
  roles: DatabaseRoles;
  appPassword: string | null;
  /** PostgreSQL server only: CONNECT on this database for the app role alone (PGlite has one database). */
  confineConnect: boolean;
}

export interface Migrated {
  /** The secret enter_tenant() asks for; only the server process holds it (see 009_tenant_proof.sql). */
  entrySecret: Buffer;
}

const withRoles = (sql: string, roles: DatabaseRoles) =>
  sql.replaceAll(':app_role', `"${roles.app}"`).replaceAll(':guard_role', `"${roles.guard}"`);

/**
 * Run by the owner (not a superuser): applies every migration not yet applied, in file-name order, each in
 * its own transaction; rewrites any tenant policy a migration wrote in the direct shape to the proven one;
 * makes sure the roles exist and the app role holds exactly the grants of grants.sql.
 */
export async function migrate(
  db: Queryable,
  exec: (sql: string) => Promise<void>,
  opts: MigrateOptions,
): Promise<Migrated> {
  const { roles } = opts;
  await db.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
  try {
    await exec(`create table if not exists schema_migrations (
      version text primary key, applied_at timestamptz not null default now())`);
    await ensureRoles(db, exec, roles, opts.appPassword);
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
      const sql = withRoles(readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'), roles);
      await exec(`begin;\n${sql}\ninsert into schema_migrations (version) values ('${file}');\ncommit;`);
    }
    // A migration added after 009 may have written a policy in the forgeable shape: never leave one.
    await exec('select rewrite_tenant_policies()');
    await exec(withRoles(readFileSync(GRANTS_FILE, 'utf8'), roles));
    if (opts.confineConnect) await confineConnect(exec, roles.app);
    const rows = (await db.query('select entry_secret from tenant_proof_key')).rows as {
      entry_secret: Uint8Array;
    }[];
    const secret = rows[0]?.entry_secret;
    if (!secret) throw new Error('tenant_proof_key has no row');
    return { entrySecret: Buffer.from(secret) };
  } catch (err) {
    await exec('rollback').catch(() => undefined);
    throw err;
  } finally {
    await db.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
  }
}

/** Only the app role (and the owner) may connect to this database; roles of other databases may not. */
async function confineConnect(exec: (sql: string) => Promise<void>, appRole: string): Promise<void> {
  await exec(`do $$ begin
    execute format('revoke connect on database %I from public', current_database());
    execute format('grant connect on database %I to "${appRole}"', current_database());
  end $$`);
}

async function ensureRoles(
  db: Queryable,
  exec: (sql: string) => Promise<void>,
  roles: DatabaseRoles,
  password: string | null,
): Promise<void> {
  await assertUnprivileged(db, roles.app);
  // Two instances may race to create a cluster-wide role. A non-superuser owner cannot even name
  // SUPERUSER or BYPASSRLS; both default to off, and assertUnprivileged checks an existing role.
  await exec(
    `do $$ begin create role "${roles.app}" login; exception when duplicate_object then null; end $$`,
  );
  await exec(
    `do $$ begin create role "${roles.guard}" nologin; exception when duplicate_object then null; end $$`,
  );
  // The owner acts as the guard to hand it the sessions table and its functions.
  await exec(`do $$ begin
    if not pg_has_role(current_user, '${roles.guard}', 'usage') then
      execute format('grant %I to %I', '${roles.guard}', current_user);
    end if;
  end $$`);
  if (password !== null) {
    const rows = (
      await db.query('select format($$alter role %I password %L$$, $1::text, $2::text) as sql', [
        roles.app,
        password,
      ])
    ).rows as { sql: string }[];
    const statement = rows[0]?.sql;
    if (statement) await exec(statement);
  }
}

/** The run-time role must be neither a superuser nor able to bypass RLS, nor a member of a role that is. */
async function assertUnprivileged(db: Queryable, role: string): Promise<void> {
  const rows = (
    await db.query(
      `select r.rolname from pg_roles a join pg_roles r on pg_has_role(a.oid, r.oid, 'member')
        where a.rolname = $1::text and (r.rolsuper or r.rolbypassrls)`,
      [role],
    )
  ).rows;
  if (rows.length > 0) {
    throw new Error(
      `DATABASE_APP_ROLE "${role}" is a superuser or bypasses row-level security; the server refuses to run as it`,
    );
  }
}
