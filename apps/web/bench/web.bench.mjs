/* global window, document, MutationObserver -- page functions below run in the browser */
// npm run bench:web (root) = npm run bench -w apps/web = node bench/web.bench.mjs [--no-build] [--runs N]
// 1. Builds the web app (vite, build.manifest: true).
// 2. Follows dist/.vite/manifest.json: gzip sizes of the JavaScript and CSS a first visit needs for the
//    sign-in route (before the form is usable) and for the dashboard route.
// 3. Starts the real server on loopback and loads both routes cold (new browser context each run) in
//    headless Chromium: what was actually downloaded, first contentful paint, when the page is usable,
//    time to interactive (usable and no long task after), load event. Medians of N runs, also at 4x CPU slowdown.
// Writes the report to bench/RESULTS.md and prints it.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(webDir, '..', '..');
const distDir = path.join(webDir, 'dist');
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const runs =
  Number(args[args.indexOf('--runs') + 1]) > 0 && args.includes('--runs')
    ? Number(args[args.indexOf('--runs') + 1])
    : 5;
const BUDGET = { signin: 120 * 1024, dashboard: 200 * 1024 };
const DEMO = { email: 'patient@demo.example', password: 'Demo-Patient-2026!' };

const kB = (n) => `${(n / 1024).toFixed(1)} kB`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};
const gzipCache = new Map();
const gz = (file) => {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
  return gzipCache.get(file);
};

// ---------- 1. build ----------
if (!args.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('vite build failed');
}
const manifestPath = path.join(distDir, '.vite', 'manifest.json');
if (!existsSync(manifestPath))
  throw new Error('dist/.vite/manifest.json missing: set build.manifest: true in vite.config.ts');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

