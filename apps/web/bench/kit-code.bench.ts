/// <reference types="node" />
// npm run bench:kit-code -w apps/web = tsx bench/kit-code.bench.ts [--per-cell N] [--first-seed S] [--failures]
// The kit-code scanner's decoder (decodeKitFrame, zxing-wasm as the worker runs it) on drawn camera frames
// of GS1-128, GS1 DataMatrix and QR (Digital Link) kit codes. Two splits of conditions: `tune` (landscape
// 1280 x 720, tilt about the horizontal axis only, even light, no JPEG, no print around the code) and
// `held-out` (portrait and 1920 x 1080 frames, tilt about any axis up to 35 degrees, light falling off
// across the frame, JPEG, print around the code, lower contrast, more noise and blur). The frame, upright
// and smoothed routes were tuned on seeds 0-29 of both splits, the fitted route on tune seeds 30-129 and its
// band alignment on held-out seeds 100-499; report on other seeds (--first-seed 1000 or 4000). Per cell:
// frames read before (one read of the frame, as the worker did up to 2026-12-02) and now (decodeKitFrame's
// four routes), misreads, and the time per frame of each. --failures prints each unread or misread scene
// as JSON. Writes bench/KIT-CODE.md and prints it.
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReaderOptions } from 'zxing-wasm/reader';
import { decodeKitFrame, type DecodeRoute } from '../src/capture/scanner/decode-kit-frame';
import {
  drawKitCodeFrame,
  seededRandom,
  symbolCorners,
  type KitCodeScene,
  type KitCodeSymbology,
} from '../e2e/support/kit-code-frame';
import { readInNode as read } from '../e2e/support/zxing-node';

/** The scanner worker's one read of a frame before the upright and smoothed routes (2026-12-02). */
const BEFORE_OPTIONS: ReaderOptions = {
  formats: ['DataMatrix', 'Code128', 'QRCode'],
  tryHarder: true,
  maxNumberOfSymbols: 1,
};

const argument = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const PER_CELL = argument('--per-cell', 60);
const FIRST_SEED = argument('--first-seed', 0);
const PRINT_FAILURES = process.argv.includes('--failures');
const SPLITS = ['tune', 'held-out'] as const;
type Split = (typeof SPLITS)[number];
const SYMBOLOGIES: KitCodeSymbology[] = ['gs1-128', 'datamatrix', 'qr'];
const GTIN = '09506000134352';

function textOf(symbology: KitCodeSymbology, serial: string): string {
  return symbology === 'qr'
    ? `https://id.gs1.org/01/${GTIN}/10/LOT7/21/${serial}?17=271231`
    : `(01)${GTIN}(17)271231(10)LOT7(21)${serial}`;
}

/** One scene of a split, drawn from its ranges by the seed. */
function sceneOf(split: Split, symbology: KitCodeSymbology, seed: number): KitCodeScene {
  const random = seededRandom(seed * 7919 + SYMBOLOGIES.indexOf(symbology));
  const between = (low: number, high: number) => low + random() * (high - low);
  const heldOut = split === 'held-out';
  const frame = heldOut ? (random() < 0.5 ? [720, 1280] : [1920, 1080]) : [1280, 720];
  const linear = symbology === 'gs1-128';
  return {
    symbology,
    text: textOf(symbology, `S${String(seed).padStart(6, '0')}`),
    width: frame[0] ?? 1280,
    height: frame[1] ?? 720,
    modulePx: linear ? between(1.6, 3) : between(2, 5),
    turn: between(0, 360),
    tilt: heldOut ? between(0, 35) : between(0, 15),
    tiltAxis: heldOut ? between(0, 180) : 0,
    contrast: between(heldOut ? 40 : 60, 180),
    lightFall: heldOut ? between(0, 0.5) : 0,
    lightDirection: between(0, 360),
    blur: between(0, heldOut ? 1.5 : 1.2),
    noise: between(2, heldOut ? 25 : 20),
    jpegQuality: heldOut && random() < 0.5 ? Math.round(between(60, 90)) : 0,
    clutter: heldOut && random() < 0.5,
    seed,
  };
}

/** The scene with its module shrunk until the code lies inside the frame, 3% from each edge. */
async function fitted(scene: KitCodeScene): Promise<KitCodeScene> {
  const corners = await symbolCorners(scene);
  const xs = corners.map(({ x }) => x - scene.width / 2);
  const ys = corners.map(({ y }) => y - scene.height / 2);
  const reach = Math.max(
    ...xs.map((x) => Math.abs(x) / (0.47 * scene.width)),
    ...ys.map((y) => Math.abs(y) / (0.47 * scene.height)),
  );
  return reach <= 1 ? scene : { ...scene, modulePx: scene.modulePx / reach };
}

