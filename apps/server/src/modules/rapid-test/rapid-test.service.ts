import {
  DEFAULT_LANGUAGE,
  type Encounter,
  type EncounterSummary,
  type HealthService,
  type KitCodeData,
  type TestProfile,
} from '@portal/contract';
import type { Tx } from '../../db/database';
import type { Session } from '../../http/authenticate';
import type { RequestContext } from '../../http/request-context';
import { audit } from '../../lib/audit';
import { HttpError, notFound } from '../../lib/errors';
import { checkKit, type KitCheck } from '../../lib/kits/kit-check';
import { kitRefusalError } from '../../lib/kits/kit-messages';
import type { ProfileRow } from '../../lib/kits/kits.repository';
import { sanitizeProfileHtml } from './profile-html';
import * as repo from './rapid-test.repository';

const iso = (date: Date) => new Date(date).toISOString();

function record(
  tx: Tx,
  s: Session,
  ctx: RequestContext,
  action: string,
  outcome: 'success' | 'failure',
  id?: string,
) {
  return audit(tx, s.tenantId, {
    action,
    outcome,
    actorUserId: s.userId,
    actorRole: s.role,
    objectType: 'encounter',
    ...(id ? { objectId: id } : {}),
    client: ctx.client,
    requestId: ctx.requestId,
  });
}

export function toTestProfile(row: ProfileRow): TestProfile {
  return {
    ID: row.id,
    TestName: row.test_name,
    ManufactureName: row.manufacture_name,
    CustomTestName: row.custom_test_name,
    Included: row.included,
    IncludedHTML: sanitizeProfileHtml(row.included_html),
    DescriptionHTML: sanitizeProfileHtml(row.description_html),
    Instructions: row.instructions,
    WaitSeconds: row.wait_seconds,
    ReadWindowSeconds: row.read_window_seconds,
  };
}

function storedKit(row: repo.EncounterRow): KitCodeData | null {
  if (row.kit_gtin === null || row.kit_code === null) return null;
  return {
    GTIN: row.kit_gtin,
    ExpirationDate: row.kit_expiration,
    Lot: row.kit_lot,
    Serial: row.kit_serial,
    Custom: row.kit_custom ?? {},
    FullGS1String: row.kit_code,
  };
}

export function toEncounter(row: repo.EncounterRow): Encounter {
  return {
    ID: row.id,
    ServiceID: row.service_id,
    Kind: row.kind,
    Status: row.status,
    Kit: storedKit(row),
    TestProfileID: row.test_profile_id,
    TimerStartedAt: row.timer_started_at ? iso(row.timer_started_at) : null,
    ServerNow: iso(row.now),
  };
}

function toSummary(row: repo.EncounterRow): EncounterSummary {
  return {
    ID: row.id,
    ServiceID: row.service_id,
    ServiceName: row.service_name,
    Kind: row.kind,
    Status: row.status,
    TestName: row.test_name,
    Created: iso(row.created_at),
  };
}

/** Refuses a kit with its message in the patient's language; the transaction rolls back, nothing is stored. */
async function accepted(tx: Tx, s: Session, check: KitCheck): Promise<Extract<KitCheck, { ok: true }>> {
  if (check.ok) return check;
  const language = (await repo.patientLanguage(tx, s.userId)) ?? DEFAULT_LANGUAGE;
  throw kitRefusalError(check.refusal, language);
}

export async function listHealthServices(
  tx: Tx,
  s: Session,
  ctx: RequestContext,
): Promise<{ Services: HealthService[]; Encounters: EncounterSummary[] }> {
  const services = await repo.listServices(tx);
  const encounters = await repo.listEncounters(tx, s.userId);
  await record(tx, s, ctx, 'encounter.list', 'success');
  return {
    Services: services.map((r) => ({ ID: r.id, Name: r.name, Kind: r.kind })),
    Encounters: encounters.map(toSummary),
  };
}

async function loadEncounter(tx: Tx, s: Session, encounterId: string): Promise<repo.EncounterRow> {
  const row = await repo.findEncounter(tx, s.userId, encounterId);
  if (!row) throw notFound('Test not found.');
  return row;
}

export async function startEncounter(
  tx: Tx,
  s: Session,
  serviceId: string,
  ctx: RequestContext,
): Promise<Encounter> {
  if (!(await repo.findService(tx, serviceId))) throw notFound('Health service not found.');
  const id = await repo.insertEncounter(tx, s.tenantId, s.userId, serviceId);
  await record(tx, s, ctx, 'encounter.create', 'success', id);
  return toEncounter(await loadEncounter(tx, s, id));
}

export async function getEncounter(
  tx: Tx,
  s: Session,
  encounterId: string,
  ctx: RequestContext,
): Promise<Encounter> {
  const row = await loadEncounter(tx, s, encounterId);
  await record(tx, s, ctx, 'encounter.read', 'success', encounterId);
  return toEncounter(row);
}

export async function getTestProfile(tx: Tx, s: Session, gtin: string, code: string): Promise<TestProfile> {
  const { profile } = await accepted(tx, s, await checkKit(tx, code, gtin));
  return toTestProfile(profile);
}

/** Checks the kit again, stores it with the encounter and starts its wait; a second call keeps the first start. */
export async function startTimer(
  tx: Tx,
  s: Session,
  encounterId: string,
  code: string,
  ctx: RequestContext,
): Promise<Encounter> {
  const row = await loadEncounter(tx, s, encounterId);
  if (row.timer_started_at !== null) return toEncounter(row);
  if (row.status !== 'started') throw new HttpError(409, 'This test is already finished.');
  const { kit, profile } = await accepted(tx, s, await checkKit(tx, code));
  await repo.startTimer(tx, s.userId, encounterId, profile.id, kit);
  await record(tx, s, ctx, 'encounter.timer.start', 'success', encounterId);
  return toEncounter(await loadEncounter(tx, s, encounterId));
}
