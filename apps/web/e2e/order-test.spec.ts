import { describe, expect, it } from 'vitest';
import { createPatient, expectNoAxeViolations, readOutbox, signIn, useBrowser } from './support';

const s = useBrowser();

describe('order a test kit', () => {
  it('from health services: flags the empty form, orders a kit to an address, confirms on screen and by mail, lists it', async () => {
    const { page } = s;
    const patient = await createPatient(s.baseUrl, s.dataDir);
    await signIn(page, patient.email, patient.password);
    await page.goto('/patient/healthservices');
    await page.getByRole('link', { name: 'Order a kit: At-home Rapid Test' }).first().click();
    await page.waitForURL(/\/order-test\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Order a test' }).waitFor();
    await page.getByText('You have not ordered a test kit yet.').waitFor();

    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('alert').getByText('Please correct the marked fields.').waitFor();
    await page.getByText('Please choose a test kit.').waitFor();
    await page.getByText('Please enter a valid postal code', { exact: false }).waitFor();
    // The focus goes to the first field to correct: the first kit.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe(
      'radio',
    );
    await expectNoAxeViolations(page);

    const kit = page.getByRole('radio').first();
    const kitName = ((await kit.locator('xpath=..').locator('strong').textContent()) ?? '').trim();
    await kit.check();
    await page.getByLabel("Recipient's name").fill('Ana Ruiz');
    await page.getByLabel('Street and number').fill('Calle Mayor 5');
    await page.getByLabel('Postal code').fill('28013');
    await page.getByLabel('City').fill('Madrid');
    await page.getByLabel('Country').selectOption('ES');
    const [posted] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().includes('/api/patient/orders/') && r.request().method() === 'POST',
      ),
      page.getByRole('button', { name: 'Place order' }).click(),
    ]);
    expect(posted.status()).toBe(200);
    expect(posted.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Your order is placed' }).waitFor();
    await page.getByText(`Test kit: ${kitName}`, { exact: false }).waitFor();
    await page.getByText('Spain').waitFor();
    await page
      .getByTestId('order-list')
      .getByText(`${kitName} – to Madrid – Placed`, { exact: false })
      .waitFor();
    await expectNoAxeViolations(page);

    const mails = await readOutbox(
      s.dataDir,
      (m) => m.to.includes(patient.email) && m.subject.includes('order'),
    );
    expect(mails.map((m) => m.subject)).toEqual(['Your test kit order is confirmed']);
    expect(mails[0]?.body).toContain('Calle Mayor 5');
    await s.csp.assertNone();
  });
});
