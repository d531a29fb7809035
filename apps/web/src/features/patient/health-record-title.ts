import type { HealthRecord } from '@portal/contract';

interface Concept {
  text?: string;
  coding?: { display?: string; code?: string }[];
}

const conceptText = (c: unknown): string | undefined => {
  if (!c || typeof c !== 'object') return undefined;
  const concept = c as Concept;
  return (
    concept.text ?? concept.coding?.find((x) => x.display ?? x.code)?.display ?? concept.coding?.[0]?.code
  );
};

/** The name a patient recognises a record by: its code's text, or the medication's or vaccine's. */
export function healthRecordTitle(record: HealthRecord): string {
  const r = record.Resource;
  return (
    conceptText(r.code) ??
    conceptText(r.medicationCodeableConcept) ??
    conceptText(r.vaccineCode) ??
    record.ResourceType
  );
}
