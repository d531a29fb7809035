import type { A1cReading, Inference, TestResult, TestResultDetail } from '@portal/contract';

/** Test data shaped by the contract, for the results screen's unit tests. */
export const ANALYSIS_ID = '3f0b8a56-0d3e-4c1e-9a35-7c1b2f4e5a61';
export const ENCOUNTER_ID = '9a1c2b3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

export function inference(overrides: Partial<Inference> = {}): Inference {
  return {
    ID: ANALYSIS_ID,
    EncounterID: ENCOUNTER_ID,
    Status: 'completed',
    Reason: null,
    Results: [
      { Analyte: 'SARS-CoV-2', Result: 'NEGATIVE', Loinc: '97097-0' },
      { Analyte: 'Influenza A', Result: 'POSITIVE', Loinc: '80382-5' },
      { Analyte: 'Influenza B', Result: 'NEGATIVE', Loinc: '80383-3' },
    ],
    A1c: null,
    Failure: null,
    ...overrides,
  };
}

export function testResult(overrides: Partial<TestResult> = {}): TestResult {
  return {
    ID: ANALYSIS_ID,
    EncounterID: ENCOUNTER_ID,
    Kind: 'rapid-test',
    Status: 'completed',
    TestName: 'COVID-19/Flu A&B Antigen Combo Test',
    CustomTestName: 'Home combo test',
    ManufactureName: 'Demo Diagnostics',
    Results: inference().Results,
    A1c: null,
    Reason: null,
    OrderDate: '2026-11-20T09:15:00.000Z',
    Completed: '2026-11-20T09:40:00.000Z',
    Proctored: false,
    ...overrides,
  };
}

export function detail(overrides: Partial<TestResultDetail> = {}): TestResultDetail {
  return { ...testResult(), PhotoURL: '/api/objects/photo-1?expires=1&sig=abc', ...overrides };
}

export function a1cResult(id: string, completed: string, reading: A1cReading): TestResult {
  return testResult({
    ID: id,
    EncounterID: id,
    Kind: 'a1c-test',
    TestName: 'A1C Home Test',
    CustomTestName: null,
    Results: [{ Analyte: 'HbA1c', Result: 'NEGATIVE', Loinc: '4548-4' }],
    A1c: reading,
    Completed: completed,
  });
}

export const ok = (data: unknown) => ({ status: 200, body: { IsOK: true, Data: data } });
export const notFound = (message = 'Test result not found') => ({
  status: 404,
  body: { IsOK: false, Message: message, RequestId: 'r1' },
});
