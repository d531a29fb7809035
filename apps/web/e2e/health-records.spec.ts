import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createPatient, signIn, useBrowser } from './support';

const s = useBrowser();
const SAMPLE_BUNDLE = fileURLToPath(new URL('../../server/src/seed/sample-bundle.json', import.meta.url));

describe('health records', () => {
  it('shows a fresh patient an empty state that says how to import records', async () => {
    const { page } = s;
    const patient = await createPatient(s.baseUrl, s.dataDir);
    await signIn(page, patient.email, patient.password);
    await page.goto('/patient/allergies');
    await page.getByRole('heading', { name: 'Allergies' }).waitFor();
    await page.getByText('No records here yet.', { exact: false }).waitFor();
    const link = page.getByRole('link', { name: 'Import health records (opens in a new tab)' });
    expect(await link.getAttribute('href')).toBe('/patient/import-health-record');
    expect(await link.getAttribute('target')).toBe('_blank');
  });

  it('imports the sample bundle, lists the allergies and navigates to conditions', async () => {
    const { page } = s;
    const patient = await createPatient(s.baseUrl, s.dataDir);
    await signIn(page, patient.email, patient.password);
    await page.goto('/patient/import-health-record');
    const imported = page.waitForResponse((r) => r.url().endsWith('/api/patient/health-records/import'));
    await page.getByLabel('Health record file (.json or .smart-health-card)').setInputFiles(SAMPLE_BUNDLE);
    expect((await imported).status()).toBe(200);
    await page.getByRole('status').filter({ hasText: '6 records were imported.' }).waitFor();

    await page.goto('/patient/allergies');
    const list = page.locator('.records__list li');
    await expect
      .poll(() => list.allTextContents())
      .toEqual([expect.stringContaining('Peanut'), expect.stringContaining('Penicillin')]);
    await page
      .getByRole('navigation', { name: 'Record types' })
      .getByRole('link', { name: 'Conditions' })
      .click();
    await page.waitForURL('**/patient/conditions');
    await page.getByRole('heading', { name: 'Conditions' }).waitFor();
    await expect
      .poll(() => list.allTextContents())
      .toEqual([expect.stringContaining('Seasonal allergic rhinitis')]);
  });

  it('refuses a file that is not JSON with a clear message', async () => {
    const { page } = s;
    const patient = await createPatient(s.baseUrl, s.dataDir);
    await signIn(page, patient.email, patient.password);
    await page.goto('/patient/import-health-record');
    await page
      .getByLabel('Health record file (.json or .smart-health-card)')
      .setInputFiles({ name: 'records.json', mimeType: 'application/json', buffer: Buffer.from('not json') });
    await page.getByRole('alert').filter({ hasText: 'This file is not a readable JSON file.' }).waitFor();
  });
});
