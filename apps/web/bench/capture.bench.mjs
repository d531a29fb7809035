/* global document -- page functions below (grabVideoFrame, captureMarks) run in the browser */
// npm run bench:capture (root) = node apps/web/bench/capture.bench.mjs
//   [--no-build] [--runs N]
// The first camera frame and the first quality hint after opening a card capture screen
// (/onboarding/capture-insurance), on loopback in headless Chromium with a fake camera showing a card on a
// table (the e2e clip). Each run is a fresh page load in one signed-in context (assets cached, as after
// sign-in); times from the navigation's start and from the capture screen's mount (performance marks
// capture:open, capture:first-frame, capture:first-hint). Prints medians and p95 of N runs (default 10).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(webDir, '..', '..');
const distDir = path.join(webDir, 'dist');
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 && Number(args[runsAt + 1]) > 0 ? Number(args[runsAt + 1]) : 10;
const DEMO = { email: 'patient@demo.example', password: 'Demo-Patient-2026!' };

if (!args.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('vite build failed');
}

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] : NaN;
};
const ms = (n) => `${Math.round(n)} ms`;

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
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-capture-bench-'));
cpSync(distDir, path.join(dataDir, 'web-dist'), { recursive: true });
const clip = path.join(dataDir, 'card.y4m');
const { writeCardClip } = await tsImport('../e2e/support/camera-clip.ts', import.meta.url);
writeCardClip(clip, 640, 480, 10);

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

/** The camera's current frame as RGBA pixels (640x480 from the fake camera). */
function grabVideoFrame() {
  const video = document.querySelector('video');
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  context.drawImage(video, 0, 0);
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  return { width: image.width, height: image.height, data: Array.from(image.data) };
}

/** The capture marks of the page, in ms from the navigation's start (null until set). */
function captureMarks() {
  const at = (name) => performance.getEntriesByName(`capture:${name}`).at(-1)?.startTime ?? null;
  return { open: at('open'), frame: at('first-frame'), hint: at('first-hint') };
}

let browser;
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
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${clip}`,
    ],
  });
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-GB', permissions: ['camera'] });
  const page = await context.newPage();
  await page.goto('/authentication/signin');
  await page.locator('input[name="email"]').fill(DEMO.email);
  await page.locator('input[name="password"]').fill(DEMO.password);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/authentication/'), { timeout: 30_000 }),
    page.locator('form button[type="submit"]').click(),
  ]);

  const rows = [];
  // One discarded warm-up run (server JIT, file cache), then the measured ones.
  for (let i = 0; i <= runs; i++) {
    await page.goto('/onboarding/capture-insurance');
    await page.waitForFunction(() => performance.getEntriesByName('capture:first-hint').length > 0, null, {
      timeout: 30_000,
    });
    const marks = await page.evaluate(captureMarks);
    if (i > 0) rows.push(marks);
  }
  // The card check itself on one of those frames, in Node (the worker runs the same code).
  const grabbed = await page.evaluate(grabVideoFrame);
  const frame = { ...grabbed, data: Uint8ClampedArray.from(grabbed.data) };
  const { checkCardFrame } = await tsImport('../../../packages/reader/src/index.ts', import.meta.url);
  const verdict = checkCardFrame(frame);
  const checkMs = [];
  for (let i = 0; i < 230; i++) {
    const started = performance.now();
    checkCardFrame(frame);
    if (i >= 30) checkMs.push(performance.now() - started);
  }

  const line = (label, pick) => {
    const xs = rows.map(pick);
    return `| ${label} | ${ms(quantile(xs, 0.5))} | ${ms(quantile(xs, 0.95))} |`;
  };
  console.log(
    [
      `Capture screen (/onboarding/capture-insurance), ${runs} loads, 640x480 fake camera, ` +
        `${cpus().length} cores, load ${loadavg()[0].toFixed(1)}`,
      '',
      '| from | p50 | p95 |',
      '|---|---|---|',
      line('navigation start -> screen mounted', (r) => r.open),
      line('navigation start -> first camera frame', (r) => r.frame),
      line('navigation start -> first quality hint', (r) => r.hint),
      line('screen mounted -> first camera frame', (r) => r.frame - r.open),
      line('screen mounted -> first quality hint', (r) => r.hint - r.open),
      '',
      `checkCardFrame on a ${String(frame.width)}x${String(frame.height)} camera frame (Node, 200 runs): ` +
        `p50 ${quantile(checkMs, 0.5).toFixed(1)} ms, p95 ${quantile(checkMs, 0.95).toFixed(1)} ms ` +
        `(flags: ${verdict.flags.join(', ') || 'none, ready'})`,
    ].join('\n'),
  );
} finally {
  await browser?.close();
  await stopServer();
}
