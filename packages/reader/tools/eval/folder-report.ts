import type { KitTemplate } from '@portal/contract';
import { gateCurves } from '../../bench/gate-curves';
import { liveAgreement } from '../../bench/live-agreement';
import { latencyLine, reportTemplate, sideBySide, type Row } from '../../bench/report';
import type { PhotoTruth } from './truth-csv';

/** The benchmark's report for photos with a truth.csv: by split side by side (if given), then per template. */
export function folderReport(templates: Record<string, KitTemplate>, allRows: Row[]): string[] {
  // Sweep photos (a fault drawn from none to severe, truth the verdict) make the gate curves, not the counts.
  const sweeps = allRows.filter((r) => !r.truth.shouldRefuse && r.truth.fault);
  const rows = allRows.filter((r) => !sweeps.includes(r));
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
  if (sweeps.length > 0)
    lines.push(
      `## Gate curves (${String(sweeps.length)} sweep photos)`,
      '',
      ...gateCurves(templates, sweeps),
    );
  const agreement = liveAgreement(allRows);
  if (agreement.length > 0)
    lines.push('## Live check vs full read (every photo, its 640 x 480 preview)', '', ...agreement, '');
  lines.push(
    latencyLine(
      'decode + read per photo (these photos, this machine)',
      allRows.map((r) => r.readMs),
    ),
  );
  return lines;
}
