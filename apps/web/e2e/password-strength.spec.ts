import { describe, expect, it } from 'vitest';
import { createPatient, expectNoAxeViolations, signIn, useBrowser } from './support';

const s = useBrowser();

const isEstimatorChunk = (url: string) => /\/assets\/estimator-[\w-]+\.js$/.test(url);

describe('password strength (one password field for sign-up, reset and settings)', () => {
  it('the sign-in page never downloads the strength dictionaries', async () => {
    const { page } = s;
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/authentication/signin');
    await page.locator('input[name="password"]').fill('Password1!');
    await page.locator('input[name="email"]').fill('someone@demo.example');
    await page.locator('input[name="email"]').waitFor();
    expect(scripts.some(isEstimatorChunk)).toBe(false);
    expect(scripts.length).toBeGreaterThan(0);
  });

  it('settings: show/hide, checklist and the live hint; the server refuses a guessable password', async () => {
    const { page } = s;
    const patient = await createPatient(s.baseUrl, s.dataDir);
    await signIn(page, patient.email, patient.password);
    await page.goto('/patient/settings');
    const form = page.locator('form[aria-labelledby="password-title"]');
    const fresh = form.getByLabel('New password', { exact: true });
    await fresh.waitFor();
    expect(await form.getByRole('button', { name: 'Show password' }).count()).toBe(3);
    expect(await form.locator('[data-rule]').count()).toBe(6);

    const estimator = page.waitForRequest((r) => isEstimatorChunk(r.url()));
    await fresh.fill('Password1!');
    await estimator;
    await form.getByText('very easy to guess').waitFor({ timeout: 30_000 });
    await form.getByText('This password is too easy to guess and will not be accepted.').waitFor();
    await expectNoAxeViolations(page);

    await form.getByLabel('Current password').fill(patient.password);
    await form.getByLabel('Confirm new password').fill('Password1!');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/patient/settings/password'));
    await form.getByRole('button', { name: 'Update password' }).click();
    const response = await answer;
    expect(response.status()).toBe(400);
    expect(((await response.json()) as { Code?: string }).Code).toBe('PASSWORD_GUESSABLE');
    await form.getByText(/^This password is too easy to guess\. Please choose another one\./).waitFor();

    await fresh.fill('Lantern-Orbit-2077');
    await form.getByText('very hard to guess').waitFor({ timeout: 30_000 });
    await form.getByRole('button', { name: 'Show password' }).nth(1).click();
    expect(await fresh.getAttribute('type')).toBe('text');
  });

  it('the reset screen shows the same hint', async () => {
    const { page } = s;
    await page.goto(`/resetpassword/email/${encodeURIComponent('someone@demo.example')}/not-a-real-token`);
    const password = page.getByLabel('New password');
    await password.fill('Qwerty123!');
    await page.getByText('very easy to guess').waitFor({ timeout: 30_000 });
    await password.fill('Quiet-Meadow-2040');
    await page.getByText('very hard to guess').waitFor({ timeout: 30_000 });
    await s.csp.assertNone();
  });
});
