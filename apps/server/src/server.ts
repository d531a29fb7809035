import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/open-database';
import { startBanner } from './http/banner';
import { chooseLogFormat } from './http/logger';
import { preloadCommonPasswords } from './lib/common-passwords';
import { seedDemoIssuer } from './modules/health-records/smart-health-card/demo-issuer';
import { seedDemoData } from './seed/seed';

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

const config = readConfig();
const db = await openDatabase(config);
if (config.SEED_DEMO) {
  const seeded = await seedDemoData(db);
  if (seeded.length > 0) console.log(`Seeded demo tenants: ${seeded.join(', ')}`);
  await seedDemoIssuer(db, config.DATA_DIR);
}
preloadCommonPasswords();
const app = await buildApp({ config, db });
await app.listen({ port: config.PORT, host: config.HOST });
if (chooseLogFormat(process.stdout) === 'pretty') console.log(`\n${startBanner(config)}\n`);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  const force = setTimeout(() => {
    app.log.error('requests still running after the grace period; exiting');
    process.exit(1);
  }, config.SHUTDOWN_GRACE_MS);
  force.unref();
  // close() stops accepting, waits for requests in flight, then runs onClose hooks.
  await app.close();
  await db.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
