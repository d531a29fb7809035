import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_PATIENT, DEMO_PATIENT } from '../seed/seed-data';
import { startTestApp, type TestApp } from '../../test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  // A pool of 2 connections, so interleaved requests of two tenants keep reusing the same connections.
  t = await startTestApp({ poolSize: 2 });
});
afterAll(() => t.close());

describe('row-level security', () => {
  it('is enabled and forced on every table that has tenant_id, and on tenants (sessions: owned by the guard)', async () => {
    const rows = await t.tdb.ownerQuery<{
      table_name: string;
      rls: boolean;
      forced: boolean;
      owner_can_login: boolean;
    }>(
      `select c.relname as table_name, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
              o.rolcanlogin as owner_can_login
         from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_roles o on o.oid = c.relowner
        where n.nspname = 'public' and c.relkind = 'r'
          and (c.relname = 'tenants' or exists (
            select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped))`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(7);
    expect(rows.filter((r) => !r.rls).map((r) => r.table_name)).toEqual([]);
    // Only the session lookup's table is not forced: its owner is a role nobody can log in as.
    const unforced = rows.filter((r) => !r.forced);
    expect(unforced.map((r) => r.table_name)).toEqual(['sessions']);
    expect(unforced[0]?.owner_can_login).toBe(false);
  });

  it('runs the app as a role that owns no table and cannot bypass RLS', async () => {
    const [role] = await t.tdb.ownerQuery<{ rolsuper: boolean; rolbypassrls: boolean }>(
      'select rolsuper, rolbypassrls from pg_roles where rolname = $1',
      [t.tdb.appRole],
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
    const owned = await t.tdb.ownerQuery(
      "select tablename from pg_tables where schemaname = 'public' and tableowner = $1",
      [t.tdb.appRole],
    );
    expect(owned).toEqual([]);
    const who = await t.tdb.db.transaction(
      null,
      async (tx) => (await tx.query<{ u: string }>('select current_user as u')).rows[0]?.u,
    );
    expect(who).toBe(t.tdb.appRole);
  });

  it('shows no rows with no tenant set, and only the tenant own rows with one', async () => {
    const count = (tenant: string | null) =>
      t.tdb.db.transaction(
        tenant,
        async (tx) => (await tx.query<{ n: number }>('select count(*)::int as n from users')).rows[0]?.n,
      );
    expect(await count(null)).toBe(0);
    const [all] = await t.tdb.ownerQuery<{ demo: number; acme: number }>(
      "select count(*) filter (where tenant_id = 'demo')::int as demo, count(*) filter (where tenant_id = 'acme')::int as acme from users",
    );
    expect(await count('demo')).toBe(all?.demo);
    expect(await count('acme')).toBe(all?.acme);
  });

  it('refuses writing a row of another tenant', async () => {
    await expect(
      t.tdb.db.transaction('demo', (tx) =>
        tx.query(
          "insert into users (tenant_id, email, role) values ('acme', 'sneaky@acme.example', 'Patient')",
        ),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('the app role cannot change or delete audit events', async () => {
    await expect(t.tdb.db.transaction('demo', (tx) => tx.query('delete from audit_events'))).rejects.toThrow(
      /permission denied/,
    );
    await expect(
      t.tdb.db.transaction('demo', (tx) => tx.query("update audit_events set outcome = 'success'")),
    ).rejects.toThrow(/permission denied/);
  });

  it('keeps 500 interleaved concurrent requests of two tenants apart over a pool of 2', async () => {
    const demo = (await t.signIn(DEMO_PATIENT.email, DEMO_PATIENT.password, 'demo')).token;
    const acme = (await t.signIn(ACME_PATIENT.email, ACME_PATIENT.password, 'acme')).token;
    const results = await Promise.all(
      Array.from({ length: 500 }, async (_x, i) => {
        const tenant = i % 2 === 0 ? 'demo' : 'acme';
        const res = await t.request({
          method: 'GET',
          url: '/api/patient/header',
          token: tenant === 'demo' ? demo : acme,
        });
        return {
          tenant,
          status: res.statusCode,
          athena: res.json<{ Data: { Record: { AthenaID: string } } }>().Data.Record.AthenaID,
        };
      }),
    );
    expect(results.filter((r) => r.status !== 200)).toEqual([]);
    const foreign = results.filter((r) =>
      r.tenant === 'demo' ? r.athena !== 'A-10023' : r.athena !== 'B-10023',
    );
    expect(foreign).toEqual([]);
  });
});
