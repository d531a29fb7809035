import { describe, expect, it } from 'vitest';
import { createPatient, expectNoAxeViolations, latestLink, signIn, useBrowser } from './support';

const s = useBrowser();

async function requestReset(email: string): Promise<string> {
  const { page } = s;
  await page.goto('/authentication/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByTestId('email-sent').waitFor();
  return latestLink(s.dataDir, email, 'reset');
}

describe('new password screen', () => {
  it('forgot password -> reset link -> set a new password -> sign in with it', async () => {
    const { page } = s;
    const patient = await createPatient(s.baseUrl, s.dataDir);
    const link = await requestReset(patient.email);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    const email = page.getByLabel('Email');
    expect(await email.inputValue()).toBe(patient.email);
    expect(await email.getAttribute('readonly')).not.toBeNull();
    await expectNoAxeViolations(page);

    // Only an empty password is blocked.
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('Please enter your Password').waitFor();
    await expectNoAxeViolations(page);

    const password = page.getByLabel('New password');
    await password.fill('Brand-New-Pass-9');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await page.locator('[data-rule][data-met="true"]').count()).toBe(6);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('heading', { name: 'Your new password is set.' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((u) => u.pathname === '/authentication/signin');
    await page.locator('input[name="email"]').waitFor();
    await s.csp.assertNone();

    await signIn(page, patient.email, 'Brand-New-Pass-9');
    expect(new URL(page.url()).pathname).toBe('/patient/dashboard');
  });

  it('shows an error for a reused link and for a garbage token', async () => {
    const { page } = s;
    const patient = await createPatient(s.baseUrl, s.dataDir);
    const link = await requestReset(patient.email);
    await page.goto(link);
    await page.getByLabel('New password').fill('Another-Pass-42');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('heading', { name: 'Your new password is set.' }).waitFor();

    for (const url of [link, `/resetpassword/email/${encodeURIComponent(patient.email)}/garbage-token-123`]) {
      await page.goto(url);
      await page.getByLabel('New password').fill('Yet-Another-Pass-1');
      await page.getByRole('button', { name: 'Set password' }).click();
      // The form gives way to the error and a link to ask for a new one.
      await page.getByRole('heading', { name: 'This link can no longer be used' }).waitFor();
      const failure = page.getByTestId('new-password-failure');
      expect(await failure.textContent()).toContain('Please ask for a new one.');
      expect(await page.getByLabel('New password').count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Your new password is set.' }).count()).toBe(0);
      await expectNoAxeViolations(page);
    }
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await page.waitForURL('**/authentication/forgot-password');
    // The old password still works after the refused attempts.
    await signIn(page, patient.email, 'Another-Pass-42');
    expect(new URL(page.url()).pathname).toBe('/patient/dashboard');
  });

  it('works by keyboard alone: show/hide with Space, submit with Enter, focus on the field when empty', async () => {
    const { page } = s;
    await page.goto(`/resetpassword/email/${encodeURIComponent('someone@demo.example')}/not-a-real-token`);
    const password = page.getByLabel('New password');
    await password.waitFor();
    await password.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Please enter your Password').waitFor();
    expect(await password.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('Typed-By-Keys-1');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Show password');
    await page.keyboard.press('Space');
    expect(await password.getAttribute('type')).toBe('text');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.getByTestId('new-password-failure').waitFor();
  });

  it('patient/signin leads to the sign-in screen, also for a browser that still holds a session', async () => {
    const { page } = s;
    await page.goto('/patient/signin');
    await page.waitForURL('**/authentication/signin');
    await signIn(page);
    await page.goto('/patient/signin');
    await page.waitForURL('**/authentication/signin');
    await page.locator('input[name="email"]').waitFor();
  });

  it.each([
    '/resetpassword/email/%20/abc',
    '/resetpassword/email/a%40b.example/%20',
    '/resetpassword/email//abc',
  ])('goes to the site root for empty parameters: %s', async (url) => {
    const { page } = s;
    await page.goto(url);
    await page.waitForURL((u) => u.pathname === '/' || u.pathname === '/authentication/signin');
  });
});
