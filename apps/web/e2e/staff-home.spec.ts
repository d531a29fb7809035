import { describe, it } from 'vitest';
import { signIn, useBrowser } from './support';

const s = useBrowser();

// The coordinator's own visit to the staff home is in mfa.spec.ts: the demo coordinator enrols its second
// factor once per run, so every test that signs it in runs there, after the enrolment test.
describe('staff home (admin/dashboard/main)', () => {
  it('is not a page for a Patient', async () => {
    const { page } = s;
    await signIn(page);
    await page.goto('/admin/dashboard/main');
    await page.waitForURL((u) => u.pathname === '/authentication/signin');
  });
});
