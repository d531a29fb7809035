import { LANGUAGES, StudyContent } from '@portal/contract';
import type { Database } from '../db/database';
import { SEED_CONSENT, SEED_CONSENT_LAST_UPDATED, SEED_STUDY } from './study-data';

/**
 * Gives a tenant the demo study texts and consent document (version 1) in every language it lacks, so a
 * database seeded before the study existed gets them too.
 */
export async function seedStudy(db: Database, tenantId: string): Promise<void> {
  await db.transaction(tenantId, async (tx) => {
    for (const language of LANGUAGES) {
      await tx.query(
        `insert into study_contents (tenant_id, language, content) values ($1, $2, $3)
         on conflict (tenant_id, language) do nothing`,
        [tenantId, language, JSON.stringify(StudyContent.parse(SEED_STUDY[language]))],
      );
      const doc = SEED_CONSENT[language];
      await tx.query(
        `insert into consent_documents (tenant_id, language, version, title, last_updated, body)
         values ($1, $2, 1, $3, $4, $5) on conflict (tenant_id, language, version) do nothing`,
        [tenantId, language, doc.title, SEED_CONSENT_LAST_UPDATED, doc.body],
      );
    }
    // The demo coordinator's week: Monday to Friday 09:00-12:00 New York time, 30-minute slots.
    await tx.query(
      `insert into coordinator_availability (tenant_id, coordinator_id, time_zone, weekday, start_minute, end_minute, slot_minutes)
       select $1, u.id, 'America/New_York', d, 540, 720, 30
         from users u cross join generate_series(1, 5) d
        where u.role = 'Coordinator'
          and not exists (select 1 from coordinator_availability a where a.coordinator_id = u.id)`,
      [tenantId],
    );
  });
}
