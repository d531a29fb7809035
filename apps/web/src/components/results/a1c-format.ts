import { localeFor } from '../../lib/dates';

/** The A1C percentage with exactly one decimal, in the UI language's notation (6.1, 6,1). */
export function formatA1cPercent(percent: number, language: string | undefined): string {
  return new Intl.NumberFormat(localeFor(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(percent);
}

/** Whole numbers (mmol/mol, mg/dL). */
export function formatWhole(value: number, language: string | undefined): string {
  return new Intl.NumberFormat(localeFor(language), { maximumFractionDigits: 0 }).format(value);
}
