import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createPatient, DEMO_PATIENT, expectNoAxeViolations, signIn, useBrowser } from './support';

const s = useBrowser();

/** A page whose browser prefers German (Accept-Language and navigator.languages). */
async function germanPage(): Promise<Page> {
  const context = await s.browser.newContext({ baseURL: s.baseUrl, locale: 'de-DE' });
  return context.newPage();
}

const languageSelect = (page: Page) => page.locator('.language-select select');

describe('language before sign-in and in every server message', () => {
  it('defaults to the browser language on the sign-in screens and lets the patient choose another', async () => {
    const page = await germanPage();
    try {
      await page.goto('/authentication/signin');
      await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
      expect(await languageSelect(page).inputValue()).toBe('de');
      await expectNoAxeViolations(page);

      await languageSelect(page).selectOption('es');
      await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
      // A server message arrives in the language shown, as a plain sentence.
      await page.locator('input[name="email"]').fill(DEMO_PATIENT.email);
      await page.locator('input[name="password"]').fill('Wrong-Password-9');
      await page.locator('form button[type="submit"]').click();
      await page.getByText('El correo electrónico o la contraseña no son correctos.').waitFor();

      // Every sign-in style screen offers the choice, and it is kept.
      for (const path of [
        '/authentication/register',
        '/authentication/forgot-password',
        '/resetpassword/email/someone%40demo.example/some-token',
        '/verify/email/someone%40demo.example/some-token',
      ]) {
        await page.goto(path);
        await languageSelect(page).waitFor();
        expect(await languageSelect(page).inputValue()).toBe('es');
      }
    } finally {
      await page.context().close();
    }
  });
});

describe('settings page', () => {
  it('refuses an impossible date in the form, clears the saved message on later actions, and follows the header language', async () => {
    const { page } = s;
    const patient = await createPatient(s.baseUrl, s.dataDir);
    await signIn(page, patient.email, patient.password);
    await page.goto('/patient/settings');
    const birth = page.getByLabel('Date of birth');
    await expect.poll(() => birth.inputValue(), { timeout: 20_000 }).toBe(patient.birthDate);

    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/patient/profile')) requests.push(`${r.method()} ${r.url()}`);
    });
    await birth.fill('1990-02-30');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('This date does not exist. Please check the day and the month.').waitFor();
    expect(requests.filter((r) => r.startsWith('PUT'))).toEqual([]);

    await birth.fill('1990-02-28');
    await page.getByRole('button', { name: 'Save profile' }).click();
    const saved = page.getByText('Your profile has been saved.');
    await saved.waitFor();
    await page
      .getByRole('form', { name: 'Change password' })
      .getByLabel('Current password')
      .fill('something');
    await saved.waitFor({ state: 'detached' });

    // The header's language choice and the settings list are one.
    await page.locator('.header__lang-btn').click();
    await page.locator('#language-menu').getByRole('button', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { level: 1, name: 'Einstellungen' }).waitFor();
    expect(await page.locator('#profile-language').inputValue()).toBe('de');
    await page.locator('#profile-language').selectOption('es');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 10_000 })
      .toBe('es');
    expect(await page.locator('.header__lang-btn').getAttribute('aria-label')).toContain('Español');
  });
});