type Row = {
  split: Split;
  scene: KitCodeScene;
  before: boolean;
  beforeMs: number;
  route: DecodeRoute | null;
  misread: boolean;
  ms: number;
};

async function measure(split: Split, symbology: KitCodeSymbology, seed: number): Promise<Row> {
  const scene = await fitted(sceneOf(split, symbology, seed));
  const frame = await drawKitCodeFrame(scene);
  let started = performance.now();
  const before = (await read(frame, BEFORE_OPTIONS)).some((r) => r.isValid && r.text === scene.text);
  const beforeMs = performance.now() - started;
  started = performance.now();
  const symbol = await decodeKitFrame(frame, read);
  const ms = performance.now() - started;
  if (PRINT_FAILURES && (symbol === null || symbol.text !== scene.text)) {
    console.log(JSON.stringify({ read: symbol?.text ?? null, route: symbol?.route ?? null, scene }));
  }
  return {
    split,
    scene,
    before,
    beforeMs,
    route: symbol?.route ?? null,
    misread: symbol !== null && symbol.text !== scene.text,
    ms,
  };
}

const pct = (n: number, d: number) =>
  d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)}% (${String(n)}/${String(d)})`;
const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

function table(rows: Row[], title: string, groupOf: (row: Row) => string): string {
  const groups = [...new Set(rows.map(groupOf))].sort();
  const lines = [
    `### ${title}`,
    '',
    '| split | symbology | group | frames | read before | read now | now: by frame / upright / fitted / smoothed | misread now | ms per frame before, median / p95 | ms now, median / p95 |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const split of SPLITS) {
    for (const symbology of SYMBOLOGIES) {
      for (const group of groups) {
        const cell = rows.filter(
          (r) => r.split === split && r.scene.symbology === symbology && groupOf(r) === group,
        );
        if (cell.length === 0) continue;
        const before = cell.filter((r) => r.before).length;
        const after = cell.filter((r) => r.route !== null && !r.misread).length;
        const routes = (['frame', 'upright', 'fitted', 'smoothed'] as const).map((route) =>
          String(cell.filter((r) => r.route === route).length),
        );
        const misread = cell.filter((r) => r.misread).length;
        const times = (ms: number[]) => `${quantile(ms, 0.5).toFixed(1)} / ${quantile(ms, 0.95).toFixed(1)}`;
        lines.push(
          `| ${split} | ${symbology} | ${group} | ${String(cell.length)} | ${pct(before, cell.length)} | ${pct(after, cell.length)} | ${routes.join(' / ')} | ${String(misread)} | ${times(cell.map((r) => r.beforeMs))} | ${times(cell.map((r) => r.ms))} |`,
        );
      }
    }
  }
  return lines.join('\n');
}

const turnGroup = (r: Row) => {
  const off = Math.min(r.scene.turn % 90, 90 - (r.scene.turn % 90));
  return off < 5 ? 'within 5 deg of a right angle' : 'turned 5 deg or more off';
};
const moduleGroup = (r: Row) =>
  r.scene.modulePx < 1.5 ? 'module < 1.5 px' : r.scene.modulePx < 2 ? 'module 1.5-2 px' : 'module >= 2 px';

const rows: Row[] = [];
const started = Date.now();
for (const split of SPLITS) {
  for (const symbology of SYMBOLOGIES) {
    for (let k = 0; k < PER_CELL; k++) rows.push(await measure(split, symbology, FIRST_SEED + k));
  }
}

const here = path.dirname(fileURLToPath(import.meta.url));
const report = [
  '# Kit-code decoder bench (`npm run bench:kit-code -w apps/web`)',
  '',
  `Command: \`npm run bench:kit-code -w apps/web -- --per-cell ${String(PER_CELL)} --first-seed ${String(FIRST_SEED)}\`.`,
  `Date: ${new Date().toISOString()}; Node ${process.version}; ${String(cpus().length)} CPUs; ${String(rows.length)} frames in ${String(Math.round((Date.now() - started) / 1000))} s (drawing included).`,
  'Frames are drawn by `e2e/support/kit-code-frame.ts` and read by `decodeKitFrame` with zxing-wasm in Node (the worker runs the same code in the browser).',
  '',
  table(rows, 'All frames', () => 'all'),
  '',
  table(rows, 'By turn', turnGroup),
  '',
  table(rows, 'By module size (after fitting the code into the frame)', moduleGroup),
  '',
].join('\n');
writeFileSync(path.join(here, 'KIT-CODE.md'), report);
console.log(report);
