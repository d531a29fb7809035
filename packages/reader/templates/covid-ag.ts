import type { CassetteTemplate } from '@portal/contract';

/** A single-analyte SARS-CoV-2 antigen cassette with a red-purple gold-conjugate line pair. */
export const covidAgTemplate: CassetteTemplate = {
  kind: 'cassette',
  id: 'covid-ag',
  name: 'COVID-19 Antigen Rapid Test',
  version: 1,
  body: { width: 22, height: 72, cornerRadius: 3, colour: '#f3f3f0' },
  features: [
    { shape: 'rect', rect: { x: 3, y: 5, width: 16, height: 8 }, colour: '#2a6fb0' },
    { shape: 'ellipse', rect: { x: 7, y: 52, width: 8, height: 8 }, colour: '#8c8c88' },
  ],
  window: { rect: { x: 7, y: 22, width: 8, height: 20 }, membraneColour: '#f7f5ef' },
  lineWidth: 1,
  lines: [
    { name: 'C', position: 5, role: 'control' },
    { name: 'T', position: 12, role: 'test', analyte: 'SARS-CoV-2', loinc: '97097-0' },
  ],
  dye: { colour: '#b02a6a', channel: 'g' },
};
