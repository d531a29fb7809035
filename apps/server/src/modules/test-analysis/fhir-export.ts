import { createHash } from 'node:crypto';
import type { A1cReading, Analyte } from '@portal/contract';
import { ANALYTE_LOINC } from './inference';
import type { AnalysisRow } from './test-analysis.repository';

const LOINC = 'http://loinc.org';
const UCUM = 'http://unitsofmeasure.org';

/** READER.md's LOINC answers for a rapid test's verdict. */
const ANSWERS = {
  POSITIVE: { code: 'LA6576-8', display: 'Positive' },
  NEGATIVE: { code: 'LA6577-6', display: 'Negative' },
  INVALID: { code: 'LA15841-2', display: 'Invalid' },
} as const;

const ANALYTE_DISPLAY: Record<Analyte, string> = {
  'SARS-CoV-2': 'SARS-CoV-2 (COVID-19) Ag [Presence] in Respiratory system specimen by Rapid immunoassay',
  'Influenza A': 'Influenza virus A Ag [Presence] in Specimen by Rapid immunoassay',
  'Influenza B': 'Influenza virus B Ag [Presence] in Specimen by Rapid immunoassay',
  HbA1c: 'Hemoglobin A1c/Hemoglobin.total in Blood',
};
const PANEL_DISPLAY = 'Influenza virus A and B and SARS-CoV-2 (COVID-19) Ag panel';
const MMOL_LOINC = '59261-8';
const MMOL_DISPLAY = 'Hemoglobin A1c/Hemoglobin.total in Blood by IFCC protocol';

type Resource = Record<string, unknown> & { resourceType: string; id: string };
interface Entry {
  fullUrl: string;
  resource: Resource;
}

/** A stable id per analysis and part, in UUID form, so a second export names the same resources. */
function stableId(analysisId: string, part: string): string {
  const h = createHash('sha256').update(`${analysisId}/${part}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const code = (loinc: string, display: string) => ({
  coding: [{ system: LOINC, code: loinc, display }],
  text: display,
});

/** Fields every Observation of one analysis shares: who, when, what read it. */
function common(row: AnalysisRow, subject: string) {
  const product = [row.manufacture_name, row.custom_test_name ?? row.test_name].join(' ');
  return {
    status: 'final',
    category: [
      {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/observation-category',
            code: 'laboratory',
            display: 'Laboratory',
          },
        ],
      },
    ],
    subject: { reference: subject },
    effectiveDateTime: new Date(row.completed_at ?? row.created_at).toISOString(),
    method: {
      text: `Automated reading of a photo by the portal reader ${row.algorithm_version ?? 'unknown'} (template ${row.template_id ?? 'unknown'})`,
    },
    device: { display: product },
  };
}

function observation(id: string, fields: Record<string, unknown>): Entry {
  return { fullUrl: `urn:uuid:${id}`, resource: { resourceType: 'Observation', id, ...fields } };
}

function rapidEntries(row: AnalysisRow, subject: string): Entry[] {
  const members = (row.results ?? []).map((r) => {
    const loinc = r.loinc ?? ANALYTE_LOINC[r.analyte];
    return observation(stableId(row.id, r.analyte), {
      ...common(row, subject),
      code: code(loinc, ANALYTE_DISPLAY[r.analyte]),
      valueCodeableConcept: {
        coding: [{ system: LOINC, code: ANSWERS[r.result].code, display: ANSWERS[r.result].display }],
        text: ANSWERS[r.result].display,
      },
    });
  });
  if (members.length < 2) return members;
  const panelLoinc =
    row.kit_template.kind === 'cassette' ? (row.kit_template.panelLoinc ?? '95942-9') : '95942-9';
  const panel = observation(stableId(row.id, 'panel'), {
    ...common(row, subject),
    code: code(panelLoinc, PANEL_DISPLAY),
    hasMember: members.map((m) => ({ reference: m.fullUrl })),
  });
  return [panel, ...members];
}

function a1cEntries(row: AnalysisRow, reading: A1cReading, subject: string): Entry[] {
  const percentLoinc = row.kit_template.kind === 'a1c-analyzer' ? row.kit_template.loinc.percent : '4548-4';
  const mmolLoinc = row.kit_template.kind === 'a1c-analyzer' ? row.kit_template.loinc.mmolPerMol : MMOL_LOINC;
  if (reading.kind === 'error') {
    return [
      observation(stableId(row.id, 'a1c-percent'), {
        ...common(row, subject),
        code: code(percentLoinc, ANALYTE_DISPLAY.HbA1c),
        dataAbsentReason: {
          coding: [{ system: 'http://terminology.hl7.org/CodeSystem/data-absent-reason', code: 'error' }],
          text: `The analyzer showed ${reading.displayed}: ${reading.meaning}`,
        },
      }),
    ];
  }
  return [
    observation(stableId(row.id, 'a1c-percent'), {
      ...common(row, subject),
      code: code(percentLoinc, ANALYTE_DISPLAY.HbA1c),
      valueQuantity: { value: reading.percent, unit: '%', system: UCUM, code: '%' },
    }),
    observation(stableId(row.id, 'a1c-mmol'), {
      ...common(row, subject),
      code: code(mmolLoinc, MMOL_DISPLAY),
      valueQuantity: { value: reading.mmolPerMol, unit: 'mmol/mol', system: UCUM, code: 'mmol/mol' },
    }),
  ];
}

/** The Observations of one completed analysis (none for one still running or failed). */
export function observationEntries(row: AnalysisRow, subject: string): Entry[] {
  if (row.status !== 'completed') return [];
  if (row.kind === 'a1c-test') return row.a1c ? a1cEntries(row, row.a1c, subject) : [];
  return rapidEntries(row, subject);
}

/**
 * A FHIR R4 Bundle (collection) of the analyses' Observations, LOINC-coded (READER.md). The subject is a
 * reference to the patient's own id, with no name or other personal data.
 */
export function resultsBundle(
  rows: AnalysisRow[],
  patientId: string,
  now = new Date(),
): Record<string, unknown> {
  const subject = `Patient/${patientId}`;
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: now.toISOString(),
    entry: rows.flatMap((row) => observationEntries(row, subject)),
  };
}
