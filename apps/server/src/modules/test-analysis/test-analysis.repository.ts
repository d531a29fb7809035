import {
  DEFAULT_LANGUAGE,
  type A1cReading,
  type AnalyteReading,
  type EncounterStatus,
  type HealthServiceKind,
  type KitTemplate,
  type Language,
  type LineMeasurement,
} from '@portal/contract';
import type { Tx } from '../../db/database';

export interface EncounterRow {
  id: string;
  service_id: string;
  kind: HealthServiceKind;
  status: EncounterStatus;
  test_profile_id: string | null;
  kit_gtin: string | null;
  kit_code: string | null;
}

/** The patient's own encounter with its service's kind, or null (another patient's is not told apart). */
export async function findEncounter(
  tx: Tx,
  userId: string,
  encounterId: string,
): Promise<EncounterRow | null> {
  const { rows } = await tx.query<EncounterRow>(
    `select e.id, e.service_id, s.kind, e.status, e.test_profile_id, e.kit_gtin, e.kit_code
       from encounters e join health_services s on s.tenant_id = e.tenant_id and s.id = e.service_id
      where e.id = $1 and e.user_id = $2`,
    [encounterId, userId],
  );
  return rows[0] ?? null;
}

/** The patient's language, in which reasons and kit refusals are worded. */
export async function patientLanguage(tx: Tx, userId: string): Promise<Language> {
  const { rows } = await tx.query<{ language: Language }>('select language from users where id = $1', [
    userId,
  ]);
  return rows[0]?.language ?? DEFAULT_LANGUAGE;
}

export interface TicketRow {
  id: string;
  user_id: string;
  encounter_id: string;
  used: boolean;
  expired: boolean;
}

export async function insertTicket(
  tx: Tx,
  tenantId: string,
  userId: string,
  encounterId: string,
  ticketHash: Buffer,
  ttlSeconds: number,
): Promise<Date> {
  const { rows } = await tx.query<{ expires_at: Date }>(
    `insert into test_photo_tickets (tenant_id, user_id, encounter_id, ticket_hash, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(secs => $5)) returning expires_at`,
    [tenantId, userId, encounterId, ticketHash, ttlSeconds],
  );
  const row = rows[0];
  if (!row) throw new Error('ticket insert returned no row');
  return new Date(row.expires_at);
}

/** The ticket with this hash in the current tenant, used or not (a retry of its upload finds its photo). */
export async function findTicket(tx: Tx, ticketHash: Buffer): Promise<TicketRow | null> {
  const { rows } = await tx.query<TicketRow>(
    `select id, user_id, encounter_id, used_at is not null as used, expires_at <= now() as expired
       from test_photo_tickets where ticket_hash = $1`,
    [ticketHash],
  );
  return rows[0] ?? null;
}

/** Uses the ticket up in one statement: true for exactly one caller, and only before it expires. */
export async function consumeTicket(tx: Tx, ticketId: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    'update test_photo_tickets set used_at = now() where id = $1 and used_at is null and expires_at > now()',
    [ticketId],
  );
  return rowCount === 1;
}

export async function insertTestPhoto(
  tx: Tx,
  tenantId: string,
  ticket: TicketRow,
  fileId: string,
  sha256: string,
): Promise<void> {
  await tx.query(
    `insert into test_photos (tenant_id, file_id, user_id, encounter_id, ticket_id, sha256)
     values ($1, $2, $3, $4, $5, $6)`,
    [tenantId, fileId, ticket.user_id, ticket.encounter_id, ticket.id, sha256],
  );
}

export interface PhotoRow {
  file_id: string;
  encounter_id: string;
  sha256: string;
  object_key: string;
}

/** The photo a ticket let in, when its upload carried this idempotency key. */
export async function findPhotoOfTicket(
  tx: Tx,
  ticketId: string,
  idempotencyKey: string,
): Promise<PhotoRow | null> {
  const { rows } = await tx.query<PhotoRow>(
    `select p.file_id, p.encounter_id, p.sha256, f.object_key
       from test_photos p join uploaded_files f on f.tenant_id = p.tenant_id and f.id = p.file_id
      where p.ticket_id = $1 and f.idempotency_key = $2`,
    [ticketId, idempotencyKey],
  );
  return rows[0] ?? null;
}

/** The patient's photo taken for this encounter, or null. */
export async function findPhoto(
  tx: Tx,
  userId: string,
  fileId: string,
  encounterId: string,
): Promise<PhotoRow | null> {
  const { rows } = await tx.query<PhotoRow>(
    `select p.file_id, p.encounter_id, p.sha256, f.object_key
       from test_photos p join uploaded_files f on f.tenant_id = p.tenant_id and f.id = p.file_id
      where p.file_id = $1 and p.user_id = $2 and p.encounter_id = $3`,
    [fileId, userId, encounterId],
  );
  return rows[0] ?? null;
}

export async function findTemplate(tx: Tx, profileId: string): Promise<KitTemplate | null> {
  const { rows } = await tx.query<{ kit_template: KitTemplate }>(
    'select kit_template from test_profiles where id = $1',
    [profileId],
  );
  return rows[0]?.kit_template ?? null;
}

export interface AnalysisRow {
  id: string;
  user_id: string;
  encounter_id: string;
  file_id: string;
  photo_sha256: string;
  object_key: string;
  kind: HealthServiceKind;
  test_profile_id: string;
  kit_template: KitTemplate;
  test_name: string;
  custom_test_name: string | null;
  manufacture_name: string;
  status: 'in-progress' | 'completed' | 'failed';
  template_id: string | null;
  algorithm_version: string | null;
  results: AnalyteReading[] | null;
  lines: LineMeasurement[] | null;
  a1c: A1cReading | null;
  refusal_flags: string[] | null;
  refusal_message: string | null;
  failure_message: string | null;
  order_date: Date;
  created_at: Date;
  completed_at: Date | null;
}

