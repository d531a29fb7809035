import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readKit, templates } from '@portal/reader';
import { seedTestProfiles } from './seed-test-profiles';
import { SEED_TEST_PROFILES } from './test-profile-data';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { seedDemoData } from './seed';
import { findProfileByGtin } from '../lib/kits/kits.repository';

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
  await seedDemoData(tdb.db);
});
afterAll(() => tdb.drop());

const find = (tenantId: string | null, gtin: string) =>
  tdb.db.transaction(tenantId, (tx) => findProfileByGtin(tx, gtin));

describe('test profiles and their kit templates', () => {
  it('are seeded for each tenant with the reader template of each kit, valid under the contract schema', async () => {
    for (const seeded of SEED_TEST_PROFILES) {
      const profile = await find('demo', seeded.gtin);
      expect(profile?.test_name).toBe(seeded.testName);
      expect(profile?.kit_template).toEqual(templates[seeded.templateId]);
    }
    expect((await find('acme', '09506000134369'))?.kit_template.id).toBe('covid-flu-combo');
  });

  it('give a template the reader reads with: an empty photo is refused as not found, not guessed', async () => {
    const profile = await find('demo', '09506000134352');
    if (!profile) throw new Error('profile missing');
    const blank = { width: 64, height: 48, data: new Uint8ClampedArray(64 * 48 * 4).fill(128) };
    expect(readKit(blank, profile.kit_template).refusal?.flags).toEqual(['not-found']);
  });

  it('stay inside their tenant: no tenant set sees none, and a GTIN unknown to the tenant is null', async () => {
    expect(await find(null, '09506000134352')).toBeNull();
    expect(await find('demo', '09506000134383')).toBeNull();
    const rows = await tdb.db.transaction(
      'acme',
      async (tx) => (await tx.query<{ tenant_id: string }>('select tenant_id from test_profiles')).rows,
    );
    expect(new Set(rows.map((r) => r.tenant_id))).toEqual(new Set(['acme']));
  });

  it('are seeded once: a second seed adds nothing, and an existing tenant gets a kit added later', async () => {
    expect(await seedTestProfiles(tdb.db, 'demo')).toBe(0);
    await tdb.ownerQuery("delete from test_profiles where tenant_id = 'acme' and gtin = '09506000134376'");
    await seedDemoData(tdb.db);
    expect((await find('acme', '09506000134376'))?.kit_template.kind).toBe('a1c-analyzer');
  });

  it('refuse to store a template that fails the schema, and refuse a malformed GTIN', async () => {
    const broken = {
      ...SEED_TEST_PROFILES[0],
      gtin: '09506000134383',
      templateId: 'no-such-template',
    } as never;
    // The schema refuses it before the database is asked (a missing template would also break NOT NULL).
    await expect(seedTestProfiles(tdb.db, 'demo', [broken])).rejects.toBeInstanceOf(z.ZodError);
    await expect(
      tdb.db.transaction('demo', (tx) =>
        tx.query(
          `insert into test_profiles (tenant_id, gtin, test_name, manufacture_name, kit_template) values ('demo', '123', 'x', 'y', '{}')`,
        ),
      ),
    ).rejects.toThrow();
    await expect(
      tdb.db.transaction('demo', (tx) =>
        tx.query(
          `insert into test_profiles (tenant_id, gtin, test_name, manufacture_name, kit_template) values ('acme', '09506000134383', 'x', 'y', '{}')`,
        ),
      ),
    ).rejects.toThrow();
    expect(await find('demo', '09506000134383')).toBeNull();
  });
});
