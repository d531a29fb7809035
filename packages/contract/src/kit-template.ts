import { z } from 'zod';

/** SPEC.md section 3: kit code data, parsed from the kit's GS1 code. ExpirationDate is ISO YYYY-MM-DD. */
export const KitCodeData = z.object({
  GTIN: z.string().regex(/^\d{14}$/),
  ExpirationDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  Lot: z.string().nullable(),
  Serial: z.string().nullable(),
  /** Every other GS1 AI on the code, by AI. */
  Custom: z.record(z.string(), z.string()),
  FullGS1String: z.string(),
});
export type KitCodeData = z.infer<typeof KitCodeData>;

export const Analyte = z.enum(['SARS-CoV-2', 'Influenza A', 'Influenza B', 'HbA1c']);
export type Analyte = z.infer<typeof Analyte>;

/** SPEC.md section 3: result values of an inference. */
export const ResultValue = z.enum(['POSITIVE', 'NEGATIVE', 'INVALID', 'IN PROGRESS']);
export type ResultValue = z.infer<typeof ResultValue>;

// Template geometry is in millimetres on the device, origin at the body's top-left corner.
const Millimetres = z.number().nonnegative().max(500);
const HexColour = z.string().regex(/^#[0-9a-f]{6}$/i);
export const TemplateRect = z.object({
  x: Millimetres,
  y: Millimetres,
  width: Millimetres,
  height: Millimetres,
});
export type TemplateRect = z.infer<typeof TemplateRect>;

const TemplateBody = z.object({
  width: Millimetres,
  height: Millimetres,
  cornerRadius: Millimetres,
  colour: HexColour,
});

/** Printed or moulded marks (logo band, sample well, buttons) that make the device recognisable and its orientation unique. */
export const TemplateFeature = z.object({
  shape: z.enum(['rect', 'ellipse']),
  rect: TemplateRect,
  colour: HexColour,
});
export type TemplateFeature = z.infer<typeof TemplateFeature>;

const templateHeader = {
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().min(1),
  version: z.number().int().positive(),
  body: TemplateBody,
  features: z.array(TemplateFeature),
};

export const CassetteLine = z.object({
  name: z.string().min(1).max(3),
  /** Distance from the window's top edge to the line centre, along the flow axis (window height). */
  position: Millimetres,
  role: z.enum(['control', 'test']),
  analyte: Analyte.optional(),
  loinc: z.string().optional(),
});
export type CassetteLine = z.infer<typeof CassetteLine>;

export const CassetteTemplate = z
  .object({
    kind: z.literal('cassette'),
    ...templateHeader,
    window: z.object({ rect: TemplateRect, membraneColour: HexColour }),
    lineWidth: Millimetres,
    lines: z.array(CassetteLine).min(2),
    dye: z.object({
      colour: HexColour,
      /** The channel the dye absorbs most: lines are measured (and their drop defined) in it. */
      channel: z.enum(['r', 'g', 'b']),
      /** A second channel the dye absorbs, mixed into the measurement with this weight (log-weighted). */
      secondary: z
        .object({ channel: z.enum(['r', 'g', 'b']), weight: z.number().min(0).max(0.5) })
        .optional(),
    }),
    /** LOINC of the panel when the cassette reports several analytes. */
    panelLoinc: z.string().optional(),
  })
  .superRefine((template, context) => {
    const controls = template.lines.filter((line) => line.role === 'control');
    if (controls.length !== 1)
      context.addIssue({ code: 'custom', message: 'A cassette has exactly one control line' });
    for (const line of template.lines) {
      if (line.role === 'test' && !line.analyte)
        context.addIssue({ code: 'custom', message: `Test line ${line.name} names no analyte` });
      if (line.position > template.window.rect.height)
        context.addIssue({ code: 'custom', message: `Line ${line.name} lies outside the window` });
    }
    const { rect } = template.window;
    if (rect.x + rect.width > template.body.width || rect.y + rect.height > template.body.height) {
      context.addIssue({ code: 'custom', message: 'The result window lies outside the body' });
    }
  });
export type CassetteTemplate = z.infer<typeof CassetteTemplate>;

/** What the LCD can show: digits, E, r, minus and blank, one character per digit cell. */
const DisplayText = z.string().regex(/^[0-9Er\- ]+$/);

export const A1cAnalyzerTemplate = z
  .object({
    kind: z.literal('a1c-analyzer'),
    ...templateHeader,
    display: z.object({
      rect: TemplateRect,
      backgroundColour: HexColour,
      segmentColour: HexColour,
      /** Digit cells left to right; the decimal point sits before the last cell. */
      digitCells: z.array(TemplateRect).min(2),
      /** Segment stroke width as a fraction of the cell width. */
      segmentThickness: z.number().positive().max(0.4),
      decimalPoint: TemplateRect,
      percentSign: TemplateRect,
    }),
    errorCodes: z.array(z.object({ display: DisplayText, meaning: z.string() })),
    reportableRange: z.object({ min: z.number().positive(), max: z.number().positive() }),
    /** Displayed value to HbA1c %: percent = slope * displayed + offset (identity for NGSP-calibrated devices). */
    calibration: z.object({ slope: z.number().positive(), offset: z.number() }),
    loinc: z.object({ percent: z.string(), mmolPerMol: z.string() }),
  })
  .superRefine((template, context) => {
    if (template.reportableRange.min >= template.reportableRange.max) {
      context.addIssue({ code: 'custom', message: 'The reportable range is empty' });
    }
    for (const error of template.errorCodes) {
      if (error.display.length !== template.display.digitCells.length) {
        context.addIssue({
          code: 'custom',
          message: `Error code ${error.display} does not fill the digit cells`,
        });
      }
    }
  });
export type A1cAnalyzerTemplate = z.infer<typeof A1cAnalyzerTemplate>;

export const KitTemplate = z.discriminatedUnion('kind', [CassetteTemplate, A1cAnalyzerTemplate]);
export type KitTemplate = z.infer<typeof KitTemplate>;

export const QualityFlag = z.enum([
  'not-found',
  'too-small',
  'framing',
  'blur',
  'glare',
  'exposure',
  'tilt',
  'unverified-match',
  /** An A1C display with a segment neither clearly lit nor unlit, or characters outside its grammar. */
  'display-unclear',
]);
export type QualityFlag = z.infer<typeof QualityFlag>;

export const LineMeasurement = z.object({
  name: z.string(),
  /** Absorbance above the local baseline at the line (0 = absent); 0.01 is about a 2.3% brightness drop. */
  intensity: z.number(),
  /** Signal over the background's robust noise. */
  snr: z.number(),
  /** 0..1, how far the line is from the decision threshold. */
  confidence: z.number().min(0).max(1),
  detected: z.boolean(),
});
export type LineMeasurement = z.infer<typeof LineMeasurement>;

export const AnalyteReading = z.object({
  analyte: Analyte,
  loinc: z.string().optional(),
  result: z.enum(['POSITIVE', 'NEGATIVE', 'INVALID']),
});
export type AnalyteReading = z.infer<typeof AnalyteReading>;

export const A1cReading = z.union([
  z.object({
    kind: z.literal('value'),
    displayed: z.string(),
    percent: z.number(),
    mmolPerMol: z.number(),
    estimatedAverageGlucoseMgDl: z.number(),
    band: z.enum(['normal', 'prediabetes-range', 'diabetes-range']),
  }),
  z.object({ kind: z.literal('error'), displayed: z.string(), meaning: z.string() }),
]);
export type A1cReading = z.infer<typeof A1cReading>;

export const ReaderResult = z.object({
  algorithmVersion: z.string(),
  templateId: z.string(),
  status: z.enum(['read', 'refused']),
  /** Why the photo was refused, for the patient; null when read. */
  refusal: z.object({ flags: z.array(QualityFlag), message: z.string() }).nullable(),
  quality: z.object({ flags: z.array(QualityFlag), metrics: z.record(z.string(), z.number()) }),
  results: z.array(AnalyteReading),
  lines: z.array(LineMeasurement),
  a1c: A1cReading.nullable(),
});
export type ReaderResult = z.infer<typeof ReaderResult>;
