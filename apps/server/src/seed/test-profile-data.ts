import { templates } from '@portal/reader';

export interface SeedTestProfile {
  /** GTIN-14 of the kit, as its GS1 code carries it (GS1's documentation prefix 0950600013). */
  gtin: string;
  testName: string;
  manufactureName: string;
  included: string[];
  descriptionHtml: string;
  /** Illustrated steps shown before the timer; images are served by the web app. */
  instructions: { Title: string; ImageUrl: string }[];
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
    instructions: [
      { Title: 'Wash your hands and lay out the kit', ImageUrl: '/assets/kits/covid-ag/1-wash.svg' },
      { Title: 'Swab each nostril: 5 slow circles', ImageUrl: '/assets/kits/covid-ag/2-swab.svg' },
      { Title: 'Swirl the swab in the tube 10 times', ImageUrl: '/assets/kits/covid-ag/3-mix.svg' },
      { Title: 'Add 3 drops to the sample well', ImageUrl: '/assets/kits/covid-ag/4-drops.svg' },
    ],
    templateId: 'covid-ag',
  },
  {
    gtin: '09506000134369',
    testName: 'COVID-19 / Flu A / Flu B Antigen Combo Test',
    manufactureName: 'Demo Diagnostics',
    included: ['Test cassette', 'Nasal swab', 'Extraction tube with buffer', 'Instructions'],
    descriptionHtml:
      '<p>One swab, three results: SARS-CoV-2, influenza A and influenza B. Read after 15 minutes.</p>',
    instructions: [
      { Title: 'Wash your hands and lay out the kit', ImageUrl: '/assets/kits/covid-flu-combo/1-wash.svg' },
      { Title: 'Swab each nostril: 5 slow circles', ImageUrl: '/assets/kits/covid-flu-combo/2-swab.svg' },
      { Title: 'Swirl the swab in the tube 10 times', ImageUrl: '/assets/kits/covid-flu-combo/3-mix.svg' },
      { Title: 'Add 3 drops to the sample well', ImageUrl: '/assets/kits/covid-flu-combo/4-drops.svg' },
    ],
    templateId: 'covid-flu-combo',
  },
  {
    gtin: '09506000134376',
    testName: 'A1C Home Test',
    manufactureName: 'Demo Diagnostics',
    included: ['A1C analyzer', 'Test cartridge', 'Sample dilution pack', 'Lancets', 'Instructions'],
    descriptionHtml:
      '<p>Measures your HbA1c from a drop of blood in 5 minutes. It monitors; it does not diagnose.</p>',
    instructions: [
      { Title: 'Wash your hands and lay out the kit', ImageUrl: '/assets/kits/a1c-analyzer/1-wash.svg' },
      {
        Title: 'Prick your fingertip and collect a drop of blood',
        ImageUrl: '/assets/kits/a1c-analyzer/2-prick.svg',
      },
      { Title: 'Mix the blood in the dilution pack', ImageUrl: '/assets/kits/a1c-analyzer/3-shake.svg' },
      { Title: 'Insert the cartridge into the analyzer', ImageUrl: '/assets/kits/a1c-analyzer/4-insert.svg' },
    ],
    templateId: 'a1c-analyzer',
  },
];
