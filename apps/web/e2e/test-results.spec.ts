import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { A1C_TEST_SERVICE_ID, RAPID_TEST_SERVICE_ID, type Encounter, type Inference } from '@portal/contract';
import {
  createPatient,
  createTestResult,
  expectNoAxeViolations,
  signIn,
  useBrowser,
  type TestPatient,
} from './support';

const s = useBrowser();

let patient: TestPatient;
let rapid: { encounter: Encounter; inference: Inference };
let a1c: { encounter: Encounter; inference: Inference };

// One patient with an earlier A1C (5.5), a rapid test (positive) and a latest A1C (5.9), made through the API.
beforeAll(async () => {
  patient = await createPatient(s.baseUrl, s.dataDir);
  const token = patient.user.token;
  await createTestResult(s.baseUrl, token, 'a1c', 'a1c-analyzer-good-1.jpg');
  rapid = await createTestResult(s.baseUrl, token, 'covid', 'covid-ag-good-1.jpg');
  a1c = await createTestResult(s.baseUrl, token, 'a1c', 'a1c-analyzer-good-20.jpg');
  expect([rapid.inference.Status, a1c.inference.Status]).toEqual(['completed', 'completed']);
});

describe('test results', () => {
  it('shows a rapid result at its encounter route (from the history) with its photo, and lists it in Records with a FHIR download', async () => {
    const { page } = s;
    await signIn(page, patient.email, patient.password);
    // The history of past tests links a completed encounter to its route, which shows step 7.
    await page.goto('/patient/healthservices');
    await page
      .getByTestId('encounter-history')
      .getByRole('listitem')
      .filter({ hasText: 'COVID-19' })
      .getByRole('link', { name: 'See results' })
      .click();
    await page.waitForURL(`**/rapidtest/test/${RAPID_TEST_SERVICE_ID}/${rapid.encounter.ID}`);
    const header = page.getByTestId('test-header');
    await header.getByText('Step 7 of 7').waitFor();
    const panel = page.getByRole('listitem', { name: 'COVID-19 (SARS-CoV-2)' });
    await panel.getByText('POSITIVE', { exact: true }).waitFor();

    const photoResponse = page.waitForResponse((r) => r.url().includes('/api/objects/'));
    await page.getByRole('button', { name: 'More Details' }).click();
    expect((await photoResponse).status()).toBe(200);
    const photo = page.getByRole('img', { name: 'The photo of your test' });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.getByText('Proctored: No').waitFor();
    await page.getByText('Status: Completed').waitFor();
    expect(await page.getByRole('link', { name: 'Continue Consultation' }).getAttribute('href')).toBe(
      '/clinical-trial/research-study',
    );

    await page.goto('/patient/results');
    const rows = page.getByTestId('test-results-table').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    await expectNoAxeViolations(page);
    const rapidRow = rows.filter({ hasText: 'COVID-19 (SARS-CoV-2): POSITIVE' });
    const download = page.waitForEvent('download');
    await rapidRow.getByRole('button', { name: /^Download \(FHIR\)/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^test-result-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.json$/);
    const bundle = JSON.parse(await readFile(await file.path(), 'utf8')) as {
      resourceType: string;
      entry: { resource: { code: { coding: { code: string }[] } } }[];
    };
    expect(bundle.resourceType).toBe('Bundle');
    const codes = bundle.entry.flatMap((e) => e.resource.code.coding.map((c) => c.code));
    expect(codes).toContain('97097-0');
    await s.csp.assertNone();
  });

  it('shows an A1C result with its value, band and history chart', async () => {
    const { page } = s;
    await signIn(page, patient.email, patient.password);
    await page.goto(`/a1ctest/test/${A1C_TEST_SERVICE_ID}/${a1c.encounter.ID}`);
    await page.getByTestId('a1c-value').getByText('5.9%').waitFor();
    await page.getByTestId('a1c-band').getByText('Prediabetes range (5.7% to 6.4%)').waitFor();
    await page.getByTestId('a1c-ifcc').getByText('41 mmol/mol').waitFor();
    const history = page.getByRole('region', { name: 'Your A1C results over time' });
    await history.getByRole('img', { name: /^2 A1C results from .* the latest is 5\.9%\.$/ }).waitFor();
    expect(await history.locator('tbody tr').allTextContents()).toEqual([
      expect.stringMatching(/5\.5$/),
      expect.stringMatching(/5\.9$/),
    ]);
    await expectNoAxeViolations(page);
    await s.csp.assertNone();
  });

  it("says not found for another patient's result id (the seeded patient opens it), and shows nothing of it", async () => {
    const { page } = s;
    await signIn(page);
    const answer = page.waitForResponse((r) =>
      r.url().endsWith(`/api/patient/test/results/${rapid.inference.ID}`),
    );
    await page.goto(`/patient/results/${rapid.inference.ID}`);
    expect((await answer).status()).toBe(404);
    await page.getByRole('alert').filter({ hasText: 'This test result was not found.' }).waitFor();
    expect(await page.getByText('POSITIVE').count()).toBe(0);
  });
});
