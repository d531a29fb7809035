import type { KitTemplate, ReaderResult } from '@portal/contract';
import { probitLimitOfDetection, type ProbitLod } from './probit-lod';
import { percent, proportion, quantileOf } from './statistics';

/**
 * What the report needs to know of a photo: the main renderer's `SceneTruth` and a truth.csv row
 * (`PhotoTruth`) both fit. Line drops are optional: without them there is no limit of detection.
 */
export type ReportTruth = {
  seed?: number;
  file?: string;
  templateId: string;
  category?: string;
  fault?: string;
  /** The fault's size in its own unit (sweeps and fault photos of a rendered set). */
  faultSize?: number;
  split?: string;
  shouldRefuse: boolean;
  expected: { analyte: string; result: 'POSITIVE' | 'NEGATIVE' | 'INVALID' }[];
  displayed: string | null;
  lineDrops?: Record<string, number>;
  pixelsPerMm?: number;
};

export type Row = {
  truth: ReportTruth;
  result: ReaderResult;
  readMs: number;
  /** The live check's verdict on the photo's 640 x 480 preview, when measured. */
  liveReady?: boolean;
};

const labelOf = (truth: ReportTruth) => truth.file ?? `seed ${String(truth.seed ?? '?')}`;
const faultOf = (truth: ReportTruth) => truth.fault ?? truth.category ?? 'should-refuse';
const controlAbsent = (truth: ReportTruth) =>
  truth.expected.length > 0 && truth.expected.every((e) => e.result === 'INVALID');

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

/** A probit LoD95 and its interval, as the report prints it. */
const probitText = ({ lod, low, high }: ProbitLod) =>
  Number.isFinite(lod) ? `${percent(lod, 2)} (${percent(low, 2)}-${percent(high, 2)})` : 'n/a';

/** The figures the issue's targets are stated in, for one template and one set of photos. */
export type TemplateSummary = {
  good: number;
  goodRefused: number;
  wrongOnGood: number;
  faultPhotos: number;
  faultVerdicts: number;
  /** NEGATIVE or INVALID (or an A1C value) given on a photo that should have been refused. */
  faultUnsupported: number;
  lod: number;
  /** The same by probit regression over every line, with its 95% interval (probitLimitOfDetection). */
  probitLod: ProbitLod;
  a1cExact: number;
  a1cWrong: number;
};

export function summarise(template: KitTemplate, rows: Row[]): TemplateSummary {
  const good = rows.filter((r) => !r.truth.shouldRefuse);
  const bad = rows.filter((r) => r.truth.shouldRefuse);
  const read = good.filter((r) => r.result.status === 'read');
  const faultRead = bad.filter((r) => r.result.status === 'read');
  const summary: TemplateSummary = {
    good: good.length,
    goodRefused: good.length - read.length,
    wrongOnGood: 0,
    faultPhotos: bad.length,
    faultVerdicts: faultRead.length,
    faultUnsupported: 0,
    lod: Number.NaN,
    probitLod: { lod: Number.NaN, low: Number.NaN, high: Number.NaN },
    a1cExact: 0,
    a1cWrong: 0,
  };
  if (template.kind === 'a1c-analyzer') {
    summary.a1cExact = read.filter((r) => r.result.a1c?.displayed === r.truth.displayed).length;
    summary.a1cWrong = read.length - summary.a1cExact;
    summary.wrongOnGood = summary.a1cWrong;
    summary.faultUnsupported = faultRead.length;
    return summary;
  }
  summary.faultUnsupported = faultRead.filter((r) =>
    r.result.results.some((x) => x.result === 'NEGATIVE' || x.result === 'INVALID'),
  ).length;
  const { lod, wrong, points } = cassetteVerdicts(template, read);
  summary.lod = lod;
  summary.probitLod = probitLimitOfDetection(points);
  summary.wrongOnGood = wrong;
  return summary;
}

type Point = { drop: number; detected: boolean; pixelsPerMm: number };

