import type {
  Analyte,
  HealthServiceKind,
  Inference,
  InferenceResult,
  KitTemplate,
  Language,
  QualityFlag,
  TestResult,
} from '@portal/contract';
import { QualityFlag as QualityFlagSchema } from '@portal/contract';
import { readerReason } from './reader-reason';
import type { AnalysisRow } from './test-analysis.repository';

/** SPEC.md section 8's internal messages of a failed analysis. */
export const FAILURE_MESSAGES = {
  rapidNotRecognised: 'We could not recognize this Rapid Test',
  a1cNotRecognised: 'We could not recognize this A1C Test',
  error: 'Error analyzing image',
} as const;

export const notRecognisedMessage = (kind: HealthServiceKind): string =>
  kind === 'a1c-test' ? FAILURE_MESSAGES.a1cNotRecognised : FAILURE_MESSAGES.rapidNotRecognised;

/** READER.md's LOINC codes per analyte (HbA1c in %), used when the template names none. */
export const ANALYTE_LOINC: Record<Analyte, string> = {
  'SARS-CoV-2': '97097-0',
  'Influenza A': '80382-5',
  'Influenza B': '80383-3',
  HbA1c: '4548-4',
};

/** The analytes a kit reports, with their LOINC codes, in the template's order. */
export function templateAnalytes(template: KitTemplate): { analyte: Analyte; loinc: string }[] {
  if (template.kind === 'a1c-analyzer') return [{ analyte: 'HbA1c', loinc: template.loinc.percent }];
  return template.lines.flatMap((line) =>
    line.role === 'test' && line.analyte
      ? [{ analyte: line.analyte, loinc: line.loinc ?? ANALYTE_LOINC[line.analyte] }]
      : [],
  );
}

/**
 * The results list: IN PROGRESS per analyte while the job runs; the verdicts of a read cassette; for an
 * analyzer, INVALID when it showed an error code (its value is in `A1c`, which ResultValue cannot hold);
 * nothing for a failed reading.
 */
function resultsOf(row: AnalysisRow): InferenceResult[] {
  if (row.status === 'in-progress') {
    return templateAnalytes(row.kit_template).map(({ analyte, loinc }) => ({
      Analyte: analyte,
      Result: 'IN PROGRESS',
      Loinc: loinc,
    }));
  }
  if (row.status === 'failed') return [];
  if (row.a1c?.kind === 'error') return [{ Analyte: 'HbA1c', Result: 'INVALID', Loinc: ANALYTE_LOINC.HbA1c }];
  return (row.results ?? []).map((r) => ({
    Analyte: r.analyte,
    Result: r.result,
    Loinc: r.loinc ?? ANALYTE_LOINC[r.analyte],
  }));
}

const flagsOf = (row: AnalysisRow): QualityFlag[] =>
  (row.refusal_flags ?? []).filter((f) => QualityFlagSchema.safeParse(f).success) as QualityFlag[];

function reasonOf(row: AnalysisRow, language: Language): string | null {
  if (row.status !== 'failed') return null;
  return readerReason(row.refusal_flags ?? [], row.refusal_message, language);
}

export function toInference(row: AnalysisRow, language: Language): Inference {
  return {
    ID: row.id,
    EncounterID: row.encounter_id,
    Status: row.status,
    Reason: reasonOf(row, language),
    Results: resultsOf(row),
    A1c: row.status === 'completed' ? row.a1c : null,
    Failure:
      row.status === 'failed'
        ? { Message: row.failure_message ?? FAILURE_MESSAGES.error, Flags: flagsOf(row) }
        : null,
  };
}

const iso = (d: Date | string) => new Date(d).toISOString();

export function toTestResult(row: AnalysisRow, language: Language): TestResult {
  return {
    ID: row.id,
    EncounterID: row.encounter_id,
    Kind: row.kind,
    Status: row.status,
    TestName: row.test_name,
    CustomTestName: row.custom_test_name,
    ManufactureName: row.manufacture_name,
    Results: resultsOf(row),
    A1c: row.status === 'completed' ? row.a1c : null,
    Reason: reasonOf(row, language),
    OrderDate: iso(row.order_date),
    Completed: row.completed_at ? iso(row.completed_at) : null,
    Proctored: false,
  };
}
