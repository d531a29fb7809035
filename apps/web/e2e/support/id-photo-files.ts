import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';

/** The notice after an ID back whose PDF417 could not be read; the page waits for Continue. */
export const UNREADABLE_BARCODE_NOTICE =
  'We could not read the barcode on the back of your ID. That is fine: your ID photos are saved.';

/**
 * Both sides of the ID card as photo files (a browser without a camera, or one refused), each previewed
 * and uploaded; a plain photo has no PDF417, so the page then says so and waits for Continue.
 */
export async function uploadIdPhotoFiles(page: Page): Promise<void> {
  const photo = await sharp({
    create: { width: 856, height: 540, channels: 3, background: { r: 230, g: 230, b: 225 } },
  })
    .jpeg()
    .toBuffer();
  for (const kind of ['id-front', 'id-back']) {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose a photo file' }).click();
    await (await chooser).setFiles({ name: `${kind}.jpg`, mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('img', { name: 'The photo you took' }).waitFor();
    const uploaded = page.waitForResponse((r) => r.url().endsWith(`/api/patient/documents/${kind}`));
    await page.getByRole('button', { name: 'Use this photo' }).click();
    expect((await uploaded).status()).toBe(200);
  }
}

/** Waits for the unreadable-barcode notice and continues past it. */
export async function continueAfterUnreadableBarcode(page: Page): Promise<void> {
  await page.getByText(UNREADABLE_BARCODE_NOTICE).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
}
