import type { AnalyzeTestRequest, HealthServiceKind, Inference } from '@portal/contract';
import type { Tx } from '../../db/database';
import type { Session } from '../../http/authenticate';
import type { RequestContext } from '../../http/request-context';
import { audit } from '../../lib/audit';
import { refusal } from '../../lib/errors';
import type { MessageCode } from '../../lib/messages';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { checkKit } from '../../lib/kits/kit-check';
import { kitRefusalError } from '../../lib/kits/kit-messages';
import type { AnalysisSignals } from './analysis-signals';
import { toInference } from './inference';
import { TEST_ANALYSIS_QUEUE, type TestAnalysisJob } from './reading-job';
import * as repo from './test-analysis.repository';

/** How long the POST waits for the reading before it answers IN PROGRESS (the screen then polls). */
export const ANALYSIS_WAIT_MS = 4000;

export interface AnalyzeDeps {
  /** Runs `fn` in one transaction of the session's tenant. */
  run: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
  jobs: JobQueue;
  /** Whether a reading job of this analysis is still alive (see hasLiveReadingJob). */
  hasLiveJob: (analysisId: string) => Promise<boolean>;
  signals: AnalysisSignals;
  /** A reading job still active after this long is taken as crashed and retried. */
  jobTimeoutSeconds: number;
  waitMs?: number;
}

const KIND_REFUSAL: Record<HealthServiceKind, MessageCode> = {
  'rapid-test': 'TEST_NOT_RAPID',
  'a1c-test': 'TEST_NOT_A1C',
};

const auditEvent = (s: Session, ctx: RequestContext, action: string, objectId?: string) => ({
  action,
  actorUserId: s.userId,
  actorRole: s.role,
  objectType: 'test_analysis',
  ...(objectId ? { objectId } : {}),
  client: ctx.client,
  requestId: ctx.requestId,
});

/** The analysis an earlier submission of the same photo made, if it was this encounter's; else a 409. */
async function earlierAnalysis(
  tx: Tx,
  s: Session,
  sha256: string,
  encounterId: string,
): Promise<{ id: string; inProgress: boolean } | null> {
  const earlier = await repo.findAnalysisByPhoto(tx, sha256);
  if (!earlier) return null;
  if (earlier.user_id === s.userId && earlier.encounter_id === encounterId)
    return { id: earlier.id, inProgress: earlier.status === 'in-progress' };
  throw refusal(409, 'TEST_PHOTO_USED');
}

/**
 * Checks that the photo, encounter, kit and service belong together and to the caller (404 otherwise,
 * 400 for the other kind of test), checks the kit again, and finds or creates the photo's analysis.
 */
