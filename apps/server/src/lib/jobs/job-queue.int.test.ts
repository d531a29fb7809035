import { afterEach, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { createJobQueue } from './job-queue';

let tdb: TestDatabase | undefined;
afterEach(async () => {
  await tdb?.drop().catch(() => undefined);
});

/** Lets the promises pg-boss does not await settle. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
}

it('touches no database once stopped, though a handler outlived the grace period and the database closed', async () => {
  tdb = await createTestDatabase();
  const queue = createJobQueue(tdb.db, { onError: () => undefined, pollingIntervalSeconds: 1 });
  await queue.start();
  const [first] = await tdb.ownerQuery<{ name: string }>(
    'select name from pgboss.queue order by name limit 1',
  );
  if (!first) throw new Error('no job queue made by the migrations');
  let release: () => void = () => undefined;
  let markStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  await queue.work(first.name, async () => {
    markStarted();
    await new Promise<void>((resolve) => (release = resolve));
  });
  await queue.send(first.name, {});
  await started;
  // The grace period ends with the handler still running: pg-boss fails its job and stops.
  await queue.stop(1000);
  const rejections: unknown[] = [];
  const record = (reason: unknown) => rejections.push(reason);
  process.on('unhandledRejection', record);
  try {
    await tdb.drop();
    tdb = undefined;
    // The handler ends now: pg-boss completes its job without awaiting, on a closed database.
    release();
    await settle();
  } finally {
    process.off('unhandledRejection', record);
  }
  expect(rejections).toEqual([]);
}, 120_000);
