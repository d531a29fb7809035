import type { Page } from 'playwright-core';

/** The seeded patient of tenant demo. */
export const DEMO_PATIENT = { email: 'patient@demo.example', password: 'Demo-Patient-2026!' } as const;

/** A new address per call, unique across runs. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${String(Date.now())}-${Math.random().toString(36).slice(2, 8)}@demo.example`;
}

/**
 * Signs in through the real form at /authentication/signin and waits until the app has left it
 * (patient/dashboard for a Patient). Language-independent: uses the inputs' names.
 */
export async function signIn(
  page: Page,
  email: string = DEMO_PATIENT.email,
  password: string = DEMO_PATIENT.password,
): Promise<void> {
  await page.goto('/authentication/signin');
  await submitSignIn(page, email, password);
}

/** Fills and sends the sign-in form already on screen (keeping its URL and query), then waits as signIn does. */
export async function submitSignIn(
  page: Page,
  email: string = DEMO_PATIENT.email,
  password: string = DEMO_PATIENT.password,
): Promise<void> {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/authentication/'), { timeout: 20_000 }),
    page.locator('form button[type="submit"]').click(),
  ]);
}
