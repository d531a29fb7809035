import type { KitTemplate } from '@portal/contract';

export type ExpectedVerdict = 'POSITIVE' | 'NEGATIVE' | 'INVALID';

/** What a photo should give, as `truth.csv` states it (see the package README for the format). */
export type PhotoTruth = {
  file: string;
  templateId: string;
  shouldRefuse: boolean;
  /** Expected result per analyte of a cassette (empty when not known, e.g. a fault photo). */
  expected: { analyte: string; result: ExpectedVerdict }[];
  /** The value or error code an analyzer shows ("6.8", "E-2"), null when not an analyzer. */
  displayed: string | null;
  /** Brightness drop per line name, when known (rendered sets): gives the limit of detection. */
  lineDrops?: Record<string, number>;
  pixelsPerMm?: number;
  /** The fault a should-refuse photo was taken with, and its size in that fault's unit. */
  fault?: string;
  faultSize?: number;
  split?: string;
};

export const TRUTH_COLUMNS = [
  'file',
  'template',
  'should_refuse',
  'expected',
  'line_drops',
  'fault',
  'fault_size',
  'split',
  'pixels_per_mm',
] as const;

const VERDICTS = new Set<string>(['POSITIVE', 'NEGATIVE', 'INVALID']);

function parsePairs(text: string): [string, string][] {
  return text
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.lastIndexOf('=');
      if (at <= 0) throw new Error(`"${pair}" is not name=value`);
      return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
    });
}

/** Parses truth.csv; a line or analyte key may be the line's name (T) or its analyte (SARS-CoV-2). */
export function parseTruthCsv(text: string, templates: Record<string, KitTemplate>): PhotoTruth[] {
  const rows = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const header = (rows.shift() ?? '').split(',').map((name) => name.trim());
  for (const required of ['file', 'template', 'should_refuse', 'expected'])
    if (!header.includes(required)) throw new Error(`truth.csv: the header has no "${required}" column`);
  return rows.map((row, index) => {
    const cells = row.split(',');
    const cell = (name: string) => (cells[header.indexOf(name)] ?? '').trim();
    const where = `truth.csv line ${String(index + 2)}`;
    const template = templates[cell('template')];
    if (!template) throw new Error(`${where}: unknown template "${cell('template')}"`);
    const shouldRefuse = /^(true|yes|1)$/i.test(cell('should_refuse'));
    const truth: PhotoTruth = {
      file: cell('file'),
      templateId: template.id,
      shouldRefuse,
      expected: [],
      displayed: null,
    };
    if (template.kind === 'a1c-analyzer') truth.displayed = cell('expected') || null;
    else
      for (const [key, value] of parsePairs(cell('expected'))) {
        const line = template.lines.find((l) => l.name === key || l.analyte === key);
        if (!line?.analyte) throw new Error(`${where}: "${key}" is not a test line of ${template.id}`);
        if (!VERDICTS.has(value))
          throw new Error(`${where}: "${value}" is not POSITIVE, NEGATIVE or INVALID`);
        truth.expected.push({ analyte: line.analyte, result: value as ExpectedVerdict });
      }
    if (cell('line_drops'))
      truth.lineDrops = Object.fromEntries(parsePairs(cell('line_drops')).map(([k, v]) => [k, Number(v)]));
    if (cell('fault')) truth.fault = cell('fault');
    if (cell('fault_size')) truth.faultSize = Number(cell('fault_size'));
    if (cell('split')) truth.split = cell('split');
    if (cell('pixels_per_mm')) truth.pixelsPerMm = Number(cell('pixels_per_mm'));
    return truth;
  });
}

export function formatTruthCsv(truths: PhotoTruth[]): string {
  const rows = truths.map((t) =>
    [
      t.file,
      t.templateId,
      String(t.shouldRefuse),
      t.displayed ?? t.expected.map((e) => `${e.analyte}=${e.result}`).join(';'),
      Object.entries(t.lineDrops ?? {})
        .map(([name, drop]) => `${name}=${drop.toFixed(5)}`)
        .join(';'),
      t.fault ?? '',
      t.faultSize === undefined ? '' : t.faultSize.toFixed(3),
      t.split ?? '',
      t.pixelsPerMm === undefined ? '' : t.pixelsPerMm.toFixed(2),
    ].join(','),
  );
  return [TRUTH_COLUMNS.join(','), ...rows].join('\n') + '\n';
}
