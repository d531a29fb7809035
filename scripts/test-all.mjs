// The README's test command (after `npm ci`): installs what the tests need, then lint, typecheck, build
// and every test project, and ends with one summary line: "N passed, N failed".
import { execSync, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
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

/**
 * Debian packages the tests need: Chromium's headless shell for the browser tests (e2e/support/browser.ts
 * says why), the full browser for the one test that denies a camera prompt, and the fonts the reader's
 * evaluation renderer draws label text in (tools/render-eval FONTS). Without them fontconfig silently
 * substitutes another font, and the photos the reader tests render differ from those the tests were written on.
 */
const DEBIAN_PACKAGES = [
  { name: 'chromium', file: '/usr/bin/chromium' },
  { name: 'chromium-headless-shell', file: '/usr/bin/chromium-headless-shell' },
  { name: 'fonts-liberation', file: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf' },
  { name: 'fonts-dejavu-core', file: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf' },
];

function ensureDebianPackages() {
  const missing = DEBIAN_PACKAGES.filter((p) => !existsSync(p.file)).map((p) => p.name);
  if (missing.length === 0) return;
  console.log(`Missing Debian packages the tests need: installing ${missing.join(' ')}.`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  must(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
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

/** Runs `cmd` with its output kept aside; resolves to its exit code and output once it ends. */
const runQuiet = (cmd, logFile) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, { shell: true, cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    const log = logFile ? createWriteStream(logFile) : null;
    const keep = (chunk) => {
      chunks.push(chunk);
      log?.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => {
      log?.end();
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const output = Buffer.concat([Buffer.from(`\n$ ${cmd}   (${seconds} s)\n`), ...chunks]);
      resolve({ status: code ?? 1, output });
    });
  });

/** Runs `cmd` with its output shown as it comes, without blocking the event loop (other lanes read theirs). */
const runLive = (cmd) =>
  new Promise((resolve) => {
    console.log(`\n$ ${cmd}`);
    const child = spawn(cmd, { shell: true, cwd: root, stdio: 'inherit' });
    child.on('close', (code) => {
      resolve(code ?? 1);
    });
  });

/** Steps of one lane run in order; the lanes run side by side. Stops at the first failing step. */
async function mustLanes(lanes) {
  const failures = [];
  await Promise.all(
    lanes.map(async (lane) => {
      for (const cmd of lane) {
        if (failures.length > 0) return;
        const { status, output } = await runQuiet(cmd);
        // Whole, so that the two lanes' outputs do not interleave.
        process.stdout.write(output);
        if (status !== 0) {
          failures.push(`${cmd} failed with exit code ${String(status)}`);
          return;
        }
      }
    }),
  );
  if (failures.length > 0) {
    console.log(`\n0 passed, 1 failed\n(${failures.join('; ')})`);
    process.exit(1);
  }
}

/** Passed, failed and skipped counts of one Vitest JSON report (a missing or unreadable one is a failure). */
function countReport(report) {
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    const failedToLoad = json.testResults.filter(
      (f) => f.status === 'failed' && f.assertionResults.length === 0,
    ).length;
    return {
      passed: json.numPassedTests,
      // A file that fails to load counts as a failure even when it ran no test.
      failed: json.numFailedTests + (json.numTotalTestSuites > 0 ? 0 : 1) + failedToLoad,
      skipped: json.numPendingTests + json.numTodoTests,
    };
  } catch {
    return { passed: 0, failed: 1, skipped: 0 };
  }
}

ensureDebianPackages();
await ensurePostgres();
const started = Date.now();
// eslint and tsc use one core each: on the 2-core CI machine lint runs beside the other checks.
await mustLanes([['npm run lint'], ['npm run format:check', 'npm run typecheck', 'npm run build']]);
console.log(`\n(checks and build: ${((Date.now() - started) / 1000).toFixed(0)} s)`);

const results = path.join(root, 'test-results');
mkdirSync(results, { recursive: true });
const vitest = (filter, report) =>
  `npx vitest run ${filter} --reporter=default --reporter=json --outputFile.json=${report}`;
// The browser tests run one file at a time (one shared server) and mostly wait on Chromium and the server,
// and Vitest runs such a project only after all the others; in a process of their own they run beside
// the other projects instead. Their output is kept in test-results/vitest-e2e.log and printed at the end.
const e2eReport = path.join(results, 'vitest-e2e.json');
const mainReport = path.join(results, 'vitest.json');
const e2e = runQuiet(vitest('--project web-e2e', e2eReport), path.join(results, 'vitest-e2e.log'));
// The other projects are CPU work that only needs to finish; the browser tests wait on conditions with
// time limits. At a lower priority the others take the CPU the browser tests leave idle, not their share.
const lowPriority = process.platform === 'linux' ? 'nice -n 10 ' : '';
const mainStatus = await runLive(lowPriority + vitest("--project '!web-e2e'", mainReport));
const e2eRun = await e2e;
process.stdout.write(e2eRun.output);
const statuses = [mainStatus, e2eRun.status];
console.log(`\n(tests: ${((Date.now() - started) / 1000).toFixed(0)} s since the checks began)`);

const counts = [countReport(mainReport), countReport(e2eReport)];
const passed = counts.reduce((sum, c) => sum + c.passed, 0);
let failed = counts.reduce((sum, c) => sum + c.failed, 0);
const skipped = counts.reduce((sum, c) => sum + c.skipped, 0);
if (statuses.some((status) => status !== 0) && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
