import type { KitTemplate } from '@portal/contract';
import { a1cAnalyzerTemplate } from './a1c-analyzer';
import { covidAgTemplate } from './covid-ag';
import { covidFluComboTemplate } from './covid-flu-combo';

export { a1cAnalyzerTemplate, covidAgTemplate, covidFluComboTemplate };

/** The shipped kit templates, by id; the server seeds them into test profiles. */
export const templates: Readonly<Record<string, KitTemplate>> = {
  [covidAgTemplate.id]: covidAgTemplate,
  [covidFluComboTemplate.id]: covidFluComboTemplate,
  [a1cAnalyzerTemplate.id]: a1cAnalyzerTemplate,
};
