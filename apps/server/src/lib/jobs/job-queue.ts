import PgBoss from 'pg-boss';
import type { Database } from '../../db/database';
import { JOB_SCHEMA } from './job-schema';

export interface SendOptions {
  /** Run no earlier than this (a reminder). */
  startAfter?: Date;
  /** Attempts after the first when the handler throws. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** At most one queued job with this key (a dedupe key such as a booking id). */
  singletonKey?: string;
  /** A job still active after this long counts as crashed (its worker died) and is retried. */
  expireInSeconds?: number;
}

/** The data a job carries: plain JSON, never a secret (it is stored until the job is archived and deleted). */
export type JobData = Record<string, unknown>;

/**
 * A durable job queue in the app's own PostgreSQL (pg-boss), on PGlite and on a server alike. The schema and
 * each queue are made at migration time by the owner (see job-schema.ts and the queue migrations); here the
 * application role only moves rows.
 */
export interface JobQueue {
  start(): Promise<void>;
  /** Stops fetching and waits up to `graceMs` for handlers in flight. */
  stop(graceMs: number): Promise<void>;
  /** Queues a job (the queue must exist: a migration creates it); returns its id. */
  send(name: string, data: JobData, options?: SendOptions): Promise<string>;
  /** Runs `handler` for each job of `name`; a throw retries the job by its retry options. */
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- T is the job data the handler expects
  work<T extends JobData>(
    name: string,
    handler: (data: T) => Promise<void>,
    options?: { concurrency?: number },
  ): Promise<void>;
}

export interface JobQueueOptions {
  onError: (err: unknown) => void;
  /** How often an idle worker looks for jobs queued by another instance. */
  pollingIntervalSeconds?: number;
  /** How often expired jobs (of a crashed worker) are looked for; pg-boss's default is 120 s. */
  maintenanceIntervalSeconds?: number;
}

export function createJobQueue(
  db: Database,
  { onError, pollingIntervalSeconds = 2, maintenanceIntervalSeconds = 120 }: JobQueueOptions,
): JobQueue {
  // Once stopped, pg-boss's own late calls never reach the database: a fetch in flight at stop, or a handler
  // that outlived the grace period, ends with a complete or fail that pg-boss does not await, on a database
  // that may be closed by then (an unhandled rejection). They are left pending, never answered: an empty
  // answer breaks pg-boss's reading of it. The job stays active and is retried once it expires, as after a
  // crash.
  let closed = false;
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) =>
        closed ? new Promise<never>(() => undefined) : db.unscoped(text, values as unknown[] | undefined),
    },
    schema: JOB_SCHEMA,
    migrate: false,
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds,
    // Job data can hold an e-mail address: completed jobs leave the table soon and the archive within a day.
    archiveCompletedAfterSeconds: 15 * 60,
    deleteAfterHours: 24,
  });
  boss.on('error', onError);
  const workers = new Map<string, string[]>();
  let started = false;

  return {
    async start() {
      closed = false;
      await boss.start();
      started = true;
    },
    async stop(graceMs) {
      if (!started) return;
      started = false;
      // Resolves once handlers in flight finished or the grace period is over (their jobs then fail and retry).
      await boss.stop({ graceful: true, wait: true, timeout: graceMs });
      closed = true;
    },
    async send(name, data, options = {}) {
      const id = await boss.send(name, data, {
        retryLimit: options.retryLimit ?? 3,
        retryDelay: options.retryDelaySeconds ?? 30,
        retryBackoff: true,
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.expireInSeconds ? { expireInSeconds: options.expireInSeconds } : {}),
      });
      if (id === null) throw new Error(`job ${name} was not queued`);
      // A worker of this instance starts soon rather than at its next poll: on a timer, so the answer that
      // queued the job is written first (on PGlite the job's queries run on this very thread).
      const ids = workers.get(name);
      if (ids && !options.startAfter) {
        setTimeout(() => {
          for (const worker of ids) boss.notifyWorker(worker);
        }, 0);
      }
      return id;
    },
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- as in JobQueue.work
    async work<T extends JobData>(
      name: string,
      handler: (data: T) => Promise<void>,
      { concurrency = 1 }: { concurrency?: number } = {},
    ) {
      // Each pg-boss worker runs one job at a time: `concurrency` workers run that many side by side.
      const ids = workers.get(name) ?? [];
      for (let i = 0; i < concurrency; i++) {
        let id: string | null = null;
        id = await boss.work<T>(name, { pollingIntervalSeconds }, async (jobs) => {
          // Fetched as the queue stopped: left active, to be retried (see `closed`).
          if (closed) return;
          for (const job of jobs) await handler(job.data);
          // A busy queue is drained at once: pg-boss would otherwise wait out the rest of its polling
          // interval after every job (2 s), capping a worker at one job per interval.
          if (jobs.length > 0 && id !== null) boss.notifyWorker(id);
        });
        ids.push(id);
      }
      workers.set(name, ids);
    },
  };
}