const ANALYSIS_SELECT = `select a.id, a.user_id, a.encounter_id, a.file_id, a.photo_sha256, f.object_key, a.kind,
       a.test_profile_id, p.kit_template, p.test_name, p.custom_test_name, p.manufacture_name, a.status,
       a.template_id, a.algorithm_version, a.results, a.lines, a.a1c, a.refusal_flags, a.refusal_message,
       a.failure_message, e.created_at as order_date, a.created_at, a.completed_at
  from test_analyses a
  join uploaded_files f on f.tenant_id = a.tenant_id and f.id = a.file_id
  join test_profiles p on p.id = a.test_profile_id
  join encounters e on e.id = a.encounter_id`;

/** The patient's analysis, or null (another patient's id is not told apart from a missing one). */
export async function findAnalysis(tx: Tx, userId: string, id: string): Promise<AnalysisRow | null> {
  const { rows } = await tx.query<AnalysisRow>(`${ANALYSIS_SELECT} where a.id = $1 and a.user_id = $2`, [
    id,
    userId,
  ]);
  return rows[0] ?? null;
}

/** Any analysis of the current tenant by id, for the reading job (which acts for no session). */
export async function findAnalysisForJob(tx: Tx, id: string): Promise<AnalysisRow | null> {
  const { rows } = await tx.query<AnalysisRow>(`${ANALYSIS_SELECT} where a.id = $1`, [id]);
  return rows[0] ?? null;
}

/** The analysis of the photo with this SHA-256 in the current tenant, whoever took it. */
export async function findAnalysisByPhoto(
  tx: Tx,
  sha256: string,
): Promise<{ id: string; user_id: string; encounter_id: string; status: string } | null> {
  const { rows } = await tx.query<{ id: string; user_id: string; encounter_id: string; status: string }>(
    'select id, user_id, encounter_id, status from test_analyses where photo_sha256 = $1',
    [sha256],
  );
  return rows[0] ?? null;
}

/** The patient's completed results, newest first. */
export async function listCompleted(tx: Tx, userId: string): Promise<AnalysisRow[]> {
  const { rows } = await tx.query<AnalysisRow>(
    `${ANALYSIS_SELECT} where a.user_id = $1 and a.status = 'completed' order by a.completed_at desc, a.id limit 500`,
    [userId],
  );
  return rows;
}

export interface NewAnalysis {
  tenantId: string;
  userId: string;
  encounterId: string;
  fileId: string;
  photoSha256: string;
  kind: HealthServiceKind;
  healthServiceId: string;
  testProfileId: string;
  kit: { gtin: string; lot: string | null; serial: string | null; expiration: string | null; code: string };
}

/** Creates the analysis of a photo; null when this tenant already has one for the same photo. */
export async function insertAnalysis(tx: Tx, a: NewAnalysis): Promise<string | null> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into test_analyses (tenant_id, user_id, encounter_id, file_id, photo_sha256, kind, health_service_id,
            test_profile_id, kit_gtin, kit_lot, kit_serial, kit_expiration, kit_code)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     on conflict do nothing returning id`,
    [
      a.tenantId,
      a.userId,
      a.encounterId,
      a.fileId,
      a.photoSha256,
      a.kind,
      a.healthServiceId,
      a.testProfileId,
      a.kit.gtin,
      a.kit.lot,
      a.kit.serial,
      a.kit.expiration,
      a.kit.code,
    ],
  );
  return rows[0]?.id ?? null;
}

export interface AnalysisOutcome {
  status: 'completed' | 'failed';
  templateId: string | null;
  algorithmVersion: string | null;
  results: AnalyteReading[];
  lines: LineMeasurement[];
  quality: { flags: string[]; metrics: Record<string, number> } | null;
  a1c: A1cReading | null;
  refusalFlags: string[] | null;
  refusalMessage: string | null;
  failureMessage: string | null;
}

/**
 * Stores the reading once: only an analysis still in progress changes, so a job run twice (a worker that
 * died after writing) leaves the first result. True when this call stored it.
 */
export async function completeAnalysis(tx: Tx, id: string, o: AnalysisOutcome): Promise<boolean> {
  const { rowCount } = await tx.query(
    `update test_analyses set status = $2, template_id = $3, algorithm_version = $4, results = $5, lines = $6,
            quality = $7, a1c = $8, refusal_flags = $9, refusal_message = $10, failure_message = $11,
            completed_at = now()
      where id = $1 and status = 'in-progress'`,
    [
      id,
      o.status,
      o.templateId,
      o.algorithmVersion,
      JSON.stringify(o.results),
      JSON.stringify(o.lines),
      o.quality === null ? null : JSON.stringify(o.quality),
      o.a1c === null ? null : JSON.stringify(o.a1c),
      o.refusalFlags === null ? null : JSON.stringify(o.refusalFlags),
      o.refusalMessage,
      o.failureMessage,
    ],
  );
  return rowCount === 1;
}

/** A read photo completes its encounter, which marks the kit's serial used. */
export async function completeEncounter(tx: Tx, encounterId: string): Promise<void> {
  await tx.query(
    `update encounters set status = 'completed', completed_at = now() where id = $1 and status = 'started'`,
    [encounterId],
  );
}