// ---------- 2. manifest ----------
/** Static closure of manifest entries: every JS file and CSS file they need. */
function closure(keys) {
  const js = new Set();
  const css = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no ${key}`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const imp of chunk.imports ?? []) visit(imp);
  };
  keys.forEach(visit);
  return { js, css };
}
const findKey = (pred, what) => {
  const key = Object.keys(manifest).find(pred);
  if (!key) throw new Error(`no manifest entry for ${what}`);
  return key;
};
const entryKey = findKey((k) => manifest[k].isEntry, 'the entry');
const appKey = findKey((k) => k.endsWith('src/app/app.tsx'), 'src/app/app.tsx');
const authKey = findKey((k) => k.endsWith('src/features/auth/auth-routes.tsx'), 'auth-routes');
const layoutKey = findKey((k) => k.endsWith('main-layout/main-layout.tsx'), 'main-layout');
const patientKey = findKey((k) => k.endsWith('src/features/patient/patient-routes.tsx'), 'patient-routes');
// The contract (zod) chunk: loaded by the HTTP layer with the first API call.
const contractKey = (manifest[entryKey].dynamicImports ?? []).find((k) => !k.endsWith('app.tsx'));

const sum = (files) => [...files].reduce((n, f) => n + gz(f), 0);
function sized(keys) {
  const { js, css } = closure(keys);
  return { js, css, jsGz: sum(js), cssGz: sum(css) };
}
const manifestRoutes = {
  signin: sized([entryKey, appKey, authKey]),
  signinAfterSubmit: sized([entryKey, appKey, authKey, ...(contractKey ? [contractKey] : [])]),
  dashboard: sized([entryKey, appKey, layoutKey, patientKey, ...(contractKey ? [contractKey] : [])]),
};
const allJs = Object.values(manifest).filter((c) => c.file.endsWith('.js'));
const totalJsGz = sum(new Set(allJs.map((c) => c.file)));

// ---------- 3. browser ----------
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
cpSync(distDir, path.join(dataDir, 'web-dist'), { recursive: true });
const server = spawn(process.execPath, [require.resolve('tsx/cli'), 'apps/server/src/server.ts'], {
  cwd: repoRoot,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'web-dist'),
    TENANT_ID: 'demo',
    APP_ENV: 'test',
    PUBLIC_URL: baseUrl,
    RATE_LIMIT_MULTIPLIER: '50',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    SMTP_URL: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopServer = async () => {
  if (server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
};

/** Installed before the app runs: when the "usable" selector first appears, and every long task. */
function probeScript(selector) {
  window.__bench = { ready: null, longTasks: [] };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.__bench.longTasks.push([e.startTime, e.startTime + e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    /* no long task API */
  }
  const check = () => {
    const el = document.querySelector(selector);
    if (el && window.__bench.ready === null && !el.closest('[aria-busy="true"]') && !el.disabled) {
      window.__bench.ready = performance.now();
      return true;
    }
    return false;
  };
  const observer = new MutationObserver(() => {
    if (check()) observer.disconnect();
  });
  document.addEventListener('DOMContentLoaded', () => {
    if (!check())
      observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true });
  });
}

let browser;
const results = {};
try {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).status === 200) break;
    } catch {
      /* starting */
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  const signInAnswer = await (
    await fetch(`${baseUrl}/api/auth/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...DEMO, tenantId: 'demo' }),
    })
  ).json();
  if (!signInAnswer.IsOK) throw new Error(`bench sign-in failed: ${JSON.stringify(signInAnswer)}`);
  const currentUser = JSON.stringify(signInAnswer.Data);

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });

  const routes = [
    { name: 'signin', url: '/authentication/signin', ready: 'form input[name="email"]', user: false },
    { name: 'dashboard', url: '/patient/dashboard', ready: '#dashboard-title', user: true },
  ];
  for (const cpu of [1, 4]) {
    for (const route of routes) {
      const samples = [];
      // One discarded warm-up load per row (server JIT, file cache), then the measured cold loads.
      for (let i = -1; i < runs; i++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        if (route.user) {
          await context.addInitScript((user) => localStorage.setItem('currentUser', user), currentUser);
        }
        await context.addInitScript(probeScript, route.ready);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
        const downloaded = new Set();
        page.on('response', (response) => {
          const u = new URL(response.url());
          if (u.origin === baseUrl && /\.(js|css)$/.test(u.pathname)) downloaded.add(u.pathname.slice(1));
        });
        await page.goto(baseUrl + route.url, { waitUntil: 'load' });
        await page.waitForFunction(() => window.__bench.ready !== null, null, { timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        const m = await page.evaluate(() => {
          const nav = performance.getEntriesByType('navigation')[0];
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
          const ready = window.__bench.ready;
          const lastLong = window.__bench.longTasks.reduce((end, [, e]) => Math.max(end, e), 0);
          return {
            fcp,
            ready,
            tti: Math.max(ready, lastLong, nav ? nav.domContentLoadedEventEnd : 0),
            load: nav ? nav.loadEventEnd : NaN,
            longTasks: window.__bench.longTasks.length,
          };
        });
        const files = [...downloaded];
        m.js = files.filter((f) => f.endsWith('.js'));
        m.css = files.filter((f) => f.endsWith('.css'));
        m.jsGz = m.js.reduce((n, f) => n + (existsSync(path.join(distDir, f)) ? gz(f) : 0), 0);
        m.cssGz = m.css.reduce((n, f) => n + (existsSync(path.join(distDir, f)) ? gz(f) : 0), 0);
        if (i >= 0) samples.push(m);
        await context.close();
      }
      results[`${route.name}@${cpu}x`] = samples;
    }
  }
} finally {
  await browser?.close();
  await stopServer();
}

// ---------- report ----------
const lines = [];
const out = (s = '') => lines.push(s);
const chunkName = (f) => f.replace(/^assets\//, '');
out('# Web bench (`npm run bench:web`)');
out();
out(
  `Command: \`npm run bench:web\` (= \`node apps/web/bench/web.bench.mjs\`; options \`--no-build\`, \`--runs N\`).`,
);
out(
  `Date: ${new Date().toISOString()}; Node ${process.version}; Chromium headless (${browser ? browser.version() : '?'}), loopback, cache disabled, new context per run, ${runs} runs per row (medians).`,
);
out(
  `Machine: ${cpus().length} CPUs, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} at the end (the machine is shared: timings move with its load; sizes do not).`,
);
out('Sizes are gzip level 9 of the built files in apps/web/dist.');
out();
out('## What a first visit downloads (Vite manifest)');
out();
out('| route | JS gzip | CSS gzip | JS files | budget | |');
out('|---|---|---|---|---|---|');
const row = (label, r, budget) =>
  out(
    `| ${label} | ${kB(r.jsGz)} | ${kB(r.cssGz)} | ${r.js.size} | ${budget ? `<= ${kB(budget)}` : ''} | ${budget ? (r.jsGz <= budget ? 'OK' : 'OVER') : ''} |`,
  );
row('sign-in, until the form is usable', manifestRoutes.signin, BUDGET.signin);
row('sign-in, after the first API call (contract + zod)', manifestRoutes.signinAfterSubmit);
row('patient/dashboard', manifestRoutes.dashboard, BUDGET.dashboard);
out(`| all JS of the build | ${kB(totalJsGz)} | | ${new Set(allJs.map((c) => c.file)).size} | | |`);
out();
/** A chunk is named by its manifest key (the source module, or the shared-chunk name). */
const keyOf = (file) => Object.keys(manifest).find((k) => manifest[k].file === file) ?? file;
const breakdown = (files) =>
  [...files]
    .sort((a, b) => gz(b) - gz(a))
    .map((f) => `${chunkName(f)} ${kB(gz(f))} (${keyOf(f)})`)
    .join('; ');
out(`Sign-in JS, largest first: ${breakdown(manifestRoutes.signin.js)}`);
out();
out(`Dashboard JS, largest first: ${breakdown(manifestRoutes.dashboard.js)}`);
out();
out('## Cold load in headless Chromium (medians)');
out();
out(
  '| route | CPU | FCP | usable | TTI | load event | long tasks | JS downloaded (gzip) | CSS downloaded (gzip) | JS files |',
);
out('|---|---|---|---|---|---|---|---|---|---|');
const ms = (n) => (Number.isFinite(n) ? `${Math.round(n)} ms` : 'n/a');
for (const [key, samples] of Object.entries(results)) {
  const [name, cpu] = key.split('@');
  out(
    `| ${name} | ${cpu} | ${ms(median(samples.map((s) => s.fcp)))} | ${ms(median(samples.map((s) => s.ready)))} | ${ms(median(samples.map((s) => s.tti)))} | ${ms(median(samples.map((s) => s.load)))} | ${median(samples.map((s) => s.longTasks))} | ${kB(median(samples.map((s) => s.jsGz)))} | ${kB(median(samples.map((s) => s.cssGz)))} | ${median(samples.map((s) => s.js.length))} |`,
  );
}
out();
out(
  '"usable" = the sign-in e-mail field (or the dashboard heading) is in the page and enabled; TTI = max(usable, DOMContentLoaded end, end of the last long task).',
);
out();
const signinFiles = results['signin@1x']?.[0]?.js ?? [];
// Lazy chunks of each area; a visit must not download another area's.
const AREAS = [
  'main-layout',
  'patient-routes',
  'auth-routes',
  'rapid-test',
  'a1c-test',
  'onboarding',
  'clinical-trial',
  'verify-email',
  'new-password',
];
const otherAreas = (...visited) => AREAS.filter((area) => !visited.includes(area));
const notVisited = otherAreas('auth-routes');
const leaked = signinFiles.filter((f) => notVisited.some((n) => f.includes(n)));
out(
  `Areas not visited: the sign-in visit downloaded ${signinFiles.length} JS files (${signinFiles.map(chunkName).join(', ')}); chunks of other areas among them: ${leaked.length ? leaked.join(', ') : 'none'}.`,
);
const dashFiles = results['dashboard@1x']?.[0]?.js ?? [];
const dashLeaked = dashFiles.filter((f) =>
  otherAreas('main-layout', 'patient-routes').some((n) => f.includes(n)),
);
out(
  `The dashboard visit downloaded ${dashFiles.length} JS files; chunks of other areas among them: ${dashLeaked.length ? dashLeaked.join(', ') : 'none'}.`,
);

const report = `${lines.join('\n')}\n`;
writeFileSync(path.join(webDir, 'bench', 'RESULTS.md'), report);
process.stdout.write(report);
