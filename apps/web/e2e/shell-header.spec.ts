import { describe, expect, it } from 'vitest';
import { createPatient, expectNoAxeViolations, signIn, useBrowser } from './support';

const s = useBrowser();

describe('header', () => {
  it('shows the patient name and photo, the logo links home', async () => {
    const { page } = s;
    await signIn(page);
    const profile = page.locator('.header__profile-btn');
    await expect.poll(() => profile.locator('.header__name').textContent()).toBe('Alex Morgan');
    expect(await profile.locator('img').getAttribute('src')).toBe('/assets/images/patient-placeholder.svg');
    // The name and photo are kept as currentUserInfo and shown at once after a reload.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('currentUserInfo')))
      .toBe('{"firstName":"Alex","lastName":"Morgan","photo":null}');
    // The header's answer is held until the saved name has been seen (not for a fixed time: a reload on
    // a loaded machine can take longer than any such delay).
    const held: { release?: () => void } = {};
    const headerHeld = new Promise<void>((resolve) => {
      held.release = resolve;
    });
    await page.route('**/api/patient/header', async (route) => {
      await headerHeld;
      await route.continue();
    });
    // (A different saved name shows that the saved info, not the sign-in answer, fills the header.)
    await page.evaluate(() => {
      localStorage.setItem('currentUserInfo', '{"firstName":"Saved","lastName":"Name","photo":null}');
    });
    await page.reload();
    await expect.poll(() => profile.locator('.header__name').textContent()).toBe('Saved Name');
    held.release?.();
    await expect.poll(() => profile.locator('.header__name').textContent()).toBe('Alex Morgan');
    await page.unroute('**/api/patient/header');
    await page.goto('/patient/settings');
    await page.getByRole('link', { name: 'Home' }).first().click();
    await page.waitForURL('**/patient/dashboard');
  });

  it('lists notifications with date, time, calendar icon and unread status; dismiss removes one', async () => {
    const { page } = s;
    await signIn(page);
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor();
    await bell.click();
    const list = page.locator('#notifications-menu .notifications__list');
    await list.waitFor();
    expect(await list.evaluate((el) => getComputedStyle(el).height)).toBe('350px');
    const items = list.locator('li');
    const before = await items.count();
    expect(before).toBeGreaterThan(0);
    const first = items.first();
    expect(await first.locator('time').textContent()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(await first.locator('.notification__icon svg').count()).toBe(1);
    expect(await list.locator('li.notification--unread').count()).toBeGreaterThan(0);
    expect(await list.locator('li.notification--unread').first().textContent()).toContain('Unread');

    const message = (await first.locator('.notification__message').textContent()) ?? '';
    const dismissed = page.waitForResponse((r) => r.url().includes('/api/patient/notifications/dismiss/'));
    await first.getByRole('button', { name: 'Dismiss notification' }).click();
    expect((await dismissed).status()).toBe(200);
    await expect.poll(() => items.count()).toBe(before - 1);
    expect(await list.textContent()).not.toContain(message.replace(/^Unread: /, ''));
    await expectNoAxeViolations(page);

    await page.reload();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.locator('#notifications-menu').waitFor();
    expect(await page.locator('#notifications-menu').textContent()).not.toContain(
      message.replace(/^Unread: /, ''),
    );
    // Escape closes the list and gives the focus back to the bell.
    await page.keyboard.press('Escape');
    expect(await page.locator('#notifications-menu').count()).toBe(0);
  });

  it('switches the language (en, es, de, flags, default US) and keeps it', async () => {
    const { page } = s;
    await signIn(page);
    const langButton = page.locator('.header__lang-btn');
    await langButton.waitFor();
    expect(await langButton.getAttribute('aria-label')).toBe('Language: English');
    await langButton.click();
    const options = page.locator('#language-menu button');
    expect(await options.allTextContents()).toEqual(['English', 'Español', 'Deutsch']);
    expect(await options.evaluateAll((bs) => bs.map((b) => b.getAttribute('lang')))).toEqual([
      'en',
      'es',
      'de',
    ]);
    // Default flag: US for English.
    expect(await langButton.locator('svg.flag rect[fill="#3C3B6E"]').count()).toBe(1);
    expect(await options.locator('svg.flag').count()).toBe(3);
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('heading', { name: /Bienvenido/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('es');
    await page.locator('#leftsidebar').getByRole('link', { name: 'Ajustes' }).waitFor();
    expect(await page.locator('#leftsidebar').getByRole('link', { name: 'Ajustes' }).count()).toBe(1);

    await page.reload();
    await page.getByRole('heading', { name: /Bienvenido/ }).waitFor();
    await page.locator('.header__lang-btn').click();
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { name: /Willkommen/ }).waitFor();
    await expectNoAxeViolations(page);
    await page.locator('.header__lang-btn').click();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: /Welcome/ }).waitFor();
  });

  it('profile menu: Settings opens patient/settings; Logout signs out and goes to authentication/signin', async () => {
    const { page } = s;
    await signIn(page);
    const profile = page.locator('.header__profile-btn');
    await profile.click();
    await page.locator('#profile-menu').getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/patient/settings');
    await profile.click();
    const logout = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
    await page.locator('#profile-menu').getByRole('button', { name: 'Logout' }).click();
    expect((await logout).status()).toBe(200);
    await page.waitForURL((u) => u.pathname === '/authentication/signin' && u.search === '');
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
    await page.goto('/patient/dashboard');
    await page.waitForURL((u) => u.pathname === '/authentication/signin');
  });

  it('a logout answer without success still ends the session and goes to authentication/signin', async () => {
    const { page } = s;
    await signIn(page);
    await page.route('**/api/auth/logout', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"IsOK":true,"Data":{"success":false}}',
      }),
    );
    await page.locator('.header__profile-btn').click();
    await page.locator('#profile-menu').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/authentication/signin' && u.search === '');
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  });
});

