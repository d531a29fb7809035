import type { TestResult, TestResultDetail } from '@portal/contract';
import type { Tx } from '../../db/database';
import type { Session } from '../../http/authenticate';
import type { RequestContext } from '../../http/request-context';
import { audit } from '../../lib/audit';
import { refusal } from '../../lib/errors';
import type { ImageLinker } from '../../lib/object-store/image-links';
import { resultsBundle } from './fhir-export';
import { toTestResult } from './inference';
import * as repo from './test-analysis.repository';

const auditEvent = (
  s: Session,
  ctx: RequestContext,
  action: string,
  objectType: string,
  objectId?: string,
) => ({
  action,
  outcome: 'success' as const,
  actorUserId: s.userId,
  actorRole: s.role,
  objectType,
  ...(objectId ? { objectId } : {}),
  client: ctx.client,
  requestId: ctx.requestId,
});

async function ownAnalysis(tx: Tx, s: Session, id: string): Promise<repo.AnalysisRow> {
  const row = await repo.findAnalysis(tx, s.userId, id);
  if (!row) throw refusal(404, 'TEST_RESULT_NOT_FOUND');
  return row;
}

/** The patient's completed results, newest first. */
export async function listResults(tx: Tx, s: Session, ctx: RequestContext): Promise<TestResult[]> {
  const rows = await repo.listCompleted(tx, s.userId);
  const language = await repo.patientLanguage(tx, s.userId);
  await audit(tx, s.tenantId, auditEvent(s, ctx, 'test-result.list', 'test_analysis'));
  return rows.map((row) => toTestResult(row, language));
}

/** One result with a short-lived link to its photo; the result and the photo read are both audited. */
export async function getResult(
  tx: Tx,
  s: Session,
  id: string,
  link: ImageLinker,
  ctx: RequestContext,
): Promise<TestResultDetail> {
  const row = await ownAnalysis(tx, s, id);
  const { url } = await link(row.object_key);
  await audit(tx, s.tenantId, auditEvent(s, ctx, 'test-result.read', 'test_analysis', id));
  await audit(tx, s.tenantId, auditEvent(s, ctx, 'test-photo.read', 'test_photo', row.file_id));
  return { ...toTestResult(row, await repo.patientLanguage(tx, s.userId)), PhotoURL: url };
}

/** One result as a FHIR R4 Bundle of Observations (empty while it runs or when it failed). */
export async function resultFhir(tx: Tx, s: Session, id: string, ctx: RequestContext) {
  const row = await ownAnalysis(tx, s, id);
  await audit(tx, s.tenantId, auditEvent(s, ctx, 'test-result.export', 'test_analysis', id));
  return resultsBundle([row], s.userId);
}

/** Every completed result of the patient as one FHIR R4 Bundle. */
export async function resultsFhir(tx: Tx, s: Session, ctx: RequestContext) {
  const rows = await repo.listCompleted(tx, s.userId);
  await audit(tx, s.tenantId, auditEvent(s, ctx, 'test-result.export', 'test_analysis'));
  return resultsBundle(rows, s.userId);
}
