import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { KitTemplate } from '@portal/contract';
import type { Row } from '../../bench/report';
import { readPhoto } from '../decode-image';
import { parseTruthCsv, type PhotoTruth } from './truth-csv';

/** Reads one photo as the server does (decode included in the time) and pairs it with its truth. */
export async function evaluateTruth(folder: string, truth: PhotoTruth, template: KitTemplate): Promise<Row> {
  const bytes = readFileSync(join(folder, truth.file));
  const started = performance.now();
  const result = await readPhoto(bytes, template);
  return { truth, result, readMs: performance.now() - started };
}

/** Every photo listed in `<folder>/truth.csv`, read in order. */
export async function evaluateFolder(
  folder: string,
  templates: Record<string, KitTemplate>,
  onRow?: (row: Row, index: number, total: number) => void,
): Promise<Row[]> {
  const truths = parseTruthCsv(readFileSync(join(folder, 'truth.csv'), 'utf8'), templates);
  const rows: Row[] = [];
  for (const truth of truths) {
    const template = templates[truth.templateId];
    if (!template) continue;
    const row = await evaluateTruth(folder, truth, template);
    rows.push(row);
    onRow?.(row, rows.length, truths.length);
  }
  return rows;
}
