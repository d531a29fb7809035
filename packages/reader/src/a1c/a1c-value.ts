import type { A1cReading } from '@portal/contract';

/** HbA1c % to IFCC mmol/mol, estimated average glucose and band (home monitoring, not a diagnosis). */
export function a1cValue(displayed: string, percent: number): Extract<A1cReading, { kind: 'value' }> {
  return {
    kind: 'value',
    displayed,
    percent: Math.round(percent * 10) / 10,
    mmolPerMol: Math.round(10.93 * percent - 23.5),
    estimatedAverageGlucoseMgDl: Math.round(28.7 * percent - 46.7),
    band: percent < 5.7 ? 'normal' : percent < 6.5 ? 'prediabetes-range' : 'diabetes-range',
  };
}
