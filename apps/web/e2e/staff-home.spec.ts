import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, signIn, signInStaff, useBrowser } from './support';

const s = useBrowser();

describe('staff home (admin/dashboard/main)', () => {
  it('the coordinator lands on a real page that says what staff can do, and signs out from it', async () => {
    const { page } = s;
    await signInStaff(page, s.dataDir);
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

  it('is not a page for a Patient', async () => {
    const { page } = s;
    await signIn(page);
    await page.goto('/admin/dashboard/main');
    await page.waitForURL((u) => u.pathname === '/authentication/signin');
  });
});