async function findOrCreate(
  tx: Tx,
  s: Session,
  kind: HealthServiceKind,
  body: AnalyzeTestRequest,
  ctx: RequestContext,
): Promise<{ id: string; created: boolean; inProgress: boolean }> {
  const encounter = await repo.findEncounter(tx, s.userId, body.EncounterID);
  if (encounter?.service_id !== body.HealthServiceID) throw refusal(404, 'TEST_NOT_FOUND');
  if (encounter.test_profile_id !== body.TestProfileID || encounter.kit_gtin !== body.GTINID)
    throw refusal(404, 'TEST_KIT_NOT_FOUND');
  const photo = await repo.findPhoto(tx, s.userId, body.FileID, body.EncounterID);
  if (!photo) throw refusal(404, 'TEST_PHOTO_NOT_FOUND');
  const template = await repo.findTemplate(tx, body.TestProfileID);
  const kitKind: HealthServiceKind = template?.kind === 'a1c-analyzer' ? 'a1c-test' : 'rapid-test';
  if (kitKind !== kind || encounter.kind !== kind) throw refusal(400, KIND_REFUSAL[kind]);

  const earlier = await earlierAnalysis(tx, s, photo.sha256, body.EncounterID);
  if (earlier) return { ...earlier, created: false };
  if (encounter.status !== 'started' || encounter.kit_code === null)
    throw refusal(409, 'TEST_ALREADY_FINISHED');
  const check = await checkKit(tx, encounter.kit_code, body.GTINID);
  if (!check.ok) throw kitRefusalError(check.refusal, await repo.patientLanguage(tx, s.userId));
  const { kit } = check;
  if (body.LotNumber !== '' && kit.Lot !== null && body.LotNumber !== kit.Lot)
    throw refusal(400, 'TEST_LOT_MISMATCH');

  const id = await repo.insertAnalysis(tx, {
    tenantId: s.tenantId,
    userId: s.userId,
    encounterId: body.EncounterID,
    fileId: body.FileID,
    photoSha256: photo.sha256,
    kind,
    healthServiceId: body.HealthServiceID,
    testProfileId: body.TestProfileID,
    kit: {
      gtin: kit.GTIN,
      lot: kit.Lot,
      serial: kit.Serial,
      expiration: kit.ExpirationDate,
      code: kit.FullGS1String,
    },
  });
  // A concurrent submission of the same photo won: answer its analysis.
  if (id === null) {
    const winner = await earlierAnalysis(tx, s, photo.sha256, body.EncounterID);
    if (!winner) throw new Error('analysis insert conflicted without an earlier analysis');
    return { ...winner, created: false };
  }
  await audit(tx, s.tenantId, { ...auditEvent(s, ctx, 'test-analysis.create', id), outcome: 'success' });
  return { id, created: true, inProgress: true };
}

async function readInference(tx: Tx, s: Session, id: string): Promise<Inference> {
  const row = await repo.findAnalysis(tx, s.userId, id);
  if (!row) throw refusal(404, 'TEST_RESULT_NOT_FOUND');
  return toInference(row, await repo.patientLanguage(tx, s.userId));
}

/**
 * POST patient/test/rapid and patient/test/a1c: queues the photo's reading as a durable job (once per
 * photo) and waits a few seconds for it; answers the result, or IN PROGRESS for the screen to poll.
 */
export async function analyze(
  deps: AnalyzeDeps,
  s: Session,
  kind: HealthServiceKind,
  body: AnalyzeTestRequest,
  ctx: RequestContext,
): Promise<Inference> {
  const { id, created, inProgress } = await deps.run((tx) => findOrCreate(tx, s, kind, body, ctx));
  // Queued when created, and again when a submission finds it in progress without a live job (the
  // instance stopped between storing the analysis and queueing it, or every retry failed).
  if (created || (inProgress && !(await deps.hasLiveJob(id)))) {
    const job: TestAnalysisJob = { tenantId: s.tenantId, analysisId: id };
    await deps.jobs.send(TEST_ANALYSIS_QUEUE, job, {
      retryLimit: 3,
      retryDelaySeconds: 1,
      expireInSeconds: deps.jobTimeoutSeconds,
      singletonKey: id,
    });
  }
  const deadline = Date.now() + (deps.waitMs ?? ANALYSIS_WAIT_MS);
  await deps.signals.waitFor(id, deadline, () =>
    deps.run(async (tx) => (await repo.findAnalysis(tx, s.userId, id))?.status !== 'in-progress'),
  );
  return deps.run(async (tx) => {
    const inference = await readInference(tx, s, id);
    await audit(tx, s.tenantId, { ...auditEvent(s, ctx, 'test-analysis.read', id), outcome: 'success' });
    return inference;
  });
}

/** GET patient/test/analyses/:id, polled while the answer was IN PROGRESS. */
export async function getInference(tx: Tx, s: Session, id: string, ctx: RequestContext): Promise<Inference> {
  const inference = await readInference(tx, s, id);
  await audit(tx, s.tenantId, { ...auditEvent(s, ctx, 'test-analysis.read', id), outcome: 'success' });
  return inference;
}
