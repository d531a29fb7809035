import type { CassetteTemplate, LineMeasurement } from '@portal/contract';
import type { RectifiedRegion } from '../image/rectify';
import { THRESHOLDS } from '../reader-thresholds';
import { fitBaseline } from './baseline';
import { absorbanceProfile } from './line-profile';
import { bestLineScore } from './line-score';

const CONTROL_SEARCH_MM = 1.5;
const TEST_SEARCH_MM = 0.25;
const MASK_HALF_MM = 1.3;
const EDGE_EXCLUSION_MM = 0.5;

const CHANNEL_INDEX = { r: 0, g: 1, b: 2 } as const;

function confidence(score: number, threshold: number): number {
  return Math.max(0, Math.min(1, Math.abs(score - threshold) / threshold));
}

/** Measures every line of a rectified window: C first, then each test line at its fixed distance from C. */
export function readLines(template: CassetteTemplate, window: RectifiedRegion): { lines: LineMeasurement[]; controlFound: boolean } {
  const rowsPerMm = window.resolution;
  const profile = absorbanceProfile(window, CHANNEL_INDEX[template.dye.channel]);
  const control = template.lines.find((line) => line.role === 'control');
  if (!control) throw new Error('template without control line');
  const edgeRows = EDGE_EXCLUSION_MM * rowsPerMm;
  for (let row = 0; row < profile.length; row++) if (row < edgeRows || row >= profile.length - edgeRows) profile[row] = Number.NaN;

  // A rough control position on the raw profile sets where the line zones are masked for the baseline.
  const rough = bestLineScore(profile, Math.round(control.position * rowsPerMm), rowsPerMm, CONTROL_SEARCH_MM);
  const shift = rough.row - control.position * rowsPerMm;
  const zones = template.lines.map((line) => line.position * rowsPerMm + shift);
  const masked = (row: number) => zones.some((zone) => Math.abs(row - zone) < MASK_HALF_MM * rowsPerMm);
  const baseline = fitBaseline(profile, masked, rowsPerMm);
  const residual = profile.map((value, row) => value - (baseline[row] ?? 0));

  const differences: number[] = [];
  for (let row = 1; row < residual.length; row++) {
    if (masked(row) || masked(row - 1)) continue;
    const d = (residual[row] ?? Number.NaN) - (residual[row - 1] ?? Number.NaN);
    if (Number.isFinite(d)) differences.push(Math.abs(d));
  }
  differences.sort((a, b) => a - b);
  const rowNoise = (1.4826 * (differences[Math.floor(differences.length / 2)] ?? 0)) / Math.SQRT2;

  const controlScore = bestLineScore(residual, Math.round(control.position * rowsPerMm + shift), rowsPerMm, 0.4);
  const noiseOf = (coreRows: number, flankRows: number) =>
    THRESHOLDS.noiseInflation * rowNoise * Math.sqrt(1 / Math.max(coreRows, 1) + 1 / Math.max(flankRows, 1));
  const controlNoise = noiseOf(controlScore.coreRows, controlScore.flankRows);
  const controlFound = controlScore.score >= THRESHOLDS.controlMinScore;
  const lines: LineMeasurement[] = [
    {
      name: control.name,
      intensity: 1 - Math.exp(-Math.max(0, controlScore.score)),
      snr: controlNoise > 0 ? controlScore.score / controlNoise : 0,
      confidence: confidence(controlScore.score, THRESHOLDS.controlMinScore),
      detected: controlFound,
    },
  ];
  for (const line of template.lines) {
    if (line.role !== 'test') continue;
    const nominal = controlFound ? controlScore.row + (line.position - control.position) * rowsPerMm : line.position * rowsPerMm + shift;
    const measured = bestLineScore(residual, Math.round(nominal), rowsPerMm, TEST_SEARCH_MM);
    const noise = noiseOf(measured.coreRows, measured.flankRows);
    const snr = noise > 0 ? measured.score / noise : 0;
    const threshold = Math.max(THRESHOLDS.testMinScore, THRESHOLDS.testMinSnr * noise);
    lines.push({
      name: line.name,
      intensity: 1 - Math.exp(-Math.max(0, measured.score)),
      snr,
      confidence: confidence(measured.score, threshold),
      detected: Number.isFinite(measured.score) && measured.score >= threshold,
    });
  }
  return { lines, controlFound };
}
