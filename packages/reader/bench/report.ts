import type { KitTemplate, ReaderResult } from '@portal/contract';
import type { SceneTruth } from '../tools/render/scene-spec';
import { percent, proportion, quantileOf } from './statistics';

export type Row = { truth: SceneTruth; result: ReaderResult; readMs: number };

/** Photos below this many pixels per mm at the device (2-3 MP, device small in the frame) are the noisiest. */
const RESOLUTION_SPLIT = 9;

const LOD_BINS = [0.003, 0.005, 0.0075, 0.01, 0.0125, 0.015, 0.02, 0.025, 0.03, 0.04, 0.06, 1];

/** Lowest drop from which every bin upward is detected in at least 95% of photos. */
function limitOfDetection(points: { drop: number; detected: boolean }[]): { lod: number; table: string } {
  const bins = LOD_BINS.slice(0, -1).map((from, i) => {
    const to = LOD_BINS[i + 1] ?? 1;
    const inBin = points.filter((p) => p.drop >= from && p.drop < to);
    return {
      from,
      to,
      n: inBin.length,
      rate: inBin.length ? inBin.filter((p) => p.detected).length / inBin.length : Number.NaN,
    };
  });
  let lod = Number.NaN;
  for (let i = bins.length - 1; i >= 0; i--) {
    const bin = bins[i];
    if (!bin || bin.n === 0) continue;
    if (bin.rate >= 0.95) lod = bin.from;
    else break;
  }
  const table = bins
    .filter((b) => b.n > 0)
    .map((b) => `${percent(b.from, 2)}-${percent(b.to, 2)}: ${percent(b.rate, 0)} of ${b.n}`)
    .join('; ');
  return { lod, table };
}

