import { KitTemplate } from '@portal/contract';
import { templates } from '@portal/reader';
import type { Database } from '../db/database';
import { SEED_TEST_PROFILES, type SeedTestProfile } from './test-profile-data';

/**
 * Gives a tenant the demo kits it does not have yet (matched by GTIN), so a database seeded before the
 * kits existed gets them too. Each template is validated by the contract's schema before it is stored.
 */
export async function seedTestProfiles(
  db: Database,
  tenantId: string,
  profiles: SeedTestProfile[] = SEED_TEST_PROFILES,
): Promise<number> {
  const rows = profiles.map((profile) => ({
    profile,
    template: KitTemplate.parse(templates[profile.templateId]),
  }));
  return db.transaction(tenantId, async (tx) => {
    let inserted = 0;
    for (const { profile, template } of rows) {
      const { rowCount } = await tx.query(
        `insert into test_profiles (tenant_id, gtin, test_name, manufacture_name, included, description_html, instructions, kit_template)
         values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (tenant_id, gtin) do nothing`,
        [
          tenantId,
          profile.gtin,
          profile.testName,
          profile.manufactureName,
          JSON.stringify(profile.included),
          profile.descriptionHtml,
          JSON.stringify(profile.instructions),
          JSON.stringify(template),
        ],
      );
      inserted += rowCount;
    }
    return inserted;
  });
}
