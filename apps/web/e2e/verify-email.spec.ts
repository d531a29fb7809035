import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, latestLink, uniqueEmail, useBrowser } from './support';

const s = useBrowser();
const NOT_VERIFIED = 'Your Email IS NOT Verified! Please check your inputs and re-submit the form.';

async function registerAndGetLink(email: string): Promise<string> {
  const response = await fetch(`${s.baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, tenantId: 'demo', language: 'en' }),
  });
  expect(response.status).toBe(200);
  return latestLink(s.dataDir, email, 'verify');
}

describe('verify e-mail screen', () => {
  it('verifies a good link once; the same link again shows the not-verified text', async () => {
    const { page } = s;
    const email = uniqueEmail('verify');
    const link = await registerAndGetLink(email);

    // A mail scanner fetching the link changes nothing: the screen redeems the code by POST.
    const scanned = await fetch(s.baseUrl + link);
    expect(scanned.status).toBe(200);

    await page.goto(link);
    await page.getByRole('heading', { name: 'Email Verified' }).waitFor();
    await page.getByRole('link', { name: 'Back' }).waitFor();
    await s.csp.assertNone();

    await page.goto(link);
    await page.getByText(NOT_VERIFIED).waitFor();
    expect(await page.getByRole('link', { name: 'Continue' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL('**/authentication/register');
  });

  it('trims and lower-cases the e-mail of the link', async () => {
    const { page } = s;
    const email = uniqueEmail('verifycase');
    const link = await registerAndGetLink(email);
    const token = link.split('/').at(-1) ?? '';
    await page.goto(`/verify/email/${encodeURIComponent(`  ${email.toUpperCase()} `)}/${token}`);
    await page.getByRole('heading', { name: 'Email Verified' }).waitFor();
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(`**/authentication/signup/${encodeURIComponent(email)}`);
  });

  it('shows the not-verified text for a garbage token', async () => {
    const { page } = s;
    await page.goto(
      `/verify/email/${encodeURIComponent('someone@demo.example')}/${'x'.repeat(33)}garbage-code`,
    );
    await page.getByText(NOT_VERIFIED).waitFor();
    await expectNoAxeViolations(page);
    await s.csp.assertNone();
  });

  it.each(['/verify/email/%20/abc', '/verify/email/a%40b.example/%20', '/verify/email//abc'])(
    'goes to the site root for empty parameters: %s',
    async (url) => {
      const { page } = s;
      await page.goto(url);
      // The root sends a signed-out visitor on to authentication/signin.
      await page.waitForURL((u) => u.pathname === '/' || u.pathname === '/authentication/signin');
      expect(['/', '/authentication/signin']).toContain(new URL(page.url()).pathname);
    },
  );
});
