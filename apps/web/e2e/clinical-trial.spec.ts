import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { pdfText } from '../../server/test/support/pdf-text';
import { createPatient, expectNoAxeViolations, signIn, useBrowser } from './support';
import { continueAfterUnreadableBarcode, uploadIdPhotoFiles } from './support/id-photo-files';

const s = useBrowser();

/** Draws a stroke across the pad with mouse moves (pointer events, as signature_pad reads them). */
async function drawWithMouse(page: Page): Promise<void> {
  const box = await page.getByTestId('signature-pad').boundingBox();
  if (!box) throw new Error('no signature pad');
  await page.mouse.move(box.x + 40, box.y + 150);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 40 + i * 25, box.y + 150 - i * 9);
  await page.mouse.up();
}

/** Draws a stroke with touch events dispatched on the canvas (signature_pad listens to pointer events). */
async function drawWithTouch(page: Page): Promise<void> {
  const pad = page.getByTestId('signature-pad');
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  const at = (i: number) => ({ clientX: box.x + 60 + i * 20, clientY: box.y + 50 + i * 8 });
  const base = { pointerType: 'touch', pointerId: 7, isPrimary: true, pressure: 0.6, buttons: 1 };
  await pad.dispatchEvent('pointerdown', { ...base, ...at(0) });
  for (let i = 1; i <= 10; i++) await pad.dispatchEvent('pointermove', { ...base, ...at(i) });
  await pad.dispatchEvent('pointerup', { ...base, ...at(10), buttons: 0 });
}

/** Both sides of the ID card as photo files (the browser here has no camera), then past the barcode notice. */
async function captureIdWithFiles(page: Page): Promise<void> {
  await uploadIdPhotoFiles(page);
  await continueAfterUnreadableBarcode(page);
}

const consentResponse = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().endsWith('/api/clinical-trial/consents') && r.request().method() === 'POST',
  );

async function openConsent(page: Page): Promise<void> {
  await page.goto('/clinical-trial/consent');
  await page.getByRole('heading', { name: 'Informed Consent' }).waitFor();
  await page.getByText('Last updated October 11, 2023').waitFor();
}

describe('research study', () => {
  it('walks the steps 0 to 3 from the invitation to the consent', async () => {
    const { page } = s;
    await signIn(page);
    await page.goto('/clinical-trial/research-study');
    await page.getByRole('heading', { name: 'You Are Invited to a Research Study' }).waitFor();
    for (const text of ['Learn More', 'How It Works', 'Anonymity:', 'Encryption:', 'Limited access:']) {
      await page.getByText(text).first().waitFor();
    }
    expect(await page.getByRole('link', { name: 'Not Right Now' }).getAttribute('href')).toBe(
      '/patient/book-appointment',
    );
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Join the Study Now' }).click();
    await page.getByRole('heading', { name: "Let's Get Started" }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Data Gathering' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Privacy is Key' }).waitFor();
    await page.getByRole('link', { name: 'Continue to consent' }).click();
    await page.waitForURL('**/clinical-trial/consent');
    await page.getByText('Please sign to confirm your consent to retrieve your health records.').waitFor();
    await s.csp.assertNone();
  });

  it('shows the steps in German from the server', async () => {
    const { page } = s;
    await signIn(page);
    await page.evaluate(() => {
      localStorage.setItem('lang', 'de');
    });
    await page.goto('/clinical-trial/research-study');
    await page.getByRole('heading', { name: 'Sie sind zu einer Forschungsstudie eingeladen' }).waitFor();
    await page.getByRole('button', { name: 'Jetzt an der Studie teilnehmen' }).waitFor();
  });
});

