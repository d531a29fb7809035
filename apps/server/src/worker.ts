// `npm run worker`: a process that only reads test photos from the durable queue (pg-boss), scaled apart
// from the API (run the API with WORKERS_IN_API=false to leave every reading to these processes).
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/open-database';
import { createJobQueue } from './lib/jobs/job-queue';
import { createObjectStore } from './lib/object-store/create-object-store';
import { startReadingWorkers } from './modules/test-analysis/reading-runtime';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

const log = (event: string, fields: Record<string, unknown> = {}) => {
  console.log(JSON.stringify({ time: new Date().toISOString(), event, ...fields }));
};

const config = readConfig();
if (!config.DATABASE_URL) {
  console.error('npm run worker needs DATABASE_URL: the embedded database (PGlite) belongs to one process.');
  process.exit(1);
}
const db = await openDatabase(config);
const jobs = createJobQueue(db, {
  onError: (err) => {
    log('job queue error', { error: err instanceof Error ? err.message : String(err) });
  },
  maintenanceIntervalSeconds: Math.min(120, config.READER_JOB_TIMEOUT_SECONDS),
});
await jobs.start();
const closeReaders = await startReadingWorkers({
  db,
  jobs,
  store: await createObjectStore(config),
  threads: config.READER_THREADS,
  onReaderError: (err) => {
    log('reader error', { error: err instanceof Error ? err.message : String(err) });
  },
});
log('reader worker started', { pid: process.pid });

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log('reader worker stopping', { signal });
  await jobs.stop(config.SHUTDOWN_GRACE_MS);
  await closeReaders();
  await db.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
