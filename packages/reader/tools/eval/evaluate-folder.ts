import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { KitTemplate } from '@portal/contract';
import type { Row } from '../../bench/report';
import { runChildren } from '../../bench/run-children';
import type { LiveFrameQuality } from '../../src/quality/live-frame-check';
import { LiveCheckSession } from '../../src/quality/live-session';
import { searchLiveFrame } from '../../src/quality/live-search';
import { readPhoto } from '../decode-image';
import { previewFrame } from './preview-frame';
import { parseTruthCsv, type PhotoTruth } from './truth-csv';

/**
 * The live check's verdict on the photo scaled into a 640 x 480 preview frame, as the camera page sees it
 * (told the photo's own size, as the page tells it the video's): a camera session's first frame, so the
 * first route and then, where it finds nothing, the full locator (LiveCheckSession).
 */
export async function liveQuality(bytes: Buffer, template: KitTemplate): Promise<LiveFrameQuality> {
  const { frame, capture } = await previewFrame(bytes);
  return new LiveCheckSession(template, searchLiveFrame).check(frame, capture, 0).quality;
}

/**
 * Reads one photo as the server does (decode included in the time) and pairs it with its truth and with
 * the live check's verdict on its preview (not timed).
 */
export async function evaluateTruth(folder: string, truth: PhotoTruth, template: KitTemplate): Promise<Row> {
  const bytes = readFileSync(join(folder, truth.file));
  const started = performance.now();
  const result = await readPhoto(bytes, template);
  const readMs = performance.now() - started;
  return { truth, result, readMs, liveReady: (await liveQuality(bytes, template)).ready };
}

/**
 * Every photo listed in `<folder>/truth.csv`: read in order in this process, or shared among `workers`
 * child processes (the rows then come back in the order they finish).
 */
export async function evaluateFolder(
  folder: string,
  templates: Record<string, KitTemplate>,
  onRow?: (row: Row, index: number, total: number) => void,
  workers = 1,
): Promise<Row[]> {
  const truths = parseTruthCsv(readFileSync(join(folder, 'truth.csv'), 'utf8'), templates);
  if (workers > 1)
    return runChildren<PhotoTruth, Row>(
      fileURLToPath(new URL('./evaluate-folder-chunk.ts', import.meta.url)),
      truths,
      workers,
      (mine) => ({ truths: mine, folder }),
    );
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
