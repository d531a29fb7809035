import { createHash } from 'node:crypto';
import { NEW_ENCOUNTER_ID, type OrderKit, type PlaceOrderRequest, type TestOrder } from '@portal/contract';
import type { Tx } from '../../db/database';
import type { Session } from '../../http/authenticate';
import type { RequestContext } from '../../http/request-context';
import { audit } from '../../lib/audit';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import * as repo from './orders.repository';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** The Idempotency-Key header: required on an order, 8 to 128 URL-safe characters. */
export function idempotencyKey(header: string | string[] | undefined): string {
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw badRequest('An Idempotency-Key header (8 to 128 letters, digits, - or _) is required.');
  }
  return header;
}

const kitName = (r: { custom_test_name: string | null; test_name: string }) =>
  r.custom_test_name ?? r.test_name;

const toKit = (r: repo.KitRow): OrderKit => ({
  ID: r.id,
  Name: kitName(r),
  Manufacturer: r.manufacture_name,
  GTIN: r.gtin,
});

const toOrder = (r: repo.OrderRow): TestOrder => ({
  ID: r.id,
  ServiceID: r.service_id,
  EncounterID: r.encounter_id,
  KitName: kitName(r),
  Manufacturer: r.manufacture_name,
  Address: {
    Name: r.recipient_name,
    Line1: r.address_line1,
    Line2: r.address_line2,
    PostalCode: r.postal_code,
    City: r.city,
    Country: r.country,
  },
  Status: r.status,
  Created: new Date(r.created_at).toISOString(),
});

export async function kits(tx: Tx): Promise<OrderKit[]> {
  return (await repo.listKits(tx)).map(toKit);
}

export async function list(tx: Tx, s: Session): Promise<TestOrder[]> {
  return (await repo.listOrders(tx, s.userId)).map(toOrder);
}

interface Target {
  serviceID: string;
  encounterID: string;
}

/**
 * Stores the patient's order of one of the tenant's kits. The service must be the tenant's, the encounter
 * the patient's own run of it (NEW_ENCOUNTER_ID: an order without one), the kit the tenant's: anything else
 * is a 404. A retry with the same Idempotency-Key and body answers the first order; another body is a 409.
 */
export async function place(
  tx: Tx,
  s: Session,
  key: string,
  target: Target,
  body: PlaceOrderRequest,
  ctx: RequestContext,
): Promise<TestOrder & { isNew?: true }> {
  const requestSha256 = createHash('sha256').update(JSON.stringify({ target, body })).digest('hex');
  const earlier = await repo.orderByKey(tx, s.userId, key);
  if (earlier) return replay(earlier, requestSha256);
  if (!(await repo.serviceExists(tx, target.serviceID))) throw notFound('Unknown health service.');
  const encounterId = target.encounterID === NEW_ENCOUNTER_ID ? null : target.encounterID;
  if (encounterId && !(await repo.ownEncounter(tx, s.userId, target.serviceID, encounterId))) {
    throw notFound('Encounter not found.');
  }
  const kit = await repo.kitById(tx, body.TestProfileID);
  if (!kit) throw notFound('This test kit is not offered.');
  const a = body.Address;
  const id = await repo.insertOrder(tx, {
    userId: s.userId,
    serviceId: target.serviceID,
    encounterId,
    testProfileId: kit.id,
    name: a.Name,
    line1: a.Line1,
    line2: a.Line2 ?? '',
    postalCode: a.PostalCode,
    city: a.City,
    country: a.Country,
    idempotencyKey: key,
    requestSha256,
  });
  // A concurrent request with the same key won the insert: answer its order.
  const row = id ? await repo.orderById(tx, s.userId, id) : await repo.orderByKey(tx, s.userId, key);
  if (!row) throw new Error('order vanished');
  if (!id) return replay(row, requestSha256);
  await audit(tx, s.tenantId, {
    action: 'order.place',
    outcome: 'success',
    actorUserId: s.userId,
    actorRole: s.role,
    objectType: 'test_order',
    objectId: row.id,
    client: ctx.client,
    requestId: ctx.requestId,
  });
  return { ...toOrder(row), isNew: true };
}

function replay(row: repo.OrderRow, requestSha256: string): TestOrder {
  if (row.request_sha256 !== requestSha256) {
    throw new HttpError(409, 'This Idempotency-Key was already used for another order.');
  }
  return toOrder(row);
}
