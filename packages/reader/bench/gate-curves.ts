import type { KitTemplate } from '@portal/contract';
import { EVAL_FAULTS, FAULT_UNITS, SWEEP_RANGES } from '../tools/render-eval/eval-scene';
import type { Row } from './report';

/** The limit of detection the issue targets: a missed line at twice it is a wrong verdict. */
const TARGET_LOD = 0.02;
const BINS = 5;

/**
 * Wrong verdict on a photo that was read: a false positive, a missed line of at least twice the target
 * LoD, a wrong INVALID or a missed one, or a wrong A1C value. Fainter misses are the LoD's, not an error.
 */
export function wrongVerdict(template: KitTemplate, row: Row): boolean {
  if (row.result.status !== 'read') return false;
  if (template.kind === 'a1c-analyzer') return row.result.a1c?.displayed !== row.truth.displayed;
  for (const line of template.lines) {
    if (line.role !== 'test' || !line.analyte) continue;
    const expected = row.truth.expected.find((e) => e.analyte === line.analyte)?.result;
    const given = row.result.results.find((r) => r.analyte === line.analyte)?.result;
    if (!expected || expected === given) continue;
    const drop = row.truth.lineDrops?.[line.name] ?? Number.POSITIVE_INFINITY;
    if (expected === 'POSITIVE' && given === 'NEGATIVE' && drop < 2 * TARGET_LOD) continue;
    return true;
  }
  return false;
}

export const pct = (count: number, total: number) =>
  total === 0 ? '-' : `${((100 * count) / total).toFixed(0)}% (${String(count)}/${String(total)})`;

/** The photos of one bin of a curve: refused (and why), read, and wrong among those read. */
export function binSummary(templates: Record<string, KitTemplate>, inBin: Row[]) {
  const read = inBin.filter((r) => r.result.status === 'read');
  const reasons = new Map<string, number>();
  for (const r of inBin)
    if (r.result.status === 'refused')
      for (const flag of r.result.refusal?.flags ?? []) reasons.set(flag, (reasons.get(flag) ?? 0) + 1);
  const wrong = read.filter((r) => {
    const template = templates[r.truth.templateId];
    return template ? wrongVerdict(template, r) : false;
  });
  return {
    read,
    refused: inBin.length - read.length,
    reasons: [...reasons].map(([k, v]) => `${k} ${String(v)}`).join(', ') || '-',
    wrong: wrong.length,
  };
}

/** Cassettes (both templates together) and the analyzer: each curve reports them apart. */
export const DEVICE_KINDS = [
  { name: 'cassettes', test: (t: KitTemplate) => t.kind === 'cassette' },
  { name: 'analyzer', test: (t: KitTemplate) => t.kind === 'a1c-analyzer' },
];

/**
 * Per fault kind, how refusals and wrong verdicts grow with the fault's size, from sweep photos (one fault
 * each, drawn from none to severe; their truth is the verdict). One table per device kind: cassettes
 * (both templates together) and the analyzer. A row is a bin of the fault's size.
 */
export function gateCurves(templates: Record<string, KitTemplate>, rows: Row[]): string[] {
  const sweeps = rows.filter((r) => !r.truth.shouldRefuse && r.truth.fault);
  if (sweeps.length === 0) return [];
  const out: string[] = [];
  for (const fault of EVAL_FAULTS) {
    const [from, to] = SWEEP_RANGES[fault];
    out.push(`#### Gate curve: ${fault} (${FAULT_UNITS[fault]})`, '');
    out.push(
      '| size | device | photos | refused | refused for | wrong verdicts among read | NEGATIVE/INVALID given |',
      '|---|---|---|---|---|---|---|',
    );
    for (let bin = 0; bin < BINS; bin++) {
      const low = from + ((to - from) * bin) / BINS;
      const high = from + ((to - from) * (bin + 1)) / BINS;
      for (const kind of DEVICE_KINDS) {
        const inBin = sweeps.filter((r) => {
          const template = templates[r.truth.templateId];
          const size = r.truth.faultSize ?? Number.NaN;
          return (
            template !== undefined &&
            kind.test(template) &&
            r.truth.fault === fault &&
            size >= low &&
            (bin === BINS - 1 ? size <= high : size < high)
          );
        });
        if (inBin.length === 0) continue;
        const { read, refused, reasons, wrong } = binSummary(templates, inBin);
        const unsupported = read.filter((r) =>
          r.result.results.some((x) => x.result === 'NEGATIVE' || x.result === 'INVALID'),
        );
        out.push(
          `| ${low.toFixed(2)}-${high.toFixed(2)} | ${kind.name} | ${String(inBin.length)} | ${pct(refused, inBin.length)} | ${reasons} | ${pct(wrong, read.length)} | ${kind.name === 'analyzer' ? '-' : pct(unsupported.length, read.length)} |`,
        );
      }
    }
    out.push('');
  }
  return out;
}
