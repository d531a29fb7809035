import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FULL_CHROMIUM_PATH, createPatient, expectNoAxeViolations, signIn, useBrowser } from './support';
import { aamvaText, writeIdBackClip } from './support/id-card-clip';
import { continueAfterUnreadableBarcode, uploadIdPhotoFiles } from './support/id-photo-files';

// The fresh patient is Test Patient, born 1985-06-15 (createPatient's defaults); the ID expired in 2020.
const ID_NUMBER = 'D12345678';
const BARCODE = aamvaText({
  DCS: 'PATIENT',
  DAC: 'TEST',
  DAD: 'NONE',
  DBB: '06151985',
  DBA: '01012020',
  DBD: '01012016',
  DAQ: ID_NUMBER,
  DAJ: 'VA',
  DCG: 'USA',
});

// Chromium's fake camera shows the back of an ID-1 card carrying that PDF417, lying on a table.
const clip = path.join(mkdtempSync(path.join(tmpdir(), 'id-back-')), 'id-back.y4m');
await writeIdBackClip(clip, BARCODE);
const s = useBrowser({ fakeCamera: () => clip });

/** Waits for the live card check to pass, takes the photo and confirms it; waits for the upload. */
async function captureReadyCard(page: Page, kind: string): Promise<void> {
  await page.locator('.capture__hint[data-hint="ready"]').waitFor();
  expect(await page.locator('.capture__hint').textContent()).toBe('The card looks good. Take the photo now.');
  const take = page.getByRole('button', { name: 'Take photo' });
  expect(await take.getAttribute('data-ready')).toBe('true');
  await take.click();
  await page.getByRole('img', { name: 'The photo you took' }).waitFor();
  const uploaded = page.waitForResponse((r) => r.url().endsWith(`/api/patient/documents/${kind}`));
  await page.getByRole('button', { name: 'Use this photo' }).click();
  expect((await uploaded).status()).toBe(200);
}

describe('ID capture with the barcode read', () => {
  it('passes the live card check, reads the PDF417 and shows the details with the number masked and the expiry warned', async () => {
    const { page } = s;
    const p = await createPatient(s.baseUrl, s.dataDir);
    await signIn(page, p.email, p.password);
    await page.goto('/onboarding/capture-id');
    await captureReadyCard(page, 'id-front');
    const stored = page.waitForResponse((r) => r.url().endsWith('/id-barcode'));
    await captureReadyCard(page, 'id-back');
    expect((await stored).status()).toBe(200);

    await page.getByRole('heading', { name: 'What the barcode on your ID says' }).waitFor();
    const details = page.locator('.id-details__list');
    expect(await details.locator('dd').allTextContents()).toEqual([
      'TEST PATIENT',
      '1985-06-15',
      'ending in 5678',
      '2020-01-01',
      'VA, USA',
    ]);
    expect(await page.getByRole('alert').textContent()).toContain(
      'This ID has expired. If you have a valid ID, please capture that one instead.',
    );
    expect(await page.getByRole('alert').textContent()).not.toContain('name');
    expect(await page.content()).not.toContain(ID_NUMBER);
    await expectNoAxeViolations(page);
    await s.csp.assertNone();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/onboarding/intro');
  });
});

describe('ID capture when the camera is refused', () => {
  it('says why, takes files instead, and accepts an ID whose barcode cannot be read', async () => {
    // A camera exists but getUserMedia is refused: no fake-UI auto-accept and no camera permission. The
    // full browser, which asks and is told to deny: the headless shell has no prompt to deny.
    const browser = await chromium.launch({
      executablePath: FULL_CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--use-fake-device-for-media-stream',
        '--deny-permission-prompts',
      ],
    });
    try {
      const context = await browser.newContext({ baseURL: s.baseUrl, locale: 'en-GB' });
      const page = await context.newPage();
      const p = await createPatient(s.baseUrl, s.dataDir);
      await signIn(page, p.email, p.password);
      await page.goto('/onboarding/capture-id');
      await page
        .getByText(
          'Camera access was not allowed. Please choose a photo file instead, or allow the camera in your browser settings and reload the page.',
        )
        .waitFor();
      expect(await page.getByRole('button', { name: 'Take photo' }).count()).toBe(0);
      await uploadIdPhotoFiles(page);
      await continueAfterUnreadableBarcode(page);
      await page.waitForURL('**/onboarding/intro');
      await expect
        .poll(() => page.locator('.onboarding-intro__steps li').allTextContents())
        .toEqual(['Add Your Photo', 'Add Insurance']);
    } finally {
      await browser.close();
    }
  });
});
