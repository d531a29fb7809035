import type { Database } from '../db/database';
import { hashPassword } from '../lib/passwords';
import { SEED_TENANTS, type SeedTenant } from './seed-data';
import { seedHealthServices } from './seed-health-services';
import { seedTestProfiles } from './seed-test-profiles';

/** Seeds every demo tenant that does not exist yet (a tenant already there is left alone), then the demo kits each lacks. */
export async function seedDemoData(db: Database, tenants: SeedTenant[] = SEED_TENANTS): Promise<string[]> {
  const created: string[] = [];
  for (const tenant of tenants) {
    const exists = await db.transaction(
      tenant.id,
      async (tx) => (await tx.query('select 1 from tenants')).rows.length > 0,
    );
    if (!exists) {
      await createTenant(db, tenant);
      created.push(tenant.id);
    }
    await seedTestProfiles(db, tenant.id);
    await seedHealthServices(db, tenant.id);
  }
  return created;
}

/** The tenant, its users, the patients' profiles and their notifications, in one transaction. */
async function createTenant(db: Database, tenant: SeedTenant): Promise<void> {
  const hashes = await Promise.all(tenant.users.map((u) => hashPassword(u.password)));
  await db.transaction(tenant.id, async (tx) => {
    await tx.query('insert into tenants (id, name) values ($1, $2)', [tenant.id, tenant.name]);
    for (const [i, u] of tenant.users.entries()) {
      const { rows } = await tx.query<{ id: string }>(
        `insert into users (tenant_id, email, role, status, first_name, last_name, language, password_hash, email_verified_at, password_changed_at)
         values ($1, $2, $3, 'active', $4, $5, $6, $7, now(), now()) returning id`,
        [tenant.id, u.email, u.role, u.firstName, u.lastName, u.language, hashes[i]],
      );
      const userId = rows[0]?.id;
      if (!userId || !u.patient) continue;
      await tx.query(
        `insert into patient_profiles (user_id, tenant_id, birth_date, athena_id, has_insurance, has_selfie, has_id_card)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          userId,
          tenant.id,
          u.patient.birthDate,
          u.patient.athenaId,
          u.patient.hasInsurance,
          u.patient.hasSelfie,
          u.patient.hasIdCard,
        ],
      );
      for (const n of u.notifications ?? []) {
        await tx.query(
          `insert into notifications (tenant_id, user_id, message, created_at, read_at)
           values ($1, $2, $3, now() - make_interval(hours => $4), case when $5 then now() end)`,
          [tenant.id, userId, n.message, n.hoursAgo, n.read],
        );
      }
    }
  });
}
