import {
  FhirBundle,
  HEALTH_RECORD_KINDS,
  HEALTH_RECORD_SOURCES,
  HEALTH_RECORD_TYPES,
  type HealthRecord,
  type HealthRecordKind,
  type HealthRecordType,
} from '@portal/contract';
import type { Tx } from '../../db/database';
import type { Session } from '../../http/authenticate';
import type { RequestContext } from '../../http/request-context';
import { audit } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import { fhirProblems } from './fhir-validator';
import * as repo from './health-records.repository';

/** Where records imported from an uploaded FHIR Bundle come from. */
export const FHIR_BUNDLE_SOURCE = HEALTH_RECORD_SOURCES.fhirBundle;

const isKept = (type: string): type is HealthRecordType =>
  (HEALTH_RECORD_TYPES as readonly string[]).includes(type);

export function parseBundle(body: unknown): FhirBundle {
  const parsed = FhirBundle.safeParse(body);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'The file is not a FHIR Bundle.');
  return parsed.data;
}

/** The kept resources of the bundle, every one valid FHIR R4; refuses the whole bundle on the first invalid one. */
export function keptResources(bundle: FhirBundle): repo.NewHealthRecord[] {
  const kept: repo.NewHealthRecord[] = [];
  bundle.entry.forEach(({ resource }, index) => {
    if (!isKept(resource.resourceType)) return;
    const problems = fhirProblems(resource);
    if (problems) {
      throw badRequest(`Entry ${index + 1} (${resource.resourceType}) is not valid FHIR R4: ${problems}`);
    }
    kept.push({ resourceType: resource.resourceType, resource });
  });
  return kept;
}

export const auditEvent = (s: Session, ctx: RequestContext, action: string) => ({
  action,
  actorUserId: s.userId,
  actorRole: s.role,
  objectType: 'health_record',
  objectId: s.userId,
  client: ctx.client,
  requestId: ctx.requestId,
});

export async function importBundle(
  tx: Tx,
  s: Session,
  body: unknown,
  ctx: RequestContext,
): Promise<{ Imported: number; Skipped: number }> {
  const bundle = parseBundle(body);
  const records = keptResources(bundle);
  await repo.insertRecords(tx, s.tenantId, s.userId, FHIR_BUNDLE_SOURCE, records);
  if (records.length > 0) await repo.markHasHealthRecords(tx, s.userId);
  await audit(tx, s.tenantId, { ...auditEvent(s, ctx, 'health_records.import'), outcome: 'success' });
  return { Imported: records.length, Skipped: bundle.entry.length - records.length };
}

export async function listRecords(
  tx: Tx,
  s: Session,
  kind: HealthRecordKind,
  ctx: RequestContext,
): Promise<HealthRecord[]> {
  const rows = await repo.listRecords(tx, s.userId, HEALTH_RECORD_KINDS[kind]);
  await audit(tx, s.tenantId, { ...auditEvent(s, ctx, `health_records.read.${kind}`), outcome: 'success' });
  return rows.map((r) => ({
    ID: r.id,
    ResourceType: r.resource_type,
    Resource: r.resource,
    Source: r.source,
    Verified: r.verified,
    VerifiedIssuer: r.verified_issuer,
    Imported: new Date(r.created_at).toISOString(),
  }));
}
