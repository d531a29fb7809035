import type { KitTemplate } from '@portal/contract';
import { latencyLine, reportTemplate, sideBySide, type Row } from '../../bench/report';
import type { PhotoTruth } from './truth-csv';

/** The benchmark's report for photos with a truth.csv: by split side by side (if given), then per template. */
export function folderReport(templates: Record<string, KitTemplate>, rows: Row[]): string[] {
  const used = Object.values(templates).filter((t) => rows.some((r) => r.truth.templateId === t.id));
  const splits = [...new Set(rows.map((r) => (r.truth as PhotoTruth).split ?? ''))].filter(Boolean);
  const lines: string[] = [];
  if (splits.length > 0) {
    lines.push(
      ...sideBySide(
        used,
        splits.map((split) => ({
          name: split,
          rows: rows.filter((r) => (r.truth as PhotoTruth).split === split),
        })),
      ),
      '',
    );
  }
  for (const split of splits.length > 0 ? splits : ['']) {
    const inSplit = split ? rows.filter((r) => (r.truth as PhotoTruth).split === split) : rows;
    if (split) lines.push(`## Split: ${split}`, '');
    for (const template of used) {
      lines.push(
        ...reportTemplate(
          template,
          inSplit.filter((r) => r.truth.templateId === template.id),
        ),
        '',
      );
    }
  }
  lines.push(
    latencyLine(
      'decode + read per photo (these photos, this machine)',
      rows.map((r) => r.readMs),
    ),
  );
  return lines;
}
