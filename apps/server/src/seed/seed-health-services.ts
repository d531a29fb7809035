import { A1C_TEST_SERVICE_ID, RAPID_TEST_SERVICE_ID, type HealthServiceKind } from '@portal/contract';
import type { Database } from '../db/database';

const SERVICES: { id: string; kind: HealthServiceKind; name: string }[] = [
  { id: RAPID_TEST_SERVICE_ID, kind: 'rapid-test', name: 'At-home Rapid Test' },
  { id: A1C_TEST_SERVICE_ID, kind: 'a1c-test', name: 'At-home A1C Test' },
];

/** Gives a tenant the rapid test and A1C test services it lacks, with the ids the fixed routes name. */
export async function seedHealthServices(db: Database, tenantId: string): Promise<number> {
  return db.transaction(tenantId, async (tx) => {
    let inserted = 0;
    for (const service of SERVICES) {
      const { rowCount } = await tx.query(
        `insert into health_services (tenant_id, id, kind, name) values ($1, $2, $3, $4)
         on conflict do nothing`,
        [tenantId, service.id, service.kind, service.name],
      );
      inserted += rowCount;
    }
    return inserted;
  });
}
