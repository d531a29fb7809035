import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import QRCode, { type QRCodeSegment } from 'qrcode';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import cardBundle from '../../server/src/seed/sample-health-card-bundle.json';
import { readDemoIssuerKey } from '../../server/src/modules/health-records/smart-health-card/demo-issuer';
import {
  newIssuerKey,
  signHealthCard,
} from '../../server/src/modules/health-records/smart-health-card/sign-card';
import { createPatient, expectNoAxeViolations, signIn, useBrowser } from './support';
import { writeSymbolClip } from './support/fake-camera';

const dir = mkdtempSync(path.join(tmpdir(), 'health-card-qr-'));
const clip = path.join(dir, 'health-card-qr.y4m');

/** The sample card as its QR code: `shc:/` then the JWS in numeric mode (two digits per character). */
async function healthCardQr(jws: string): Promise<Buffer> {
  const digits = Array.from({ length: jws.length }, (_, i) =>
    String(jws.charCodeAt(i) - 45).padStart(2, '0'),
  ).join('');
  const segments: QRCodeSegment[] = [
    { data: Buffer.from('shc:/'), mode: 'byte' },
    { data: digits, mode: 'numeric' },
  ];
  return QRCode.toBuffer(segments, { errorCorrectionLevel: 'L', margin: 4, scale: 4 });
}

// Before useBrowser's own beforeAll, which starts the browser with this clip as its camera.
beforeAll(async () => {
  const key = readDemoIssuerKey(inject('dataDir'));
  if (!key) throw new Error('The e2e server did not make the demo issuer key.');
  await writeSymbolClip(clip, await healthCardQr(await signHealthCard(cardBundle, key)), { frames: 5 });
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const s = useBrowser({ fakeCamera: () => clip });
const FILE_LABEL = 'Health record file (.json or .smart-health-card)';

describe('SMART Health Card import', () => {
  it('imports the sample card and shows its records as verified by the demo issuer', async () => {
    const { page } = s;
    const patient = await createPatient(s.baseUrl, s.dataDir);
    await signIn(page, patient.email, patient.password);
    await page.goto('/patient/import-health-record');
    await page.getByRole('heading', { name: 'Try it with a sample' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download a sample SMART Health Card' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('sample.smart-health-card');

    const imported = page.waitForResponse((r) => r.url().endsWith('/import-smart-health-card'));
    await page.getByLabel(FILE_LABEL).setInputFiles(await download.path());
    expect((await imported).status()).toBe(200);
    await page
      .getByRole('status')
      .filter({ hasText: 'Verified SMART Health Card, issued by Demo Health Issuer.' })
      .waitFor();
    await expectNoAxeViolations(page);

    await page.goto('/patient/immunizations');
    const list = page.locator('.records__list li');
    await list.nth(1).waitFor();
    await expect
      .poll(() => list.allTextContents())
      .toEqual([
        expect.stringMatching(/COVID-19 vaccine, mRNA \(dose 1\).*Verified: Demo Health Issuer/),
        expect.stringMatching(/COVID-19 vaccine, mRNA \(dose 2\).*Verified: Demo Health Issuer/),
      ]);
  });

  it('imports a card signed by an unknown key and labels it unverified, never verified', async () => {
    const { page } = s;
    const patient = await createPatient(s.baseUrl, s.dataDir);
    await signIn(page, patient.email, patient.password);
    const jws = await signHealthCard(cardBundle, await newIssuerKey('https://unknown-issuer.test/shc'));
    await page.goto('/patient/import-health-record');
    // A file over the limit is refused on the page, in words, before anything is sent.
    await page.getByLabel(FILE_LABEL).setInputFiles({
      name: 'huge.json',
      mimeType: 'application/json',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x20),
    });
    await page
      .getByRole('alert')
      .filter({ hasText: 'This file is too large: a health record file may be at most 5 MB.' })
      .waitFor();
    await page.getByLabel(FILE_LABEL).setInputFiles({
      name: 'card.smart-health-card',
      mimeType: 'application/smart-health-card',
      buffer: Buffer.from(JSON.stringify({ verifiableCredential: [jws] })),
    });
    await page.getByRole('status').filter({ hasText: 'Unverified SMART Health Card' }).waitFor();

    await page.goto('/patient/immunizations');
    const badges = page.locator('.records__list .records__badge');
    await badges.nth(1).waitFor();
    await expect.poll(() => badges.allTextContents()).toEqual(['Unverified', 'Unverified']);
  });

  it('scans the card QR code with the camera and imports it as verified', async () => {
    const { page } = s;
    const patient = await createPatient(s.baseUrl, s.dataDir);
    await signIn(page, patient.email, patient.password);
    await page.goto('/patient/import-health-record');
    const imported = page.waitForResponse((r) => r.url().endsWith('/import-smart-health-card'));
    await page.getByRole('button', { name: 'Scan with the camera' }).click();
    expect((await imported).status()).toBe(200);
    await page
      .getByRole('status')
      .filter({ hasText: 'Verified SMART Health Card, issued by Demo Health Issuer.' })
      .waitFor();
    await s.csp.assertNone();
  });
});
