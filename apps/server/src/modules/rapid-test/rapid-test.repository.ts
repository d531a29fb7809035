import type { EncounterStatus, HealthServiceKind, KitCodeData, Language } from '@portal/contract';
import type { Tx } from '../../db/database';

export interface ServiceRow {
  id: string;
  kind: HealthServiceKind;
  name: string;
}

export interface EncounterRow {
  id: string;
  service_id: string;
  kind: HealthServiceKind;
  service_name: string;
  status: EncounterStatus;
  test_profile_id: string | null;
  test_name: string | null;
  kit_gtin: string | null;
  kit_lot: string | null;
  kit_serial: string | null;
  kit_expiration: string | null;
  kit_custom: Record<string, string> | null;
  kit_code: string | null;
  timer_started_at: Date | null;
  created_at: Date;
  now: Date;
}

export async function patientLanguage(tx: Tx, userId: string): Promise<Language | undefined> {
  const { rows } = await tx.query<{ language: Language }>('select language from users where id = $1', [
    userId,
  ]);
  return rows[0]?.language;
}

export async function listServices(tx: Tx): Promise<ServiceRow[]> {
  const { rows } = await tx.query<ServiceRow>(
    'select id, kind, name from health_services order by kind desc',
  );
  return rows;
}

export async function findService(tx: Tx, serviceId: string): Promise<ServiceRow | null> {
  const { rows } = await tx.query<ServiceRow>('select id, kind, name from health_services where id = $1', [
    serviceId,
  ]);
  return rows[0] ?? null;
}

const ENCOUNTER_SELECT = `select e.id, e.service_id, s.kind, s.name as service_name, e.status, e.test_profile_id,
       p.test_name, e.kit_gtin, e.kit_lot, e.kit_serial, to_char(e.kit_expiration, 'YYYY-MM-DD') as kit_expiration,
       e.kit_custom, e.kit_code, e.timer_started_at, e.created_at, now() as now
  from encounters e
  join health_services s on s.tenant_id = e.tenant_id and s.id = e.service_id
  left join test_profiles p on p.id = e.test_profile_id`;

export async function listEncounters(tx: Tx, userId: string): Promise<EncounterRow[]> {
  const { rows } = await tx.query<EncounterRow>(
    `${ENCOUNTER_SELECT} where e.user_id = $1 order by e.created_at desc limit 100`,
    [userId],
  );
  return rows;
}

/** The patient's own encounter, or null (another patient's id is not told apart from a missing one). */
export async function findEncounter(
  tx: Tx,
  userId: string,
  encounterId: string,
): Promise<EncounterRow | null> {
  const { rows } = await tx.query<EncounterRow>(`${ENCOUNTER_SELECT} where e.id = $1 and e.user_id = $2`, [
    encounterId,
    userId,
  ]);
  return rows[0] ?? null;
}

export async function insertEncounter(
  tx: Tx,
  tenantId: string,
  userId: string,
  serviceId: string,
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    'insert into encounters (tenant_id, user_id, service_id) values ($1, $2, $3) returning id',
    [tenantId, userId, serviceId],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('encounter insert returned no id');
  return id;
}

/** Stores the checked kit and starts the wait, once: a second start keeps the first start time. */
export async function startTimer(
  tx: Tx,
  userId: string,
  encounterId: string,
  profileId: string,
  kit: KitCodeData,
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `update encounters set test_profile_id = $3, kit_gtin = $4, kit_lot = $5, kit_serial = $6,
            kit_expiration = $7, kit_custom = $8, kit_code = $9, timer_started_at = now()
      where id = $1 and user_id = $2 and status = 'started' and timer_started_at is null`,
    [
      encounterId,
      userId,
      profileId,
      kit.GTIN,
      kit.Lot,
      kit.Serial,
      kit.ExpirationDate,
      JSON.stringify(kit.Custom),
      kit.FullGS1String,
    ],
  );
  return rowCount === 1;
}