/** Line detections and wrong verdicts of read cassette photos (misses count only at >= 2x the LoD). */
function cassetteVerdicts(
  template: KitTemplate,
  read: Row[],
): {
  lod: number;
  wrong: number;
  points: Point[];
  perAnalyte: {
    name: string;
    analyte: string;
    positives: Point[];
    negatives: boolean[];
    /** Positives whose line drop the truth does not give (real photos): no LoD, every miss counts. */
    unknownDrop: { found: number; missed: number };
  }[];
  falsePositives: string[];
  invalidCalled: number;
  controlAbsentCount: number;
  falseInvalid: number;
  controlPresentCount: number;
} {
  const present = read.filter((r) => !controlAbsent(r.truth));
  const absent = read.filter((r) => controlAbsent(r.truth));
  const invalidCalled = absent.filter((r) => r.result.results.every((x) => x.result === 'INVALID')).length;
  const falseInvalid = present.filter((r) => r.result.results.some((x) => x.result === 'INVALID')).length;
  const points: Point[] = [];
  const falsePositives: string[] = [];
  const perAnalyte = [];
  if (template.kind === 'cassette')
    for (const line of template.lines) {
      if (line.role !== 'test' || !line.analyte) continue;
      const positives: Point[] = [];
      const negatives: boolean[] = [];
      const unknownDrop = { found: 0, missed: 0 };
      for (const r of present) {
        const expected = r.truth.expected.find((e) => e.analyte === line.analyte)?.result;
        if (!expected) continue;
        const verdict = r.result.results.find((x) => x.analyte === line.analyte)?.result;
        const drop = r.truth.lineDrops?.[line.name];
        if (expected === 'POSITIVE') {
          if (drop === undefined) {
            if (verdict === 'POSITIVE') unknownDrop.found++;
            else unknownDrop.missed++;
          } else
            positives.push({ drop, detected: verdict === 'POSITIVE', pixelsPerMm: r.truth.pixelsPerMm ?? 0 });
        } else {
          negatives.push(verdict === 'NEGATIVE');
          if (verdict !== 'NEGATIVE') falsePositives.push(`${labelOf(r.truth)} line ${line.name}`);
        }
      }
      points.push(...positives);
      perAnalyte.push({ name: line.name, analyte: line.analyte, positives, negatives, unknownDrop });
    }
  const { lod } = limitOfDetection(points);
  let wrong = falseInvalid + (absent.length - invalidCalled);
  for (const { positives, negatives, unknownDrop } of perAnalyte)
    wrong +=
      positives.filter((p) => p.drop >= 2 * lod && !p.detected).length +
      negatives.filter((ok) => !ok).length +
      unknownDrop.missed;
  return {
    lod,
    wrong,
    points,
    perAnalyte,
    falsePositives,
    invalidCalled,
    controlAbsentCount: absent.length,
    falseInvalid,
    controlPresentCount: present.length,
  };
}

/** Where a verdict differs from the photo's truth: each line that does, or the A1C value read. */
function differencesFromTruth(template: KitTemplate, r: Row): string[] {
  if (template.kind === 'a1c-analyzer')
    return r.result.a1c?.displayed === r.truth.displayed
      ? []
      : [`read ${r.result.a1c?.displayed ?? '-'} for ${r.truth.displayed ?? '-'}`];
  const differences: string[] = [];
  for (const line of template.lines) {
    if (line.role !== 'test' || !line.analyte) continue;
    const expected = r.truth.expected.find((e) => e.analyte === line.analyte)?.result;
    const given = r.result.results.find((x) => x.analyte === line.analyte)?.result;
    if (!expected || expected === given) continue;
    const drop = r.truth.lineDrops?.[line.name];
    differences.push(
      `${line.name} ${given ?? '-'} for ${expected}${drop ? ` (drop ${percent(drop, 1)})` : ''}`,
    );
  }
  return differences;
}

/**
 * How the verdicts (or A1C values) given on should-refuse photos stand against the photos' truth: the
 * count that equal it, and each that does not (a missed line with its drop). The count above stays the
 * measure: such a photo's verdict is not to be trusted even where it happens to be right.
 */
