/// <reference types="node" />
// npm run bench:camera -w apps/web (part of the root npm run bench:tests) = tsx bench/camera.bench.ts [--no-build]
// The camera page (/capture/camera) in headless Chromium with a fake camera showing a rendered cassette:
// 1. JS + wasm bytes (gzip) the page downloaded before it showed its first hint;
// 2. live-check frames per second (video frame handed to the worker, downscaled to 640 px, checked), at 1x
//    and at 4x CPU slowdown (CDP Emulation.setCPUThrottlingRate), with the worker's own time per frame.
// The page runs framed by an app page of the real server; a test harness sends it the init message (the
// ticket is not used: nothing is uploaded). Writes bench/CAMERA.md and prints it.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Frame, type Page } from 'playwright-core';
import { CAMERA_INIT_MESSAGE_TYPE, CAMERA_PAGE_PATH, CAMERA_READY_MESSAGE_TYPE } from '@portal/contract';
import { covidAgTemplate } from '@portal/reader';
import { writeDeviceClip } from '../e2e/support/device-clip';
import { freePort } from '../../server/test/support/free-port';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(webDir, '..', '..');
const distDir = path.join(webDir, 'dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FRAMES = 40;

const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? NaN;

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('vite build failed');
}

const work = mkdtempSync(path.join(tmpdir(), 'camera-bench-'));
const clip = path.join(work, 'cassette.y4m');
await writeDeviceClip(clip, covidAgTemplate, { fps: 30, blurredFrames: 1, sharpFrames: 0 });
const webDist = path.join(work, 'web-dist');
cpSync(distDir, webDist, { recursive: true });
const port = await freePort();
const baseUrl = `http://127.0.0.1:${String(port)}`;
const server = spawn(
  process.execPath,
  [createRequire(import.meta.url).resolve('tsx/cli'), 'apps/server/src/server.ts'],
  {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      WEB_DIST_DIR: webDist,
      APP_ENV: 'test',
      PUBLIC_URL: baseUrl,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  },
);
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${clip}`,
  ],
});

interface Run {
  bytes: { js: number; wasm: number; files: number };
  firstHintMs: number;
  fps: number;
  checkMs: number;
  workerMs: number;
}

/** Opens an app page, frames the camera page in it, sends the init message, and measures. */
async function measure(page: Page, slowdown: number): Promise<Run> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(`${baseUrl}/authentication/signin`);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const downloads: { url: string; at: number }[] = [];
  page.on('response', (response) => {
    // Only what the camera page and its worker load (the framing app page may still load its own chunks).
    let frameUrl: string;
    try {
      frameUrl = response.frame().url();
    } catch {
      frameUrl = 'worker';
    }
    if (frameUrl === 'worker' || frameUrl.includes(CAMERA_PAGE_PATH) || /worker/.test(response.url()))
      downloads.push({ url: response.url(), at: Date.now() });
  });
  const frameStarted = Date.now();
  await page.evaluate(
    ({ src, init, ready }) => {
      window.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
        const frame = document.querySelector<HTMLIFrameElement>('#bench-camera');
        if (event.data.type === ready && event.source === frame?.contentWindow)
          frame.contentWindow?.postMessage(init, window.location.origin);
      });
      const iframe = document.createElement('iframe');
      iframe.id = 'bench-camera';
      iframe.allow = 'camera';
      iframe.src = src;
      iframe.width = '640';
      iframe.height = '480';
      document.body.append(iframe);
    },
    {
      src: `${CAMERA_PAGE_PATH}?lang=en`,
      ready: CAMERA_READY_MESSAGE_TYPE,
      init: {
        type: CAMERA_INIT_MESSAGE_TYPE,
        ticket: 'b'.repeat(43),
        template: covidAgTemplate,
        language: 'en',
      },
    },
  );
  const frame: Frame | null = await (await page.waitForSelector('#bench-camera')).contentFrame();
  if (!frame) throw new Error('no camera frame');
  await frame.waitForFunction(() => performance.getEntriesByName('camera-first-hint').length > 0, null, {
    timeout: 120_000,
  });
  const firstHintAt = await frame.evaluate(() => {
    const [mark] = performance.getEntriesByName('camera-first-hint');
    return performance.timeOrigin + (mark?.startTime ?? 0);
  });
  const before = downloads.filter((d) => d.at <= firstHintAt && /\.(js|wasm)$/.test(new URL(d.url).pathname));
  const bytes = { js: 0, wasm: 0, files: before.length };
  for (const { url } of before) {
    const file = path.join(distDir, new URL(url).pathname);
    const size = gzipSync(readFileSync(file), { level: 9 }).length;
    if (file.endsWith('.wasm')) bytes.wasm += size;
    else bytes.js += size;
  }
  await frame.waitForFunction((n) => performance.getEntriesByName('camera-check').length >= n, FRAMES, {
    timeout: 120_000,
  });
  const checks = await frame.evaluate(() =>
    performance.getEntriesByName('camera-check').map((e) => ({ start: e.startTime, duration: e.duration })),
  );
  const sample = checks.slice(-FRAMES + 5);
  const first = sample[0];
  const last = sample.at(-1);
  if (!first || !last) throw new Error('no checks');
  const workerMs = await frame.evaluate(() => {
    const entries = performance.getEntriesByName('camera-worker-check');
    return entries.map((e) => e.duration).sort((a, b) => a - b)[Math.floor((entries.length - 1) / 2)] ?? NaN;
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return {
    bytes,
    firstHintMs: firstHintAt - frameStarted,
    fps: ((sample.length - 1) * 1000) / (last.start - first.start),
    checkMs: median(sample.map((s) => s.duration)),
    workerMs,
  };
}

try {
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const rows: string[] = [];
  let bytes: Run['bytes'] | null = null;
  for (const slowdown of [1, 4]) {
    const context = await browser.newContext({ permissions: ['camera'] });
    const run = await measure(await context.newPage(), slowdown);
    await context.close();
    bytes ??= run.bytes;
    rows.push(
      `| ${String(slowdown)}x | ${run.fps.toFixed(1)} | ${run.checkMs.toFixed(1)} ms | ${run.workerMs.toFixed(1)} ms | ${(1000 / run.workerMs).toFixed(1)} | ${run.firstHintMs.toFixed(0)} ms |`,
    );
  }
  const report = [
    '# Camera page bench (`npm run bench:camera -w apps/web`, part of `npm run bench:tests`)',
    '',
    `Date: ${new Date().toISOString()}; Chromium headless, fake camera 1280x960 at 30 fps (a rendered cassette, slightly out of focus, so the page never captures and checks every frame); ${String(cpus().length)} CPUs, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} (shared machine).`,
    '',
    `Downloaded before the first hint (gzip level 9 of the served files): JS ${kB(bytes?.js ?? 0)}, wasm ${kB(bytes?.wasm ?? 0)} (${String(bytes?.files ?? 0)} files).`,
    '',
    '| CPU | live-check frames/s | per frame, sent to answered (median) | in the worker (pixels + check, median) | worker capacity, frames/s | first hint after the frame is added |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    `Frames/s over the last ${String(FRAMES - 5)} checks; capped by the clip's 30 fps (one check per video frame: the page hands the next frame over while the worker checks the previous one).`,
  ].join('\n');
  writeFileSync(path.join(webDir, 'bench', 'CAMERA.md'), `${report}\n`);
  console.log(report);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}
