import { templates } from '@portal/reader';

export interface SeedTestProfile {
  /** GTIN-14 of the kit, as its GS1 code carries it (GS1's documentation prefix 0950600013). */
  gtin: string;
  testName: string;
  manufactureName: string;
  included: string[];
  descriptionHtml: string;
  /** Reader template id in `@portal/reader`'s templates. */
  templateId: keyof typeof templates;
}

/** The kits every demo tenant offers; each carries the reader template of its cassette or analyzer. */
export const SEED_TEST_PROFILES: SeedTestProfile[] = [
  {
    gtin: '09506000134352',
    testName: 'COVID-19 Antigen Rapid Test',
    manufactureName: 'Demo Diagnostics',
    included: ['Test cassette', 'Nasal swab', 'Extraction tube with buffer', 'Instructions'],
    descriptionHtml: '<p>A rapid antigen test for SARS-CoV-2 from a nasal swab. Read after 15 minutes.</p>',
    templateId: 'covid-ag',
  },
  {
    gtin: '09506000134369',
    testName: 'COVID-19 / Flu A / Flu B Antigen Combo Test',
    manufactureName: 'Demo Diagnostics',
    included: ['Test cassette', 'Nasal swab', 'Extraction tube with buffer', 'Instructions'],
    descriptionHtml:
      '<p>One swab, three results: SARS-CoV-2, influenza A and influenza B. Read after 15 minutes.</p>',
    templateId: 'covid-flu-combo',
  },
  {
    gtin: '09506000134376',
    testName: 'A1C Home Test',
    manufactureName: 'Demo Diagnostics',
    included: ['A1C analyzer', 'Test cartridge', 'Sample dilution pack', 'Lancets', 'Instructions'],
    descriptionHtml:
      '<p>Measures your HbA1c from a drop of blood in 5 minutes. It monitors; it does not diagnose.</p>',
    templateId: 'a1c-analyzer',
  },
];