function againstTruth(template: KitTemplate, rows: Row[]): string {
  const differing = rows
    .map((r) => ({ r, differences: differencesFromTruth(template, r) }))
    .filter(({ differences }) => differences.length > 0);
  const listed = differing
    .slice(0, 10)
    .map(({ r, differences }) => `${labelOf(r.truth)}: ${differences.join(', ')}`);
  const not = listed.length > 0 ? `; not: ${listed.join('; ')}` : '';
  return `  - against the photos' truth: ${String(rows.length - differing.length)}/${String(rows.length)} as the truth has them${not}`;
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
    const entry = byCategory.get(faultOf(r.truth)) ?? { n: 0, read: 0 };
    entry.n++;
    if (r.result.status === 'read') entry.read++;
    byCategory.set(faultOf(r.truth), entry);
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
        `  - ${labelOf(w.truth)}: shows ${w.truth.displayed ?? '-'}, read ${w.result.a1c?.displayed ?? '-'}`,
      );
    out.push(
      `- Should-refuse photos given a value (which such a photo cannot carry): ${proportion(verdicts.length, bad.length)}`,
    );
    if (verdicts.length > 0) out.push(againstTruth(template, verdicts));
  } else {
    const unsupported = bad.filter(
      (r) =>
        r.result.status === 'read' &&
        r.result.results.some((x) => x.result === 'NEGATIVE' || x.result === 'INVALID'),
    );
    out.push(
      `- Should-refuse photos given a NEGATIVE or INVALID (which such a photo cannot carry): ${proportion(unsupported.length, bad.length)}`,
    );
    if (unsupported.length > 0) out.push(againstTruth(template, unsupported));
    const verdicts = cassetteVerdicts(template, read);
    out.push(
      `- Invalid (no control line) detected: ${proportion(verdicts.invalidCalled, verdicts.controlAbsentCount)}`,
    );
    out.push(
      `- Control present but called INVALID: ${proportion(verdicts.falseInvalid, verdicts.controlPresentCount)}`,
    );
    const { lod, table } = limitOfDetection(verdicts.points);
    out.push(`- LoD95 (brightness drop at the line detected in >= 95%, all test lines): ${percent(lod, 2)}`);
    out.push(
      `  - by probit regression (detection against ln drop, every line): ${probitText(probitLimitOfDetection(verdicts.points))}`,
    );
    if (verdicts.points.length > 0) {
      out.push(`  - detection by drop: ${table}`);
      const coarse = verdicts.points.filter((p) => p.pixelsPerMm < RESOLUTION_SPLIT);
      const fine = verdicts.points.filter((p) => p.pixelsPerMm >= RESOLUTION_SPLIT);
      out.push(
        `  - by resolution: under ${String(RESOLUTION_SPLIT)} px/mm ${percent(limitOfDetection(coarse).lod, 2)} (${String(coarse.length)} lines), from ${String(RESOLUTION_SPLIT)} px/mm ${percent(limitOfDetection(fine).lod, 2)} (${String(fine.length)} lines)`,
      );
    }
    for (const { name, analyte, positives, negatives, unknownDrop } of verdicts.perAnalyte) {
      const strong = positives.filter((p) => p.drop >= 2 * lod);
      const found = positives.filter((p) => p.detected).length + unknownDrop.found;
      const positiveCount = positives.length + unknownDrop.found + unknownDrop.missed;
      out.push(
        `- ${analyte} (line ${name}): specificity ${proportion(negatives.filter(Boolean).length, negatives.length)}; sensitivity all positives ${proportion(found, positiveCount)}; at >= 2x LoD ${proportion(strong.filter((p) => p.detected).length, strong.length)}`,
      );
    }
    if (verdicts.falsePositives.length > 0)
      out.push(`  - false positives: ${verdicts.falsePositives.slice(0, 10).join(', ')}`);
    out.push(
      `- Wrong verdicts on good photos (false positives, or misses of lines >= 2x LoD, or wrong INVALID): ${String(verdicts.wrong)} of ${String(read.length)} read photos`,
    );
  }
  return out;
}

export function latencyLine(label: string, values: number[]): string {
  return `- ${label}: median ${quantileOf(values, 0.5).toFixed(1)} ms, p95 ${quantileOf(values, 0.95).toFixed(1)} ms (n=${values.length})`;
}

const share = (count: number, total: number) =>
  total === 0 ? 'n/a' : `${String(count)}/${String(total)} (${percent(count / total)})`;

/** One table: the issue's figures per template (rows) for each set of photos (columns), side by side. */
export function sideBySide(templateList: KitTemplate[], columns: { name: string; rows: Row[] }[]): string[] {
  const out = [
    `| template | measure | ${columns.map((c) => c.name).join(' | ')} |`,
    `|---|---|${columns.map(() => '---').join('|')}|`,
  ];
  for (const template of templateList) {
    const summaries = columns.map((c) =>
      summarise(
        template,
        c.rows.filter((r) => r.truth.templateId === template.id),
      ),
    );
    const row = (measure: string, cell: (s: TemplateSummary) => string) =>
      out.push(`| ${template.id} | ${measure} | ${summaries.map(cell).join(' | ')} |`);
    row('good photos refused', (s) => share(s.goodRefused, s.good));
    row('wrong verdicts on good photos read', (s) => share(s.wrongOnGood, s.good - s.goodRefused));
    if (template.kind === 'a1c-analyzer') {
      row('A1C exact value', (s) => share(s.a1cExact, s.good));
      row('fault photos given a value', (s) => share(s.faultUnsupported, s.faultPhotos));
    } else {
      row('LoD95 (line drop)', (s) => percent(s.lod, 2));
      row('LoD95 by probit fit (95% CI)', (s) => probitText(s.probitLod));
      row('fault photos given a verdict', (s) => share(s.faultVerdicts, s.faultPhotos));
      row('fault photos given NEGATIVE/INVALID', (s) => share(s.faultUnsupported, s.faultPhotos));
    }
  }
  return out;
}
