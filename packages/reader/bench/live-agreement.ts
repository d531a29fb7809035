import type { Row } from './report';

const pct = (count: number, total: number) =>
  total === 0 ? 'n/a' : `${((100 * count) / total).toFixed(1)}% (${String(count)}/${String(total)})`;

/**
 * The camera page's live check against the full read of the same photo (its 640 x 480 preview): how
 * often a frame the live check passes is then refused (goal < 2%), and how often the live check holds
 * back a photo the full reader reads. Per template and split, over every photo that has a live verdict.
 */
export function liveAgreement(rows: Row[]): string[] {
  const withLive = rows.filter((r) => r.liveReady !== undefined);
  if (withLive.length === 0) return [];
  const groups = new Map<string, Row[]>();
  for (const r of withLive) {
    const key = `${r.truth.templateId} | ${r.truth.split ?? '-'}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const out = [
    '| template | split | live passes, full refuses | full reads, live holds back | live passes, full refuses (good photos only) |',
    '|---|---|---|---|---|',
  ];
  for (const [key, group] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const passed = group.filter((r) => r.liveReady);
    const readRows = group.filter((r) => r.result.status === 'read');
    const goodPassed = passed.filter((r) => !r.truth.shouldRefuse && !r.truth.fault);
    out.push(
      `| ${key} | ${pct(passed.filter((r) => r.result.status === 'refused').length, passed.length)} | ${pct(readRows.filter((r) => !r.liveReady).length, readRows.length)} | ${pct(goodPassed.filter((r) => r.result.status === 'refused').length, goodPassed.length)} |`,
    );
  }
  return out;
}
