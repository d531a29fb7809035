import type { A1cAnalyzerTemplate } from '@portal/contract';

/** An A1CNow-type home analyzer: three seven-segment digits, a decimal point before the last, and a % sign. */
export const a1cAnalyzerTemplate: A1cAnalyzerTemplate = {
  kind: 'a1c-analyzer',
  id: 'a1c-analyzer',
  name: 'A1C Home Analyzer',
  version: 1,
  body: { width: 56, height: 96, cornerRadius: 8, colour: '#e9ecef' },
  features: [
    { shape: 'ellipse', rect: { x: 21, y: 44, width: 14, height: 14 }, colour: '#5a6068' },
    { shape: 'rect', rect: { x: 16, y: 78, width: 24, height: 6 }, colour: '#33373c' },
    { shape: 'rect', rect: { x: 6, y: 64, width: 44, height: 6 }, colour: '#2d7a5f' },
  ],
  display: {
    rect: { x: 8, y: 10, width: 40, height: 24 },
    backgroundColour: '#b9c6b2',
    segmentColour: '#1c221e',
    digitCells: [
      { x: 11, y: 14, width: 8, height: 15 },
      { x: 21, y: 14, width: 8, height: 15 },
      { x: 32, y: 14, width: 8, height: 15 },
    ],
    segmentThickness: 0.17,
    decimalPoint: { x: 29.6, y: 27.3, width: 1.7, height: 1.7 },
    percentSign: { x: 41.5, y: 14, width: 4.5, height: 7 },
  },
  errorCodes: [
    { display: 'E-1', meaning: 'Not enough blood in the sample' },
    { display: 'E-2', meaning: 'The test cartridge was used or damaged' },
    { display: 'E-3', meaning: 'Temperature outside the operating range' },
    { display: 'E-4', meaning: 'Internal analyzer error: repeat with a new kit' },
  ],
  reportableRange: { min: 4, max: 13 },
  calibration: { slope: 1, offset: 0 },
  loinc: { percent: '4548-4', mmolPerMol: '59261-8' },
};
