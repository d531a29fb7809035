import type { Country, Language } from '@portal/contract';
import type { Tx } from '../../db/database';

export interface KitRow {
  id: string;
  gtin: string;
  test_name: string;
  custom_test_name: string | null;
  manufacture_name: string;
}

/** The tenant's kits (row-level security keeps other tenants' out). */
export async function listKits(tx: Tx): Promise<KitRow[]> {
  const { rows } = await tx.query<KitRow>(
    `select id, gtin, test_name, custom_test_name, manufacture_name from test_profiles order by gtin`,
  );
  return rows;
}

export async function kitById(tx: Tx, id: string): Promise<KitRow | null> {
  const { rows } = await tx.query<KitRow>(
    `select id, gtin, test_name, custom_test_name, manufacture_name from test_profiles where id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function serviceExists(tx: Tx, serviceId: string): Promise<boolean> {
  const { rows } = await tx.query('select 1 from health_services where id = $1', [serviceId]);
  return rows.length === 1;
}

/** Whether the encounter is the patient's own and a run of this service. */
export async function ownEncounter(
  tx: Tx,
  userId: string,
  serviceId: string,
  encounterId: string,
): Promise<boolean> {
  const { rows } = await tx.query(
    'select 1 from encounters where id = $1 and user_id = $2 and service_id = $3',
    [encounterId, userId, serviceId],
  );
  return rows.length === 1;
}

export interface OrderRow {
  id: string;
  service_id: string;
  encounter_id: string | null;
  test_name: string;
  custom_test_name: string | null;
  manufacture_name: string;
  recipient_name: string;
  address_line1: string;
  address_line2: string;
  postal_code: string;
  city: string;
  country: Country;
  status: 'placed';
  request_sha256: string;
  created_at: Date;
}

const SELECT = `select o.id, o.service_id, o.encounter_id, k.test_name, k.custom_test_name, k.manufacture_name,
    o.recipient_name, o.address_line1, o.address_line2, o.postal_code, o.city, o.country, o.status,
    o.request_sha256, o.created_at
  from test_orders o join test_profiles k on k.id = o.test_profile_id`;

export async function orderById(tx: Tx, userId: string, id: string): Promise<OrderRow | null> {
  const { rows } = await tx.query<OrderRow>(`${SELECT} where o.user_id = $1 and o.id = $2`, [userId, id]);
  return rows[0] ?? null;
}

export async function orderByKey(tx: Tx, userId: string, key: string): Promise<OrderRow | null> {
  const { rows } = await tx.query<OrderRow>(`${SELECT} where o.user_id = $1 and o.idempotency_key = $2`, [
    userId,
    key,
  ]);
  return rows[0] ?? null;
}

export async function listOrders(tx: Tx, userId: string): Promise<OrderRow[]> {
  const { rows } = await tx.query<OrderRow>(
    `${SELECT} where o.user_id = $1 order by o.created_at desc limit 100`,
    [userId],
  );
  return rows;
}

export interface NewOrder {
  userId: string;
  serviceId: string;
  encounterId: string | null;
  testProfileId: string;
  name: string;
  line1: string;
  line2: string;
  postalCode: string;
  city: string;
  country: Country;
  idempotencyKey: string;
  requestSha256: string;
}

/** Inserts the order unless one with the same idempotency key exists; its id, or null when it existed. */
export async function insertOrder(tx: Tx, o: NewOrder): Promise<string | null> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into test_orders (tenant_id, user_id, service_id, encounter_id, test_profile_id, recipient_name,
       address_line1, address_line2, postal_code, city, country, idempotency_key, request_sha256)
     values (current_setting('app.tenant_id'), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     on conflict (tenant_id, user_id, idempotency_key) do nothing returning id`,
    [
      o.userId,
      o.serviceId,
      o.encounterId,
      o.testProfileId,
      o.name,
      o.line1,
      o.line2,
      o.postalCode,
      o.city,
      o.country,
      o.idempotencyKey,
      o.requestSha256,
    ],
  );
  return rows[0]?.id ?? null;
}

export interface OrderMailRow extends OrderRow {
  email: string;
  language: Language;
  tenant_name: string;
  confirmed_at: Date | null;
}

/** What the confirmation mail needs, looked up by the job (its data holds ids only). */
export async function mailDetails(tx: Tx, id: string): Promise<OrderMailRow | null> {
  const { rows } = await tx.query<OrderMailRow>(
    `select s.*, u.email, u.language, t.name as tenant_name, x.confirmed_at
       from (${SELECT} where o.id = $1) s
       join test_orders x on x.id = s.id
       join users u on u.id = x.user_id
       join tenants t on t.id = x.tenant_id`,
    [id],
  );
  return rows[0] ?? null;
}

/** Marks the order confirmed; false when it already was (the mail went out before). */
export async function markConfirmed(tx: Tx, id: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    'update test_orders set confirmed_at = now() where id = $1 and confirmed_at is null',
    [id],
  );
  return rowCount === 1;
}
