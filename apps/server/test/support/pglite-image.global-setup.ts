import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migratedPgliteImage } from '../../src/db/pglite-database';
import { PGLITE_IMAGE_ENV } from './test-database';

/**
 * Migrates one PGlite database for the whole run and leaves its image in a temp file: each test file's
 * database starts from it instead of running PGlite's initdb and every migration again (about 2 s of CPU
 * a file). The workers find the file through the environment, which they inherit from this process.
 */
export default async function setup() {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pglite-image-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await migratedPgliteImage()).arrayBuffer()));
  process.env[PGLITE_IMAGE_ENV] = file;
  return () => {
    Reflect.deleteProperty(process.env, PGLITE_IMAGE_ENV);
    rmSync(dir, { recursive: true, force: true });
  };
}