describe('consent', () => {
  it('alerts Signature is empty on an empty pad and does nothing else; Clear empties it again', async () => {
    const { page } = s;
    await signIn(page);
    await openConsent(page);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/clinical-trial/consents')) posts.push(r.url());
    });
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(`${d.type()}:${d.message()}`);
      void d.accept();
    });
    await page.getByRole('button', { name: 'I Consent' }).click();
    await expect.poll(() => alerts).toEqual(['alert:Signature is empty']);
    await drawWithMouse(page);
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByRole('button', { name: 'I Consent' }).click();
    await expect.poll(() => alerts).toEqual(['alert:Signature is empty', 'alert:Signature is empty']);
    expect(page.url()).toMatch(/\/clinical-trial\/consent$/);
    expect(posts).toEqual([]);
    const column = await page.locator('.consent').evaluate((el) => getComputedStyle(el).maxWidth);
    expect(column).toBe('492px');
    const size = await page.getByTestId('signature-pad').evaluate((el) => {
      const c = el as HTMLCanvasElement;
      return [c.clientWidth, c.clientHeight];
    });
    expect(size).toEqual([400, 200]);
    await expectNoAxeViolations(page);
  });

  it('I Decline goes to the patient dashboard', async () => {
    const { page } = s;
    await signIn(page);
    await openConsent(page);
    await page.getByRole('button', { name: 'I Decline' }).click();
    await page.waitForURL('**/patient/dashboard');
  });

  it('a mouse signature without an ID card: capture-id with ref = base64 of /consent, both sides, back to the consent and on to finish-study', async () => {
    const { page } = s;
    const patient = await createPatient(s.baseUrl, s.dataDir);
    await signIn(page, patient.email, patient.password);
    await openConsent(page);
    await drawWithMouse(page);
    const [response] = await Promise.all([
      consentResponse(page),
      page.getByRole('button', { name: 'I Consent' }).click(),
    ]);
    expect(response.status()).toBe(200);
    const sent = response.request().postDataJSON() as {
      Strokes: { points: unknown[] }[];
      SignaturePng: string;
    };
    expect(sent.Strokes[0]?.points.length).toBeGreaterThan(5);
    expect(sent.SignaturePng.startsWith('data:image/png;base64,')).toBe(true);
    expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await page.waitForURL('**/clinical-trial/capture-id?**');
    const ref = new URL(page.url()).searchParams.get('ref');
    expect(ref).toBe(Buffer.from('/consent').toString('base64'));
    // Both sides of the ID (no camera here: photo files), back to the consent, which goes on to finish.
    await captureIdWithFiles(page);
    await page.waitForURL((url) => url.pathname === '/clinical-trial/finish-study');
    await page.getByRole('heading', { name: 'Connect with a Study Coordinator' }).waitFor();
  });

  it('capture-id refuses a ref to another origin and stays on ours', async () => {
    const { page } = s;
    const patient = await createPatient(s.baseUrl, s.dataDir);
    await signIn(page, patient.email, patient.password);
    const ref = Buffer.from('//evil.example/consent').toString('base64');
    await page.goto(`/clinical-trial/capture-id?ref=${encodeURIComponent(ref)}`);
    await captureIdWithFiles(page);
    await page.waitForURL((url) => url.pathname === '/patient/dashboard');
    expect(new URL(page.url()).origin).toBe(new URL(s.baseUrl).origin);
  });

  it('a touch signature with an ID card on file goes to finish-study, then Finish to book-appointment', async () => {
    const { page } = s;
    const patient = await createPatient(s.baseUrl, s.dataDir);
    await signIn(page, patient.email, patient.password);
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('currentUser') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('currentUser', JSON.stringify({ ...user, hasIDCard: true }));
    });
    await openConsent(page);
    await drawWithTouch(page);
    const [response] = await Promise.all([
      consentResponse(page),
      page.getByRole('button', { name: 'I Consent' }).click(),
    ]);
    expect(response.status()).toBe(200);
    await page.waitForURL('**/clinical-trial/finish-study');
    await page.getByRole('heading', { name: 'Connect with a Study Coordinator' }).waitFor();
    await page
      .getByText('You are moments away from speaking with a study coordinator.', { exact: false })
      .waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Finish' }).click();
    await page.waitForURL('**/patient/book-appointment');
  });

  it('a keyboard user types the name instead of drawing', async () => {
    const { page } = s;
    const patient = await createPatient(s.baseUrl, s.dataDir);
    await signIn(page, patient.email, patient.password);
    await openConsent(page);
    await page.getByLabel('Type my name instead of drawing (keyboard)').check();
    await page.getByLabel('Your full name as signature').fill('Test Patient');
    const [response] = await Promise.all([
      consentResponse(page),
      page.getByRole('button', { name: 'I Consent' }).click(),
    ]);
    expect(response.status()).toBe(200);
    expect((response.request().postDataJSON() as { TypedName: string }).TypedName).toBe('Test Patient');
    await page.waitForURL('**/clinical-trial/capture-id?**');
  });
});

describe('consents in Records', () => {
  it('lists the signed consent, downloads the PDF copy and withdraws it', async () => {
    const { page } = s;
    const patient = await createPatient(s.baseUrl, s.dataDir, { firstName: 'Consent', lastName: 'Copy' });
    await signIn(page, patient.email, patient.password);
    await openConsent(page);
    await drawWithMouse(page);
    await Promise.all([consentResponse(page), page.getByRole('button', { name: 'I Consent' }).click()]);
    await page.waitForURL('**/clinical-trial/capture-id?**');

    await page.goto('/patient/consents');
    await page.getByRole('heading', { name: 'My consents' }).waitFor();
    const row = page.getByRole('row', { name: /Informed Consent/ });
    await row.getByText('Active').waitFor();
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download signed copy (PDF)' }).click(),
    ]);
    const file = await download.path();
    const text = pdfText(readFileSync(file));
    expect(text).toContain('Signed by: Consent Copy');
    expect(text).toContain('Last updated: 2023-10-11');
    expect(text).toMatch(/Document SHA-256: [0-9a-f]{64}/);

    page.on('dialog', (d) => {
      void d.accept();
    });
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/withdraw') && r.status() === 200),
      row.getByRole('button', { name: 'Withdraw consent' }).click(),
    ]);
    await page.getByRole('status').getByText('Your consent was withdrawn.', { exact: false }).waitFor();
    await row.getByText(/Withdrawn on \d{4}-\d{2}-\d{2}/).waitFor();
    expect(await row.getByRole('button', { name: 'Withdraw consent' }).count()).toBe(0);
  });
});

