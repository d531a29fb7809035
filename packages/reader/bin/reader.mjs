#!/usr/bin/env node
// npx reader read <image> --template <id>: prints the reader's JSON result for a photo.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const tsxLoader = require.resolve('tsx');
const entry = resolve(here, '../tools/cli.ts');
const result = spawnSync(process.execPath, ['--import', tsxLoader, entry, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