describe('patient settings page', () => {
  it('saves the profile and changes the password, with clear messages', async () => {
    const { page } = s;
    const patient = await createPatient(s.baseUrl, s.dataDir, { firstName: 'Robin', lastName: 'Hale' });
    await signIn(page, patient.email, patient.password);
    await page.goto('/patient/settings');
    const first = page.getByLabel('First name');
    await expect.poll(() => first.inputValue()).toBe('Robin');
    expect(await page.getByLabel('Email').inputValue()).toBe(patient.email);
    expect(await page.getByLabel('Date of birth').inputValue()).toBe(patient.birthDate);
    await expectNoAxeViolations(page);

    await first.fill('Robyn');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Your profile has been saved.').waitFor();
    await expect.poll(() => page.locator('.header__name').textContent()).toBe('Robyn Hale');
    await expect.poll(() => page.locator('.sidebar__name').textContent()).toBe('Robyn Hale');

    await page.getByLabel('First name').fill('');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Please enter your first and last name.').waitFor();

    // Password: empty, mismatch, wrong current password, then success.
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText('Please enter your Password').waitFor();
    await page
      .getByRole('form', { name: 'Change password' })
      .getByLabel('Current password')
      .fill(patient.password);
    await page.getByLabel('New password', { exact: true }).fill('Another-Secret-2026!');
    await page.getByLabel('Confirm new password').fill('Different-2026!');
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText('The new passwords do not match.').waitFor();

    await page
      .getByRole('form', { name: 'Change password' })
      .getByLabel('Current password')
      .fill('Wrong-Password-2026!');
    await page.getByLabel('Confirm new password').fill('Another-Secret-2026!');
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.locator('form[aria-labelledby="password-title"] .alert-error').waitFor();
    expect(new URL(page.url()).pathname).toBe('/patient/settings');

    await page
      .getByRole('form', { name: 'Change password' })
      .getByLabel('Current password')
      .fill(patient.password);
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText('Your password has been changed.').waitFor();
  });
});
