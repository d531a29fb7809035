import { describe, expect, it } from 'vitest';
import { signIn, submitSignIn, useBrowser } from './support';

const s = useBrowser();

const fakeUser = (role: string) =>
  JSON.stringify({
    role,
    firstName: 'Jo',
    lastName: 'Doe',
    dob: null,
    token: 'not-a-real-token',
    hasIDCard: false,
  });

describe('routes and guards', () => {
  it('sends a signed-out visitor of any guarded area to authentication/signin', async () => {
    const { page } = s;
    for (const path of [
      '/',
      '/patient/dashboard',
      '/patient/settings',
      '/onboarding/intro',
      '/clinical-trial/consent',
      '/rapidtest/test',
      '/a1ctest/test',
    ]) {
      await page.goto(path);
      await page.waitForURL((u) => u.pathname === '/authentication/signin');
    }
  });

  it('brings a signed-out visitor back to the deep link after sign-in', async () => {
    const { page } = s;
    await page.goto('/patient/allergies');
    await page.waitForURL((u) => u.pathname === '/authentication/signin');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/patient/allergies');
    await submitSignIn(page);
    expect(new URL(page.url()).pathname).toBe('/patient/allergies');
    await page.getByRole('heading', { level: 1, name: 'Allergies' }).waitFor();
  });

  it.each([
    '//evil.example',
    'https://evil.example/patient/allergies',
    '/\\evil.example',
    '/%5Cevil.example',
  ])('ignores a return path that leaves the site: %s', async (returnTo) => {
    const { page } = s;
    await page.goto(`/authentication/signin?returnTo=${encodeURIComponent(returnTo)}`);
    await submitSignIn(page);
    const url = new URL(page.url());
    expect(url.origin).toBe(s.baseUrl);
    expect(url.pathname).toBe('/patient/dashboard');
  });

  it('sends a user of another role to authentication/signin', async () => {
    const { page } = s;
    await page.goto('/authentication/signin');
    await page.evaluate((user) => {
      localStorage.setItem('currentUser', user);
    }, fakeUser('Coordinator'));
    await page.goto('/patient/dashboard');
    await page.waitForURL((u) => u.pathname === '/authentication/signin');
    await page.goto('/onboarding/intro');
    await page.waitForURL((u) => u.pathname === '/authentication/signin');
  });

  it('shows the not-found screen for any other path, signed in or not', async () => {
    const { page } = s;
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await signIn(page);
    await page.goto('/patient/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await s.csp.assertNone();
  });

  it('sends an e-mail link with an empty e-mail or token to the site root', async () => {
    const { page } = s;
    for (const path of [
      '/verify/email/someone%40localhost',
      '/verify/email//sometoken',
      '/resetpassword/email/someone%40localhost/',
      '/resetpassword/email',
    ]) {
      await page.goto(path);
      // The site root of a signed-out visitor is the sign-in screen.
      await page.waitForURL((u) => u.pathname === '/authentication/signin');
    }
  });

  it('lets a Patient into the patient area and the lazy areas', async () => {
    const { page } = s;
    await signIn(page);
    expect(new URL(page.url()).pathname).toBe('/patient/dashboard');
    // Each lazy area opens for a Patient: a page of that area with its own heading, never sign-in or Not found.
    const cases: [string, string][] = [
      ['/patient/healthservices', 'Health services'],
      ['/patient/allergies', 'Allergies'],
      ['/patient/book-appointment', 'Book an appointment'],
      ['/onboarding/capture-selfie', '/onboarding/'],
      ['/clinical-trial/research-study', '/clinical-trial/'],
      ['/rapidtest/test', '/rapidtest/test/'],
      ['/a1ctest/test', '/a1ctest/test/'],
    ];
    for (const [path, expected] of cases) {
      await page.goto(path);
      if (expected.startsWith('/')) {
        await page.waitForURL((u) => u.pathname.startsWith(expected));
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await page.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);
      } else {
        await page.getByRole('heading', { level: 1, name: expected }).waitFor();
        expect(new URL(page.url()).pathname).toBe(path);
      }
    }
  });

  it('downloads an area only when it is visited', async () => {
    const { page } = s;
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/authentication/signin');
    await page.locator('input[name="email"]').waitFor();
    expect(scripts.some((u) => /main-layout|patient-routes|onboarding-routes|rapid-test/.test(u))).toBe(
      false,
    );
  });

  it('on a 401 the user is logged out and the page reloads to the sign-in screen', async () => {
    const { page } = s;
    await signIn(page);
    await page.locator('.sidebar__name').waitFor();
    // The token is revoked on the server (signed out elsewhere): the next call answers 401.
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('currentUser') ?? '{}') as { token?: string }).token ?? '',
    );
    const revoked = await fetch(`${s.baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(revoked.status).toBe(200);
    // The settings page loads the profile: 401, then sign-out and a reload of the page.
    const reload = page.waitForEvent('load', { timeout: 15_000 });
    await page.locator('.dashboard__actions a[href="/patient/settings"]').click();
    await reload;
    await page.waitForURL((u) => u.pathname === '/authentication/signin', { timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  });
});
