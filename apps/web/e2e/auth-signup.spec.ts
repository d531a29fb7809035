import { describe, expect, it } from 'vitest';
import {
  DEMO_PATIENT,
  expectNoAxeViolations,
  latestLink,
  listOutbox,
  signIn,
  uniqueEmail,
  useBrowser,
} from './support';

const s = useBrowser();

describe('sign-in area', () => {
  it('register -> verify mail -> Email Verified -> Continue -> complete sign-up -> signed in on patient/dashboard', async () => {
    const { page } = s;
    const email = uniqueEmail('signup');
    await page.goto('/authentication/register');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send verification link' }).click();
    await page.getByText('Please check your inbox').waitFor();

    const link = await latestLink(s.dataDir, email, 'verify');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Email Verified' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(`**/authentication/signup/${encodeURIComponent(email)}`);
    // The ticket stays in sessionStorage, never in the URL.
    expect(page.url()).not.toContain('ticket');

    await page.getByLabel('First name').fill('Erin');
    await page.getByLabel('Last name').fill('Example');
    await page.getByLabel('Birth date').fill('1991-02-03');
    await page.getByLabel('Password', { exact: true }).fill('Erin-Example-77');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/patient/dashboard');
    const stored = await page.evaluate(() => localStorage.getItem('currentUser'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      role: 'Patient',
      firstName: 'Erin',
      lastName: 'Example',
    });
    expect(await page.evaluate(() => sessionStorage.getItem('signupTicket'))).toBeNull();
    await s.csp.assertNone();
  });

  it('signs the seeded patient in and lands on patient/dashboard', async () => {
    await signIn(s.page, DEMO_PATIENT.email, DEMO_PATIENT.password);
    expect(new URL(s.page.url()).pathname).toBe('/patient/dashboard');
    await s.csp.assertNone();
  });

  it('shows the validation messages and the server message for a wrong password', async () => {
    const { page } = s;
    await page.goto('/authentication/signin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Please enter your Email').waitFor();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Please enter a valid Email').waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel('Email').fill(DEMO_PATIENT.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim().length).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/authentication/signin');
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
    await expectNoAxeViolations(page);
    await s.csp.assertNone();
  });

  it('is usable by keyboard: sign in with Tab and Enter', async () => {
    const { page } = s;
    await page.goto('/authentication/signin');
    await page.getByLabel('Email').focus();
    await page.keyboard.type(DEMO_PATIENT.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PATIENT.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/patient/dashboard');
  });

  it('answers register and forgot password the same for known and unknown e-mails', async () => {
    const { page } = s;
    const unknown = uniqueEmail('nobody');
    const texts: string[] = [];
    for (const email of [DEMO_PATIENT.email, unknown]) {
      await page.goto('/authentication/forgot-password');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      const sent = page.getByTestId('email-sent');
      await sent.waitFor();
      texts.push(((await sent.textContent()) ?? '').replace(email, '<email>'));
    }
    expect(texts[0]).toBe(texts[1]);
    await expectNoAxeViolations(page);
    expect(listOutbox(s.dataDir).filter((m) => m.to.includes(unknown))).toHaveLength(0);
  });

  it('links between the screens', async () => {
    const { page } = s;
    await page.goto('/authentication/signin');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL('**/authentication/register');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/authentication/forgot-password');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.waitForURL('**/authentication/signin');
  });
});

describe('sign-up page address', () => {
  it('opens directly (reload) at authentication/signup/{email}, an e-mail with a dot in the last segment', async () => {
    // The server's SPA fallback must not take `.example` (or `.org`) at the end of the path for a file
    // extension: a reload of the sign-up page has to serve the app.
    const response = await s.page.goto('/authentication/signup/someone%40demo.example');
    expect(response?.status()).toBe(200);
    await s.page.getByRole('heading', { name: 'Complete your sign-up' }).waitFor();
  });
});
