import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './pg-database';

/** PostgreSQL server when DATABASE_URL is set, else embedded PGlite under DATA_DIR. */
export function openDatabase(config: Config): Promise<Database> {
  if (config.DATABASE_URL) {
    return openPostgresDatabase({
      ownerUrl: config.DATABASE_URL,
      appRole: config.DATABASE_APP_ROLE,
      appPassword: config.DATABASE_APP_PASSWORD,
      poolSize: config.DATABASE_POOL_SIZE,
    });
  }
  const dir = path.join(config.DATA_DIR, 'pglite');
  mkdirSync(dir, { recursive: true });
  return openPgliteDatabase(dir);
}