describe('book an appointment', () => {
  it('books an open time shown in the patient’s zone, then cancels it', async () => {
    const { page } = s;
    const patient = await createPatient(s.baseUrl, s.dataDir);
    await signIn(page, patient.email, patient.password);
    await page.goto('/patient/book-appointment');
    await page.getByRole('heading', { name: 'Open times with a study coordinator' }).waitFor();
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await page.getByText(`Times are shown in your time zone (${zone}).`).waitFor();
    const slot = page.getByRole('button', { name: /^Book .* with Jordan Lee$/ }).last();
    const label = (await slot.getAttribute('aria-label')) ?? '';
    const [booked] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/api/patient/appointments') && r.request().method() === 'POST',
      ),
      slot.click(),
    ]);
    expect(booked.status()).toBe(200);
    await page.getByRole('status').getByText('Booked:', { exact: false }).waitFor();
    await expectNoAxeViolations(page);
    expect(await page.getByRole('button', { name: label }).count()).toBe(0);
    const [cancelled] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/cancel')),
      page.getByRole('button', { name: 'Cancel' }).click(),
    ]);
    expect(cancelled.status()).toBe(200);
    await page.getByRole('status').getByText('Your appointment was cancelled.').waitFor();
    await page.getByRole('button', { name: label }).waitFor();
  });
});

describe('reschedule an appointment', () => {
  it('moves a booking to another time; a time taken meanwhile says so and keeps the booking', async () => {
    const { page } = s;
    const patient = await createPatient(s.baseUrl, s.dataDir);
    const rival = await createPatient(s.baseUrl, s.dataDir);
    await signIn(page, patient.email, patient.password);
    await page.goto('/patient/book-appointment');
    await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/api/patient/appointments') && r.request().method() === 'POST',
      ),
      page
        .getByRole('button', { name: /^Book .* with Jordan Lee$/ })
        .last()
        .click(),
    ]);
    const mine = page.locator('.booking__appointment');
    const before = (await mine.locator('span').first().textContent()) ?? '';
    await page.getByRole('button', { name: 'Reschedule' }).click();
    const moves = page.getByRole('button', { name: /^Move to .* with Jordan Lee$/ });
    await moves.first().waitFor();

    // The rival takes the last open time between the patient's pick and confirmation.
    const firstPick = (await moves.last().getAttribute('aria-label')) ?? '';
    await moves.last().click();
    await page.getByRole('heading', { name: 'Move your appointment?' }).waitFor();
    await expectNoAxeViolations(page);
    const headers = { authorization: `Bearer ${rival.user.token}`, 'content-type': 'application/json' };
    const open = (await (await fetch(`${s.baseUrl}/api/patient/appointment-slots`, { headers })).json()) as {
      Data: { CoordinatorID: string; StartsAt: string }[];
    };
    const last = open.Data.at(-1);
    if (!last) throw new Error('no open slot');
    const taken = await fetch(`${s.baseUrl}/api/patient/appointments`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ CoordinatorID: last.CoordinatorID, StartsAt: last.StartsAt }),
    });
    expect(taken.status).toBe(200);
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/reschedule')),
      page.getByRole('button', { name: 'Yes, move it' }).click(),
    ]);
    expect(refused.status()).toBe(409);
    await page
      .getByRole('alert')
      .getByText('This time was just taken by someone else.', { exact: false })
      .waitFor();
    expect(await mine.locator('span').first().textContent()).toBe(before);

    await expect.poll(() => page.getByRole('button', { name: firstPick }).count()).toBe(0);
    const target = (await moves.last().getAttribute('aria-label')) ?? '';
    await moves.last().click();
    const [moved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/reschedule')),
      page.getByRole('button', { name: 'Yes, move it' }).click(),
    ]);
    expect(moved.status()).toBe(200);
    await page.getByRole('status').getByText('Rescheduled:', { exact: false }).waitFor();
    const now = (await mine.locator('span').first().textContent()) ?? '';
    expect(now).not.toBe(before);
    const time = /at (\S+) with/.exec(target)?.[1] ?? '';
    expect(now).toContain(time);
    // The old time is open again.
    await page
      .getByRole('button', { name: /^Book .* with Jordan Lee$/ })
      .first()
      .waitFor();
  });
});
