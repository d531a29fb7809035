import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { A1C_TEST_SERVICE_ID, RAPID_TEST_SERVICE_ID, endpointUrl, type Encounter } from '@portal/contract';
import { gs1CheckDigit } from '@portal/reader';
import { createPatient, createTestResult, signIn, useBrowser } from './support';

const s = useBrowser();

const COVID = '09506000134352';
const A1C = '09506000134376';
const UNKNOWN = `0950600013440${String(gs1CheckDigit('0950600013440'))}`;
const year = (offset: number) => String((new Date().getUTCFullYear() + offset) % 100).padStart(2, '0');
const serial = () => `E2E${String(Date.now())}${Math.random().toString(36).slice(2, 6)}`;
const kitCode = (gtin: string, expiry = `${year(1)}1231`) =>
  `(01)${gtin}(17)${expiry}(10)LOT1(21)${serial()}`;
const UUID = '[0-9a-f-]{36}';

async function openFlow(page: Page, base: 'rapidtest' | 'a1ctest', serviceId: string): Promise<void> {
  await page.goto(`/${base}/test`);
  await page.waitForURL(new RegExp(`/${base}/test/${serviceId}/${UUID}$`));
  await page.getByRole('heading', { name: 'Register Your Test' }).waitFor();
}

async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByRole('button', { name: 'Scan Code' }).click();
  await page.getByLabel('Kit code').fill(code);
  await page.getByRole('button', { name: 'Check code' }).click();
}

const header = (page: Page) => page.getByTestId('test-header');
const countdown = (page: Page) => page.getByTestId('countdown');

