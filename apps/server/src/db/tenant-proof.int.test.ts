import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../lib/tokens';
import { DEMO_PATIENT } from '../seed/seed-data';
import { startTestApp, type TestApp } from '../../test/support/test-app';

// What a SQL injection running as the app role can do: set app.tenant_id (and any other setting) itself.
let t: TestApp;
let demoToken: string;
beforeAll(async () => {
  t = await startTestApp();
  demoToken = (await t.signIn(DEMO_PATIENT.email, DEMO_PATIENT.password, 'demo')).token;
});
afterAll(() => t.close());

const usersSql = 'select tenant_id, email, password_hash from users';
const forge = "select set_config('app.tenant_id', 'acme', true)";

describe('the tenant of a transaction must be proven', () => {
  it('the app role sees no user (nor a password hash) of a tenant it names itself', async () => {
    const rows = await t.tdb.db.transaction(null, async (tx) => {
      await tx.query(forge);
      return (await tx.query(usersSql)).rows;
    });
    expect(rows).toEqual([]);
    const [acme] = await t.tdb.ownerQuery<{ n: number }>(
      "select count(*)::int as n from users where tenant_id = 'acme'",
    );
    expect(acme?.n).toBeGreaterThan(0);
  });

  it('inside a valid session of demo, switching to acme shows neither tenant', async () => {
    const rows = await t.tdb.db.sessionTransaction(hashToken(demoToken), 30, async (tx, session) => {
      expect(session?.tenant_id).toBe('demo');
      expect((await tx.query(usersSql)).rows.length).toBeGreaterThan(0);
      await tx.query(forge);
      return (await tx.query(usersSql)).rows;
    });
    expect(rows).toEqual([]);
  });

  it('a proof copied from a demo transaction is worthless in another transaction or for another tenant', async () => {
    const proof = await t.tdb.db.sessionTransaction(
      hashToken(demoToken),
      30,
      async (tx) =>
        (await tx.query<{ p: string }>("select current_setting('app.tenant_proof') as p")).rows[0]?.p,
    );
    expect(proof).toMatch(/^[0-9a-f]{64}$/);
    const replay = (tenant: string) =>
      t.tdb.db.transaction(null, async (tx) => {
        await tx.query(
          "select set_config('app.tenant_id', $1, true), set_config('app.tenant_proof', $2, true)",
          [tenant, proof],
        );
        return (await tx.query(usersSql)).rows;
      });
    expect(await replay('demo')).toEqual([]);
    expect(await replay('acme')).toEqual([]);
  });

  it('the app role can neither read the key, nor compute a proof, nor enter a tenant without the secret', async () => {
    const attempt = (sql: string) => t.tdb.db.transaction(null, (tx) => tx.query(sql));
    await expect(attempt('select * from tenant_proof_key')).rejects.toThrow(/permission denied/);
    await expect(attempt("select tenant_mac('acme')")).rejects.toThrow(/permission denied/);
    await expect(attempt("select enter_tenant('acme', '\\x00'::bytea)")).rejects.toThrow(
      /tenant entry refused/,
    );
    await expect(attempt('select rewrite_tenant_policies()')).rejects.toThrow(/permission denied/);
    await expect(attempt('alter table users disable row level security')).rejects.toThrow(/must be owner/);
  });

  it('no policy reads app.tenant_id directly; every tenant policy reads the proven tenant', async () => {
    const policies = await t.tdb.ownerQuery<{
      tablename: string;
      qual: string | null;
      with_check: string | null;
    }>("select tablename, qual, with_check from pg_policies where schemaname = 'public'");
    const direct = policies.filter((p) => /current_setting/.test(`${p.qual ?? ''} ${p.with_check ?? ''}`));
    expect(direct.map((p) => p.tablename)).toEqual([]);
    const tenantTables = await t.tdb.ownerQuery<{ relname: string }>(
      `select c.relname from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
          and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)`,
    );
    const proven = new Set(
      policies
        .filter((p) => /app_tenant\(\)/.test(`${p.qual ?? ''} ${p.with_check ?? ''}`))
        .map((p) => p.tablename),
    );
    expect(tenantTables.map((r) => r.relname).filter((n) => !proven.has(n))).toEqual([]);
  });

  it('the pre-session entry still works for the app (sign-in of both tenants)', async () => {
    const count = (tenant: string) =>
      t.tdb.db.transaction(tenant, async (tx) => (await tx.query<{ tenant_id: string }>(usersSql)).rows);
    const demo = await count('demo');
    const acme = await count('acme');
    expect(demo.length).toBeGreaterThan(0);
    expect(new Set(demo.map((r) => r.tenant_id))).toEqual(new Set(['demo']));
    expect(new Set(acme.map((r) => r.tenant_id))).toEqual(new Set(['acme']));
  });
});
