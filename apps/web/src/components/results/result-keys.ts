import type { A1cReading, Analyte, ResultValue } from '@portal/contract';

/** Translation key (under testResults.analyte) of each analyte. */
export const ANALYTE_KEY: Record<Analyte, string> = {
  'SARS-CoV-2': 'sarsCov2',
  'Influenza A': 'influenzaA',
  'Influenza B': 'influenzaB',
  HbA1c: 'hba1c',
};

/** Translation key (under testResults.value, .meaning and .next) of each result value. */
export const VALUE_KEY: Record<ResultValue, string> = {
  POSITIVE: 'positive',
  NEGATIVE: 'negative',
  INVALID: 'invalid',
  'IN PROGRESS': 'inProgress',
};

type A1cBand = Extract<A1cReading, { kind: 'value' }>['band'];

/** Translation key (under testResults.a1c.band) of each A1C band. */
export const BAND_KEY: Record<A1cBand, string> = {
  normal: 'normal',
  'prediabetes-range': 'prediabetes',
  'diabetes-range': 'diabetes',
};
