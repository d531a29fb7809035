import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { appConnectionString, openPostgresDatabase } from './pg-database';

// PostgreSQL server only: roles, CONNECT and ownership do not exist in PGlite's one-database world.
let a: TestDatabase;
let b: TestDatabase;
beforeAll(async () => {
  [a, b] = await Promise.all([createTestDatabase('postgres'), createTestDatabase('postgres')]);
});
afterAll(async () => {
  await Promise.all([a.drop(), b.drop()]);
});

const ownerUrl = (t: TestDatabase) => {
  if (!t.url) throw new Error('postgres only');
  return t.url;
};

async function connectAs(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}

describe('no superuser at run time', () => {
  it('migrated with an owner that is not a superuser; every app connection is the app role, which is not one either', async () => {
    const roles = await a.ownerQuery<{ rolname: string; rolsuper: boolean; rolbypassrls: boolean }>(
      `select rolname, rolsuper, rolbypassrls from pg_roles
        where rolname in ($1, (select pg_get_userbyid(datdba) from pg_database where datname = current_database()))
        order by rolname`,
      [a.appRole],
    );
    expect(roles).toHaveLength(2);
    expect(roles.filter((r) => r.rolsuper || r.rolbypassrls)).toEqual([]);

    await a.db.transaction(null, (tx) => tx.query('select 1'));
    const sessions = await a.ownerQuery<{ usename: string; usesuper: boolean }>(
      `select s.usename, u.usesuper from pg_stat_activity s join pg_user u on u.usesysid = s.usesysid
        where s.datname = current_database() and s.pid <> pg_backend_pid()`,
    );
    expect(sessions.length).toBeGreaterThan(0);
    expect(new Set(sessions.map((s) => s.usename))).toEqual(new Set([a.appRole]));
  });

  it('each database has its own run-time role, which cannot connect to another database', async () => {
    expect(a.appRole).not.toBe(b.appRole);
    const aUrl = appConnectionString(ownerUrl(a), a.appRole, undefined);
    await connectAs(aUrl);
    const intoB = new URL(aUrl);
    intoB.pathname = new URL(ownerUrl(b)).pathname;
    await expect(connectAs(intoB.toString())).rejects.toThrow(/permission denied for database/);
    const bIntoA = new URL(appConnectionString(ownerUrl(b), b.appRole, undefined));
    bIntoA.pathname = new URL(ownerUrl(a)).pathname;
    await expect(connectAs(bIntoA.toString())).rejects.toThrow(/permission denied for database/);
  });

  it('refuses to start when the run-time role is a superuser or owns the tables', async () => {
    const open = (appRole: string) =>
      openPostgresDatabase({ ownerUrl: ownerUrl(a), appRole, appPassword: undefined, poolSize: 1 });
    await expect(open('postgres')).rejects.toThrow(/refuses to run as it/);
    const owner = new URL(ownerUrl(a)).username;
    await expect(open(owner)).rejects.toThrow(/refuses to run as it/);
  });

  it('warns when the migrations run as a superuser', async () => {
    const superUrl = new URL(ownerUrl(a));
    superUrl.username = 'postgres';
    const warnings: string[] = [];
    const db = await openPostgresDatabase({
      ownerUrl: superUrl.toString(),
      appRole: a.appRole,
      appPassword: undefined,
      poolSize: 1,
      warn: (m) => warnings.push(m),
    });
    await db.close();
    expect(warnings.join('\n')).toMatch(/DATABASE_URL names a superuser/);
  });

  it('at every start, rewrites a tenant policy a later migration wrote in the forgeable shape', async () => {
    const owner = new pg.Client({ connectionString: ownerUrl(a) });
    await owner.connect();
    try {
      await owner.query(`create table later_things (id int primary key, tenant_id text not null);
        alter table later_things enable row level security;
        alter table later_things force row level security;
        create policy tenant_isolation on later_things
          using (tenant_id = current_setting('app.tenant_id', true))
          with check (tenant_id = current_setting('app.tenant_id', true));`);
    } finally {
      await owner.end();
    }
    const db = await openPostgresDatabase({
      ownerUrl: ownerUrl(a),
      appRole: undefined,
      appPassword: undefined,
      poolSize: 1,
    });
    await db.close();
    const [policy] = await a.ownerQuery<{ qual: string; with_check: string }>(
      "select qual, with_check from pg_policies where tablename = 'later_things'",
    );
    expect(policy?.qual).toMatch(/app_tenant\(\)/);
    expect(policy?.with_check).toMatch(/app_tenant\(\)/);
    expect(`${policy?.qual ?? ''} ${policy?.with_check ?? ''}`).not.toMatch(/current_setting/);
  });
});
