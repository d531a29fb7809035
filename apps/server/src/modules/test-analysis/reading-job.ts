import type { HealthServiceKind, KitTemplate, ReaderResult } from '@portal/contract';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { JOB_SCHEMA } from '../../lib/jobs/job-schema';
import type { ObjectStore } from '../../lib/object-store/object-store';
import { ReaderPoolClosedError } from '../../lib/reader-pool/reader-pool';
import { FAILURE_MESSAGES, notRecognisedMessage } from './inference';
import * as repo from './test-analysis.repository';

/** The durable queue of photo readings (created by migration 012). */
export const TEST_ANALYSIS_QUEUE = 'test-analysis';

/** Ids only: the job finds everything else in the database. */
export interface TestAnalysisJob {
  [key: string]: unknown;
  tenantId: string;
  analysisId: string;
}

/** True while a reading job of this analysis is queued, running or waiting for its retry. */
export async function hasLiveReadingJob(db: Database, analysisId: string): Promise<boolean> {
  const { rows } = await db.unscoped(
    `select 1 from ${JOB_SCHEMA}.job where name = $1 and singleton_key = $2 and state in ('created', 'retry', 'active') limit 1`,
    [TEST_ANALYSIS_QUEUE, analysisId],
  );
  return rows.length > 0;
}

export type ReadPhoto = (image: Buffer, template: KitTemplate) => Promise<ReaderResult>;

export interface ReadingDeps {
  db: Database;
  store: ObjectStore;
  read: ReadPhoto;
  /** Told when this process stored a result, so a request waiting for it answers at once. */
  onStored?: (analysisId: string) => void;
  onReaderError?: (err: unknown) => void;
}

/** What the reader said, as the analysis keeps it: a read photo completes, a refusal fails. */
export function outcomeOf(result: ReaderResult, kind: HealthServiceKind): repo.AnalysisOutcome {
  const refused = result.status === 'refused';
  return {
    status: refused ? 'failed' : 'completed',
    templateId: result.templateId,
    algorithmVersion: result.algorithmVersion,
    results: result.results,
    lines: result.lines,
    quality: result.quality,
    a1c: result.a1c,
    refusalFlags: refused ? (result.refusal?.flags ?? result.quality.flags) : null,
    refusalMessage: refused ? (result.refusal?.message ?? null) : null,
    failureMessage: refused ? notRecognisedMessage(kind) : null,
  };
}

const crashed = (): repo.AnalysisOutcome => ({
  status: 'failed',
  templateId: null,
  algorithmVersion: null,
  results: [],
  lines: [],
  quality: null,
  a1c: null,
  refusalFlags: [],
  refusalMessage: null,
  failureMessage: FAILURE_MESSAGES.error,
});

/**
 * Reads one photo and stores its result exactly once. A reader that throws on this photo fails the
 * analysis (Error analyzing image); anything else that throws (the database, the store, a stopping pool)
 * fails the job, which pg-boss retries; a worker that dies mid-read leaves its job active until it
 * expires, and then another worker runs it again.
 */
export async function readAnalysis(deps: ReadingDeps, job: TestAnalysisJob): Promise<void> {
  const row = await deps.db.transaction(job.tenantId, (tx) => repo.findAnalysisForJob(tx, job.analysisId));
  if (row?.status !== 'in-progress') return;
  // A store that fails throws (and the job is retried); a photo that is gone will not come back.
  const photo = await deps.store.get(row.object_key);
  let outcome: repo.AnalysisOutcome;
  try {
    if (!photo) throw new Error('the test photo is missing from the object store');
    outcome = outcomeOf(await deps.read(photo, row.kit_template), row.kind);
  } catch (err) {
    if (err instanceof ReaderPoolClosedError) throw err;
    deps.onReaderError?.(err);
    outcome = crashed();
  }
  const stored = await deps.db.transaction(job.tenantId, async (tx) => {
    const done = await repo.completeAnalysis(tx, row.id, outcome);
    if (done && outcome.status === 'completed') await repo.completeEncounter(tx, row.encounter_id);
    return done;
  });
  if (stored) deps.onStored?.(row.id);
}

export interface ReadingQueueOptions {
  /** Jobs this process runs side by side (one per reader thread). */
  concurrency: number;
}

export async function workTestAnalysis(
  jobs: JobQueue,
  deps: ReadingDeps,
  { concurrency }: ReadingQueueOptions,
): Promise<void> {
  await jobs.work<TestAnalysisJob>(TEST_ANALYSIS_QUEUE, (job) => readAnalysis(deps, job), { concurrency });
}
