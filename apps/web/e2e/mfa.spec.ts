import { describe, expect, it } from 'vitest';
import {
  createPatient,
  DEMO_COORDINATOR,
  expectNoAxeViolations,
  nextCode,
  rememberAuthenticator,
  signIn,
  signInStaff,
  useBrowser,
} from './support';

const s = useBrowser();

// Every test that signs the demo coordinator in lives in this file, after the enrolment test: the
// coordinator enrols once per run, and files may run in any order.
describe('two-step sign-in (TOTP)', () => {
  it('the coordinator enrols at first sign-in, then signs in with a code', async () => {
    const { page } = s;
    await page.goto('/authentication/signin');
    await page.locator('input[name="email"]').fill(DEMO_COORDINATOR.email);
    await page.locator('input[name="password"]').fill(DEMO_COORDINATOR.password);
    await page.locator('form button[type="submit"]').click();

    // A correct password alone is not a session: the enrolment step, its heading focused.
    await page.locator('button[name="mfa-start"]').waitFor();
    expect(page.url()).toContain('/authentication/signin');
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await expectNoAxeViolations(page);

    await page.locator('button[name="mfa-start"]').click();
    const qr = page.locator('img.mfa-qr');
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await qr.getAttribute('alt')).toBeTruthy();
    const key = (await page.locator('.mfa-key').textContent()) ?? '';
    expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    const codeInput = page.locator('input[name="code"]');
    expect(await codeInput.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await expectNoAxeViolations(page);

    // A wrong code is refused with the server's message; the right one shows the recovery codes once.
    await codeInput.fill('000000');
    await page.locator('form button[type="submit"]').click();
    await page.locator('[role="alert"]').waitFor();
    rememberAuthenticator(s.dataDir, DEMO_COORDINATOR.email, key);
    await codeInput.fill(await nextCode(s.dataDir, DEMO_COORDINATOR.email));
    await page.locator('form button[type="submit"]').click();
    await page.locator('.mfa-codes li').first().waitFor();
    expect(await page.locator('.mfa-codes li').count()).toBe(10);
    await Promise.all([
      page.waitForURL((url) => !url.pathname.startsWith('/authentication/'), { timeout: 20_000 }),
      page.locator('button[name="mfa-continue"]').click(),
    ]);
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toContain('Coordinator');

    // Signed out, the next sign-in asks for a code, with the input focused.
    await page.evaluate(() => {
      localStorage.clear();
    });
    await page.goto('/authentication/signin');
    await page.locator('input[name="email"]').fill(DEMO_COORDINATOR.email);
    await page.locator('input[name="password"]').fill(DEMO_COORDINATOR.password);
    await page.locator('form button[type="submit"]').click();
    await codeInput.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('code');
    expect(await codeInput.getAttribute('autocomplete')).toBe('one-time-code');
    await expectNoAxeViolations(page);
    await codeInput.fill(await nextCode(s.dataDir, DEMO_COORDINATOR.email));
    await Promise.all([
      page.waitForURL((url) => !url.pathname.startsWith('/authentication/'), { timeout: 20_000 }),
      page.locator('form button[type="submit"]').click(),
    ]);
    await s.csp.assertNone();
  });

  it('staff home: the coordinator lands on a real page that says what staff can do, and signs out from it', async () => {
    const { page } = s;
    // The support helper signs the enrolled coordinator in with a fresh code. Each sign-in may wait for the
    // clock (a code is never used twice): this file signs the coordinator in three times, no more.
    await signInStaff(page, s.dataDir);
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toContain('Coordinator');
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard/main');
    await page.getByRole('heading', { level: 1, name: 'Staff console' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);
    expect(await page.getByTestId('staff-signed-in-as').textContent()).toContain('(Coordinator)');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/authentication/signin');
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
    // The session ended: the page is guarded again.
    await page.goto('/admin/dashboard/main');
    await page.waitForURL((u) => u.pathname === '/authentication/signin');
    await s.csp.assertNone();
  });

  it('a patient turns two-step sign-in on in settings, then signs in with a code, then turns it off', async () => {
    const { page } = s;
    const patient = await createPatient(s.baseUrl, s.dataDir);
    await signIn(page, patient.email, patient.password);
    await page.goto('/patient/settings');

    await page.locator('#two-step-password').fill(patient.password);
    await page.locator('#two-step-password').press('Enter');
    const key = (await page.locator('.mfa-key').textContent()) ?? '';
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('two-step-title');
    await expectNoAxeViolations(page);
    rememberAuthenticator(s.dataDir, patient.email, key);
    await page.locator('#two-step-code').fill(await nextCode(s.dataDir, patient.email));
    await page.locator('#two-step-code').press('Enter');
    await page.locator('.mfa-codes li').first().waitFor();
    expect(await page.locator('.mfa-codes li').count()).toBe(10);
    await page.locator('button[name="mfa-done"]').click();
    await page.locator('#two-step-off-password').waitFor();

    // Signed out, sign-in now asks for a code.
    await page.evaluate(() => {
      localStorage.clear();
    });
    await signInStaff(page, s.dataDir, patient.email, patient.password);
    expect(new URL(page.url()).pathname).toBe('/patient/dashboard');

    // Turning it off needs the password; then the password alone is enough again.
    await page.goto('/patient/settings');
    await page.locator('#two-step-off-password').fill(patient.password);
    await page.locator('#two-step-off-password').press('Enter');
    await page.locator('#two-step-password').waitFor();
    await page.evaluate(() => {
      localStorage.clear();
    });
    await signIn(page, patient.email, patient.password);
    expect(new URL(page.url()).pathname).toBe('/patient/dashboard');
    await s.csp.assertNone();
  });
});
