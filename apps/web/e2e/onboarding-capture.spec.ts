import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createPatient,
  expectNoAxeViolations,
  launchBrowser,
  signIn,
  useBrowser,
  writeCardClip,
} from './support';
import { continueAfterUnreadableBarcode, uploadIdPhotoFiles } from './support/id-photo-files';

// Chromium's fake camera shows a generated clip of an ID-1 card on a table.
const s = useBrowser({
  fakeCamera: () => {
    const clip = path.join(mkdtempSync(path.join(tmpdir(), 'camera-')), 'card.y4m');
    writeCardClip(clip);
    return clip;
  },
});

async function freshPatient(page: Page): Promise<void> {
  const p = await createPatient(s.baseUrl, s.dataDir);
  await signIn(page, p.email, p.password);
}

const stepTitle = (page: Page) => page.locator('#intro-step-title').textContent();
const backArrow = (page: Page) => page.getByRole('button', { name: 'Back to the previous step' });

/** Takes the photo from the live camera, checks the preview, and confirms; waits for the upload. */
async function captureWithCamera(page: Page, kind: string): Promise<void> {
  const take = page.getByRole('button', { name: 'Take photo' });
  await take.waitFor();
  await take.click();
  await page.getByRole('img', { name: 'The photo you took' }).waitFor();
  const uploaded = page.waitForResponse((r) => r.url().endsWith(`/api/patient/documents/${kind}`));
  await page.getByRole('button', { name: 'Use this photo' }).click();
  expect((await uploaded).status()).toBe(200);
}

describe('onboarding intro', () => {
  it('shows the unfinished steps one at a time; back (absent first), Skip for Now, past the last to the dashboard', async () => {
    const { page } = s;
    await freshPatient(page);
    await page.goto('/onboarding/intro');
    await expect.poll(() => stepTitle(page)).toBe('Add Your Photo');
    expect(await page.locator('.onboarding-intro__steps li').allTextContents()).toEqual([
      'Add Your Photo',
      'Add Insurance',
      'ID Capture',
    ]);
    expect(await backArrow(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Skip for Now' }).click();
    await expect.poll(() => stepTitle(page)).toBe('Add Insurance');
    await backArrow(page).click();
    await expect.poll(() => stepTitle(page)).toBe('Add Your Photo');
    await page.getByRole('button', { name: 'Skip for Now' }).click();
    await page.getByRole('button', { name: 'Skip for Now' }).click();
    await expect.poll(() => stepTitle(page)).toBe('ID Capture');
    expect(await page.getByRole('link', { name: 'ID Capture' }).getAttribute('href')).toBe(
      '/onboarding/capture-id',
    );
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Skip for Now' }).click();
    await page.waitForURL('**/patient/dashboard');
  });
});

describe('onboarding intro with nothing left', () => {
  it('goes straight to /patient/dashboard', async () => {
    const { page } = s;
    const p = await createPatient(s.baseUrl, s.dataDir);
    const jpeg = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#ccc' } })
      .jpeg()
      .toBuffer();
    for (const kind of ['selfie', 'insurance-front', 'insurance-back', 'id-front', 'id-back']) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'x.jpg');
      const res = await fetch(`${s.baseUrl}/api/patient/documents/${kind}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${p.user.token}` },
        body: form,
      });
      expect(res.status).toBe(200);
    }
    await signIn(page, p.email, p.password);
    await page.goto('/onboarding/intro');
    await page.waitForURL('**/patient/dashboard');
  });
});

describe('capture screens with the camera', () => {
  it('captures a selfie with a retake, confirms it, and the intro and header move on', async () => {
    const { page } = s;
    await freshPatient(page);
    await page.goto('/onboarding/intro');
    await page.getByRole('link', { name: 'Add Your Photo' }).click();
    await page.waitForURL('**/onboarding/capture-selfie');
    // The guide is drawn once the camera answers.
    await page.locator('.capture__guide--face').waitFor();
    expect(await page.locator('.capture__guide--face').count()).toBe(1);
    await page.getByRole('button', { name: 'Take photo' }).click();
    await page.getByRole('img', { name: 'The photo you took' }).waitFor();
    await page.getByRole('button', { name: 'Retake' }).click();
    await page.getByRole('button', { name: 'Take photo' }).waitFor();
    await expectNoAxeViolations(page);
    await captureWithCamera(page, 'selfie');
    await page.waitForURL('**/onboarding/intro');
    await expect.poll(() => stepTitle(page)).toBe('Add Insurance');
    expect(await backArrow(page).count()).toBe(0);

    await page.goto('/patient/dashboard');
    const photo = page.locator('.header__profile-btn img');
    await expect.poll(() => photo.getAttribute('src')).toMatch(/^\/api\/objects\/tenant\/demo\/patient\//);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  it('captures both sides of the insurance card inside an ID-1 guide', async () => {
    const { page } = s;
    await freshPatient(page);
    await page.goto('/onboarding/capture-insurance');
    const ratio = await page
      .locator('.capture__guide--card')
      .evaluate((el) => el.getBoundingClientRect().width / el.getBoundingClientRect().height);
    expect(ratio).toBeCloseTo(85.6 / 53.98, 1);
    expect(await page.locator('.capture-page__step').textContent()).toBe('Side 1 of 2');
    await captureWithCamera(page, 'insurance-front');
    await expect.poll(() => page.locator('.capture-page__step').textContent()).toBe('Side 2 of 2');
    await captureWithCamera(page, 'insurance-back');
    await page.waitForURL('**/onboarding/intro');
    await expect
      .poll(() => page.locator('.onboarding-intro__steps li').allTextContents())
      .toEqual(['Add Your Photo', 'ID Capture']);
  });

  it('clinical-trial/capture-id returns to the same-origin path in ref', async () => {
    const { page } = s;
    await freshPatient(page);
    const ref = Buffer.from('/clinical-trial/finish-study').toString('base64');
    await page.goto(`/clinical-trial/capture-id?ref=${encodeURIComponent(ref)}`);
    await captureWithCamera(page, 'id-front');
    await captureWithCamera(page, 'id-back');
    // This clip's card has no barcode: the ID is accepted, and the screen says so before moving on.
    await continueAfterUnreadableBarcode(page);
    await page.waitForURL((url) => url.pathname === '/clinical-trial/finish-study');
  });
});

describe('capture without a camera', () => {
  it('says why and takes a photo file instead', async () => {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ baseURL: s.baseUrl, locale: 'en-GB' });
      const page = await context.newPage();
      await freshPatient(page);
      await page.goto('/onboarding/capture-id');
      await page
        .getByText('No camera was found on this device. Please choose a photo file instead.')
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
