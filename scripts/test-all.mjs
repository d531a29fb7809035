// The README's test command (after `npm ci`): installs what the tests need, then lint, typecheck, build
// and every test project, and ends with one summary line: "N passed, N failed".
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd, opts = {}) => {
  console.log(`\n$ ${cmd}`);
  const r = spawnSync(cmd, { shell: true, stdio: 'inherit', cwd: root, ...opts });
  return r.status ?? 1;
};
const must = (cmd) => {
  const status = run(cmd);
  if (status !== 0) {
    console.log(`\n0 passed, 1 failed\n(${cmd} failed with exit code ${status})`);
    process.exit(status);
  }
};

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  console.log('Chromium is missing: installing Debian package chromium (browser tests need it).');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  must(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
  );
}

const portOpen = (port) =>
  new Promise((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port }, () => {
      s.destroy();
      resolve(true);
    });
    s.on('error', () => resolve(false));
  });

async function ensurePostgres() {
  if (process.env.TEST_DATABASE_URL || (await portOpen(5432))) return;
  console.log('PostgreSQL is not answering on 127.0.0.1:5432: trying to start the local cluster.');
  try {
    const versions = execSync('ls /etc/postgresql').toString().trim().split(/\s+/);
    run(`pg_ctlcluster --skip-systemctl-redirect ${versions[0]} main start`);
  } catch {
    console.log(
      'No local PostgreSQL cluster found; set TEST_DATABASE_URL to a server the tests may create databases on.',
    );
  }
}

ensureChromium();
await ensurePostgres();
must('npm run lint');
must('npm run format:check');
must('npm run typecheck');
must('npm run build');

mkdirSync(path.join(root, 'test-results'), { recursive: true });
const report = path.join(root, 'test-results', 'vitest.json');
const status = run(`npx vitest run --reporter=default --reporter=json --outputFile.json=${report}`);

let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed = json.numPassedTests;
  failed = json.numFailedTests + (json.numTotalTestSuites > 0 ? 0 : 1);
  skipped = json.numPendingTests + json.numTodoTests;
  // A file that fails to load counts as a failure even when it ran no test.
  failed += json.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
} catch {
  failed += 1;
}
if (status !== 0 && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