export function reportTemplate(template: KitTemplate, rows: Row[]): string[] {
  const out: string[] = [`## ${template.name} (\`${template.id}\`)`];
  const good = rows.filter((r) => !r.truth.shouldRefuse);
  const bad = rows.filter((r) => r.truth.shouldRefuse);
  const goodRefused = good.filter((r) => r.result.status === 'refused');
  out.push(`- Good photos: ${good.length}; refused: ${proportion(goodRefused.length, good.length)}`);
  const reasons = new Map<string, number>();
  for (const r of goodRefused)
    for (const flag of r.result.refusal?.flags ?? []) reasons.set(flag, (reasons.get(flag) ?? 0) + 1);
  if (reasons.size) out.push(`  - reasons: ${[...reasons].map(([k, v]) => `${k} ${v}`).join(', ')}`);
  const verdicts = bad.filter((r) => r.result.status === 'read');
  out.push(`- Should-refuse photos given a verdict: ${proportion(verdicts.length, bad.length)}`);
  const byCategory = new Map<string, { n: number; read: number }>();
  for (const r of bad) {
    const entry = byCategory.get(r.truth.category) ?? { n: 0, read: 0 };
    entry.n++;
    if (r.result.status === 'read') entry.read++;
    byCategory.set(r.truth.category, entry);
  }
  out.push(
    `  - by kind (verdicts/photos): ${[...byCategory].map(([k, v]) => `${k} ${v.read}/${v.n}`).join(', ')}`,
  );
  const read = good.filter((r) => r.result.status === 'read');

  if (template.kind === 'a1c-analyzer') {
    const exact = read.filter((r) => r.result.a1c?.displayed === r.truth.displayed);
    const wrong = read.filter((r) => r.result.a1c?.displayed !== r.truth.displayed);
    out.push(`- A1C exact read of good display photos: ${proportion(exact.length, good.length)}`);
    out.push(`- A1C wrong value given: ${proportion(wrong.length, good.length)}`);
    for (const w of wrong.slice(0, 5))
      out.push(
        `  - seed ${w.truth.seed}: shows ${w.truth.displayed}, read ${w.result.a1c?.displayed ?? '-'}`,
      );
  } else {
    const controlPresent = read.filter(
      (r) => (r.truth.lineDrops[template.lines.find((l) => l.role === 'control')?.name ?? ''] ?? 0) > 0,
    );
    const controlAbsent = read.filter((r) => !controlPresent.includes(r));
    const invalidCalled = controlAbsent.filter((r) => r.result.results.every((x) => x.result === 'INVALID'));
    out.push(
      `- Invalid (no control line) detected: ${proportion(invalidCalled.length, controlAbsent.length)}`,
    );
    const falseInvalid = controlPresent.filter((r) => r.result.results.some((x) => x.result === 'INVALID'));
    out.push(
      `- Control present but called INVALID: ${proportion(falseInvalid.length, controlPresent.length)}`,
    );
    const points: { drop: number; detected: boolean; pixelsPerMm: number }[] = [];
    const falsePositives: string[] = [];
    const perAnalyte: string[] = [];
    let wrongAboveTwiceLod = 0;
    const analyteStats: {
      name: string;
      analyte: string;
      positives: { drop: number; detected: boolean }[];
      negatives: boolean[];
    }[] = [];
    for (const line of template.lines) {
      if (line.role !== 'test' || !line.analyte) continue;
      const positives: { drop: number; detected: boolean; pixelsPerMm: number }[] = [];
      const negatives: boolean[] = [];
      for (const r of controlPresent) {
        const drop = r.truth.lineDrops[line.name] ?? 0;
        const verdict = r.result.results.find((x) => x.analyte === line.analyte)?.result;
        if (drop > 0)
          positives.push({ drop, detected: verdict === 'POSITIVE', pixelsPerMm: r.truth.pixelsPerMm });
        else negatives.push(verdict === 'NEGATIVE');
        if (drop === 0 && verdict !== 'NEGATIVE')
          falsePositives.push(`seed ${String(r.truth.seed)} line ${line.name}`);
      }
      points.push(...positives);
      analyteStats.push({ name: line.name, analyte: line.analyte, positives, negatives });
    }
    const { lod, table } = limitOfDetection(points);
    out.push(`- LoD95 (brightness drop at the line detected in >= 95%, all test lines): ${percent(lod, 2)}`);
    out.push(`  - detection by drop: ${table}`);
    const coarse = points.filter((p) => p.pixelsPerMm < RESOLUTION_SPLIT);
    const fine = points.filter((p) => p.pixelsPerMm >= RESOLUTION_SPLIT);
    out.push(
      `  - by resolution: under ${String(RESOLUTION_SPLIT)} px/mm ${percent(limitOfDetection(coarse).lod, 2)} (${String(coarse.length)} lines), from ${String(RESOLUTION_SPLIT)} px/mm ${percent(limitOfDetection(fine).lod, 2)} (${String(fine.length)} lines)`,
    );
    for (const { name, analyte, positives, negatives } of analyteStats) {
      const strong = positives.filter((p) => p.drop >= 2 * lod);
      const specificity = negatives.filter(Boolean).length;
      wrongAboveTwiceLod += strong.filter((p) => !p.detected).length + (negatives.length - specificity);
      perAnalyte.push(
        `- ${analyte} (line ${name}): specificity ${proportion(specificity, negatives.length)}; sensitivity all positives ${proportion(positives.filter((p) => p.detected).length, positives.length)}; at >= 2x LoD ${proportion(strong.filter((p) => p.detected).length, strong.length)}`,
      );
    }
    out.push(...perAnalyte);
    if (falsePositives.length > 0) out.push(`  - false positives: ${falsePositives.slice(0, 10).join(', ')}`);
    out.push(
      `- Wrong verdicts on good photos (false positives, or misses of lines >= 2x LoD, or wrong INVALID): ${wrongAboveTwiceLod + falseInvalid.length + (controlAbsent.length - invalidCalled.length)} of ${read.length} read photos`,
    );
  }
  return out;
}

export function latencyLine(label: string, values: number[]): string {
  return `- ${label}: median ${quantileOf(values, 0.5).toFixed(1)} ms, p95 ${quantileOf(values, 0.95).toFixed(1)} ms (n=${values.length})`;
}
