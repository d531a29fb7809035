import type { CassetteTemplate } from '@portal/contract';

/** A SARS-CoV-2 / influenza A / influenza B antigen cassette with blue latex lines in one window. */
export const covidFluComboTemplate: CassetteTemplate = {
  kind: 'cassette',
  id: 'covid-flu-combo',
  name: 'COVID-19 / Flu A / Flu B Antigen Combo Test',
  version: 1,
  body: { width: 26, height: 80, cornerRadius: 3.5, colour: '#f1f2f4' },
  features: [
    { shape: 'rect', rect: { x: 4, y: 5, width: 18, height: 9 }, colour: '#c03a2a' },
    { shape: 'ellipse', rect: { x: 8.5, y: 60, width: 9, height: 9 }, colour: '#86888c' },
  ],
  window: { rect: { x: 8.5, y: 20, width: 9, height: 30 }, membraneColour: '#f6f5f0' },
  lineWidth: 1,
  lines: [
    { name: 'C', position: 4, role: 'control' },
    { name: 'A', position: 11, role: 'test', analyte: 'Influenza A', loinc: '80382-5' },
    { name: 'B', position: 18, role: 'test', analyte: 'Influenza B', loinc: '80383-3' },
    { name: 'S', position: 25, role: 'test', analyte: 'SARS-CoV-2', loinc: '97097-0' },
  ],
  // Blue latex also absorbs green (0.65 of red): mixing it in raised the bench's detection of 1-3% lines
  // from 83 to 92 of 98 (green is mostly JPEG luma, red carries the coarser chroma); gold dye gains nothing from blue.
  dye: { colour: '#2a4fc0', channel: 'r', secondary: { channel: 'g', weight: 0.4 } },
  panelLoinc: '95942-9',
};
