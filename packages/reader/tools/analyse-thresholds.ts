// Re-decides test lines from a bench dump under other thresholds: npx tsx tools/analyse-thresholds.ts /tmp/dump.jsonl
import { readFileSync } from 'node:fs';
import type { Row } from '../bench/report';
import { templates } from '../templates';

const rows = readFileSync(process.argv[2] ?? '/tmp/dump.jsonl', 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Row);
type Point = { template: string; drop: number; score: number; noise: number };
const points: Point[] = [];
for (const row of rows) {
  const template = templates[row.truth.templateId];
  if (!template || template.kind !== 'cassette' || row.result.status !== 'read' || row.truth.shouldRefuse) continue;
  const control = template.lines.find((line) => line.role === 'control');
  if ((row.truth.lineDrops[control?.name ?? ''] ?? 0) === 0) continue;
  for (const line of row.result.lines) {
    if (line.name === control?.name) continue;
    const score = -Math.log(1 - line.intensity);
    points.push({ template: template.id, drop: row.truth.lineDrops[line.name] ?? 0, score, noise: line.snr > 0 ? score / line.snr : 0.001 });
  }
}
const bins = [0.005, 0.0075, 0.01, 0.0125, 0.015, 0.02, 0.025, 0.03, 0.04, 1];
for (const minScore of [0.006, 0.008, 0.01, 0.012]) {
  for (const snr of [4.5, 6, 8]) {
    const detected = (p: Point) => p.score >= Math.max(minScore, snr * p.noise);
    const negatives = points.filter((p) => p.drop === 0);
    const fp = negatives.filter(detected);
    const rates = bins.slice(0, -1).map((from, i) => {
      const inBin = points.filter((p) => p.drop >= from && p.drop < (bins[i + 1] ?? 1));
      return `${(from * 100).toFixed(2)}:${inBin.length ? Math.round((100 * inBin.filter(detected).length) / inBin.length) : '-'}`;
    });
    console.log(`min ${minScore} snr ${snr}: FP ${fp.length}/${negatives.length} [${fp.map((p) => `${p.template.slice(6, 7)}${p.score.toFixed(4)}`).join(' ')}] detect% ${rates.join(' ')}`);
  }
}
