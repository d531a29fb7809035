// npx tsx bench/tilt-curve.ts [--per-template 80 --from 35 --to 55 --workers 2 --templates a,b]
// The tilt gate's curve: tune-split good scenes of the evaluation renderer drawn at tilts from `from` to
// `to` degrees (evenly spaced), read with the gate lifted, and binned by the viewing tilt the reader
// measures (the drawn tilt where nothing was measured). Per bin: refusals, wrong verdicts among the photos
// read, and how many test lines of 2-4% (one to two times the target LoD) were found.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { THRESHOLDS } from '../src/reader-thresholds';
import { templates } from '../templates';
import { binSummary, DEVICE_KINDS, pct, wrongVerdict } from './gate-curves';
import type { Row } from './report';
import { runChildren } from './run-children';

export type TiltJob = { templateId: string; seed: number; tiltDeg: number };

const BIN_DEG = 5;
const FAINT_LINE: [number, number] = [0.02, 0.04];

const { values } = parseArgs({
  options: {
    'per-template': { type: 'string', default: '80' },
    from: { type: 'string', default: '35' },
    to: { type: 'string', default: '55' },
    workers: { type: 'string', default: String(Math.min(2, availableParallelism())) },
    templates: { type: 'string', default: Object.keys(templates).join(',') },
  },
});
const perTemplate = Number(values['per-template']);
const [from, to] = [Number(values.from), Number(values.to)];
const jobs: TiltJob[] = [];
for (let seed = 0; seed < perTemplate; seed++)
  for (const templateId of values.templates.split(','))
    jobs.push({ templateId, seed, tiltDeg: from + ((to - from) * (seed + 0.5)) / perTemplate });

const rows = await runChildren<TiltJob, Row & { tiltDeg: number }>(
  fileURLToPath(new URL('./tilt-chunk.ts', import.meta.url)),
  jobs,
  Math.max(1, Number(values.workers)),
  (mine) => ({ jobs: mine }),
);

const tiltOf = (row: Row & { tiltDeg: number }) =>
  Number.isFinite(row.result.quality.metrics.tiltDeg)
    ? (row.result.quality.metrics.tiltDeg ?? 0)
    : row.tiltDeg;

/** Test lines of 2-4% on a photo read, and how many of them were found. */
function faintLines(row: Row): { found: number; total: number } {
  let [found, total] = [0, 0];
  const template = templates[row.truth.templateId];
  if (template?.kind !== 'cassette') return { found, total };
  for (const line of template.lines) {
    const drop = row.truth.lineDrops?.[line.name] ?? 0;
    if (line.role !== 'test' || drop < FAINT_LINE[0] || drop >= FAINT_LINE[1]) continue;
    total++;
    if (row.result.results.find((r) => r.analyte === line.analyte)?.result === 'POSITIVE') found++;
  }
  return { found, total };
}

const out = [
  `Tilt curve: ${String(rows.length)} tune scenes drawn at ${String(from)}-${String(to)} degrees, read with the tilt gate lifted (reader's gate: ${String(THRESHOLDS.maxTiltDeg)}).`,
  '',
  '| measured tilt | device | photos | refused | refused for | wrong verdicts among read | 2-4% test lines found |',
  '|---|---|---|---|---|---|---|',
];
const lowest = Math.floor(Math.min(...rows.map(tiltOf)) / BIN_DEG) * BIN_DEG;
const highest = Math.max(...rows.map(tiltOf));
for (let low = lowest; low <= highest; low += BIN_DEG)
  for (const kind of DEVICE_KINDS) {
    const inBin = rows.filter((row) => {
      const template = templates[row.truth.templateId];
      const tilt = tiltOf(row);
      return template && kind.test(template) && tilt >= low && tilt < low + BIN_DEG;
    });
    if (inBin.length === 0) continue;
    const { read, refused, reasons, wrong } = binSummary(templates, inBin);
    const faint = read
      .map((row) => faintLines(row))
      .reduce((sum, lines) => ({ found: sum.found + lines.found, total: sum.total + lines.total }), {
        found: 0,
        total: 0,
      });
    out.push(
      `| ${String(low)}-${String(low + BIN_DEG)} | ${kind.name} | ${String(inBin.length)} | ${pct(refused, inBin.length)} | ${reasons} | ${pct(wrong, read.length)} | ${kind.name === 'analyzer' ? '-' : pct(faint.found, faint.total)} |`,
    );
  }
const wrongRows = rows.filter((row) => {
  const template = templates[row.truth.templateId];
  return template !== undefined && wrongVerdict(template, row);
});
if (wrongRows.length > 0) out.push('');
for (const row of wrongRows)
  out.push(
    `- wrong: ${row.truth.templateId} seed ${String(row.truth.seed)} drawn at ${row.tiltDeg.toFixed(1)} degrees, measured ${tiltOf(row).toFixed(1)}: ${row.truth.expected.map((e) => e.result).join(' ')} read ${row.result.results.map((r) => r.result).join(' ')}`,
  );
console.log(out.join('\n'));