describe('rapid test flow, steps 1 to 5', () => {
  it('runs with a typed kit code, following every header rule, and the wait survives a reload', async () => {
    const { page } = s;
    await signIn(page);
    await openFlow(page, 'rapidtest', RAPID_TEST_SERVICE_ID);

    // Step 1: no header, but back and help.
    expect(await header(page).count()).toBe(0);
    const help = page.getByRole('button', { name: 'Help' });
    await help.click();
    expect(await help.getAttribute('aria-expanded')).toBe('true');
    await page.getByText('Find the barcode on the side of your test kit box').waitFor();

    // Step 2 (scanner page): no header; back lowers the step.
    await page.getByRole('button', { name: 'Scan Code' }).click();
    await page.getByLabel('Kit code').waitFor();
    expect(await header(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Register Your Test' }).waitFor();

    // Step 3: the kit summary from the profile; header without progress bar.
    await enterCode(page, kitCode(COVID));
    await page.getByRole('heading', { name: 'COVID-19 Antigen Rapid Test' }).waitFor();
    await header(page).waitFor();
    expect(await page.locator('progress').count()).toBe(0);
    await page.getByRole('listitem').filter({ hasText: 'Nasal swab' }).waitFor();
    expect(await header(page).getByRole('button', { name: 'Cancel' }).count()).toBe(1);

    // Step 4, then header back steps back by one (above 3).
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'About this test' }).waitFor();
    await page.getByText('A rapid antigen test for SARS-CoV-2').waitFor();
    expect(await page.locator('progress').count()).toBe(0);
    await header(page).getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'COVID-19 Antigen Rapid Test' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 5: progress shown, counting 7; illustrated slides.
    await header(page).getByText('Step 5 of 7').waitFor();
    expect(await page.locator('progress').getAttribute('max')).toBe('7');
    const firstImage = page.locator('.swiper-slide-active img');
    await expect
      .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    for (let slide = 1; slide <= 4; slide++) {
      await page
        .locator('.swiper-slide-active')
        .getByText(`${String(slide)} of 6:`)
        .waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();
    }
    await countdown(page)
      .getByText(/Seconds left: \d+/)
      .waitFor();
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);

    // A reload resumes the same wait at step 5 instead of starting over.
    const before = Number((await countdown(page).textContent())?.replace(/\D/g, ''));
    expect(before).toBeLessThanOrEqual(10);
    await page.reload();
    await header(page).getByText('Step 5 of 7').waitFor();
    const after = await countdown(page).textContent();
    // Either still counting from where it was (never back up to the start), or already Ready.
    if (/\d/.test(after ?? '')) expect(Number(after?.replace(/\D/g, ''))).toBeLessThanOrEqual(before);
    await page.getByRole('status').filter({ hasText: 'Ready' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Time to photograph your test' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 6 (camera page): no header.
    await page.getByRole('heading', { name: 'Photograph your test' }).waitFor();
    expect(await header(page).count()).toBe(0);
    await s.csp.assertNone();
  });

  it('header back at step 3 leaves to the dashboard; scan again from step 3 reloads to step 1', async () => {
    const { page } = s;
    await signIn(page);
    await openFlow(page, 'rapidtest', RAPID_TEST_SERVICE_ID);
    const url = page.url();
    await enterCode(page, kitCode(COVID));
    await page.getByRole('button', { name: 'Scan again' }).click();
    await page.getByRole('heading', { name: 'Register Your Test' }).waitFor();
    expect(page.url()).toBe(url);
    await enterCode(page, kitCode(COVID));
    await header(page).getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/patient/dashboard');
  });

  it('refuses an expired kit and an unknown kit with a clear message, and lets the patient rescan', async () => {
    const { page } = s;
    await signIn(page);
    await openFlow(page, 'rapidtest', RAPID_TEST_SERVICE_ID);
    await enterCode(page, kitCode(COVID, `${year(-1)}0100`));
    await page.getByRole('alert').filter({ hasText: 'This test kit has expired' }).waitFor();
    await page.getByLabel('Kit code').fill(kitCode(UNKNOWN));
    await page.getByRole('button', { name: 'Check code' }).click();
    await page.getByRole('alert').filter({ hasText: 'not offered by your provider' }).waitFor();
    await page.getByLabel('Kit code').fill('(01)12345');
    await page.getByRole('button', { name: 'Check code' }).click();
    await page.getByRole('alert').filter({ hasText: 'not a valid kit code' }).waitFor();
    await page.getByLabel('Kit code').fill(kitCode(COVID));
    await page.getByRole('button', { name: 'Check code' }).click();
    await page.getByRole('heading', { name: 'COVID-19 Antigen Rapid Test' }).waitFor();
  });

  it('refuses a serial already used in a completed test, stores nothing, and lets the patient rescan', async () => {
    const { page } = s;
    const patient = await createPatient(s.baseUrl, s.dataDir);
    const token = patient.user.token;
    // A photo is read once per tenant and the e2e server is shared: good-1 and good-3 are other specs'.
    const done = await createTestResult(s.baseUrl, token, 'covid', 'covid-ag-good-2.jpg');
    expect(done.inference.Status).toBe('completed');
    const usedCode = done.encounter.Kit?.FullGS1String ?? '';
    expect(usedCode).toContain('(21)E2E');

    await signIn(page, patient.email, patient.password);
    await openFlow(page, 'rapidtest', RAPID_TEST_SERVICE_ID);
    const encounterId = page.url().split('/').at(-1) ?? '';
    await enterCode(page, usedCode);
    await page.getByRole('alert').filter({ hasText: 'already been used for a completed test' }).waitFor();
    expect(await page.getByRole('heading', { name: 'COVID-19 Antigen Rapid Test' }).count()).toBe(0);

    // Submitting the same code straight to the API is refused too, and the encounter keeps no kit.
    const api = (path: string, init: RequestInit = {}) =>
      fetch(s.baseUrl + path, {
        ...init,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      });
    const submit = await api(endpointUrl('startTestTimer', { encounterID: encounterId }), {
      method: 'POST',
      body: JSON.stringify({ Code: usedCode }),
    });
    expect(submit.status).toBe(409);
    const stored = (await (await api(endpointUrl('encounter', { encounterID: encounterId }))).json()) as {
      Data: Encounter;
    };
    expect([stored.Data.Kit, stored.Data.TimerStartedAt, stored.Data.Status]).toEqual([
      null,
      null,
      'started',
    ]);

    // Rescanning a new kit goes on to the kit summary.
    await page.getByLabel('Kit code').fill(kitCode(COVID));
    await page.getByRole('button', { name: 'Check code' }).click();
    await page.getByRole('heading', { name: 'COVID-19 Antigen Rapid Test' }).waitFor();
  });

  it('A1C: its own fixed route, header and a count of 2; the test shows in health services', async () => {
    const { page } = s;
    await signIn(page);
    await page.goto(`/a1ctest/test/${A1C_TEST_SERVICE_ID}/00000000-0000-4000-8000-000000000000`);
    await page.waitForURL((url) => !url.pathname.endsWith('00000000-0000-4000-8000-000000000000'));
    expect(page.url()).toMatch(new RegExp(`/a1ctest/test/${A1C_TEST_SERVICE_ID}/${UUID}$`));
    const encounterId = page.url().split('/').at(-1) ?? '';
    await enterCode(page, kitCode(A1C));
    await header(page).getByRole('heading', { name: 'A1C Test' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await header(page).getByText('Step 1 of 2').waitFor();
    expect(await page.locator('progress').getAttribute('max')).toBe('2');
    await page.goto('/patient/healthservices');
    await page.getByRole('heading', { name: 'Health services' }).waitFor();
    await page.getByRole('link', { name: 'Start' }).first().waitFor();
    await page.locator(`a[href$="${encounterId}"]`).waitFor();
  });
});
