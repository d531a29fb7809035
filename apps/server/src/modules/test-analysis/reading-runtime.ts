import { availableParallelism } from 'node:os';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { ObjectStore } from '../../lib/object-store/object-store';
import { ReaderPool } from '../../lib/reader-pool/reader-pool';
import { workTestAnalysis } from './reading-job';

export interface ReadingWorkersOptions {
  db: Database;
  jobs: JobQueue;
  store: ObjectStore;
  /** Reader threads; by default the cores minus one (at least one). */
  threads?: number | undefined;
  onStored?: (analysisId: string) => void;
  onReaderError: (err: unknown) => void;
}

/**
 * Runs the photo readings of the durable queue in this process (the API by default, or `npm run worker`):
 * one job per reader thread at a time. The threads start with the first photo, so a process that never
 * reads one pays nothing. Returns the closer: call it after the job queue has stopped.
 */
export async function startReadingWorkers(options: ReadingWorkersOptions): Promise<() => Promise<void>> {
  const threads = options.threads ?? Math.max(1, availableParallelism() - 1);
  let pool: ReaderPool | null = null;
  await workTestAnalysis(
    options.jobs,
    {
      db: options.db,
      store: options.store,
      read: (image, template) => (pool ??= new ReaderPool({ size: threads })).read(image, template),
      onReaderError: options.onReaderError,
      ...(options.onStored ? { onStored: options.onStored } : {}),
    },
    { concurrency: threads },
  );
  return async () => {
    await pool?.close();
  };
}
