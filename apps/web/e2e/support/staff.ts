/// <reference types="node" />
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateSync } from 'otplib';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The seeded coordinator of tenant demo; it has no second factor until its first sign-in enrols one. */
export const DEMO_COORDINATOR = {
  email: 'coordinator@demo.example',
  password: 'Demo-Coordinator-2026!',
} as const;

const PERIOD = 30;
const currentStep = () => Math.floor(Date.now() / 1000 / PERIOD);

interface KnownApp {
  key: string;
  lastStep: number;
}

/** Keys enrolled during the run, in the server's data directory: every spec file of the run sees them. */
const appsFile = (dataDir: string) => path.join(dataDir, 'e2e-authenticators.json');
const readApps = (dataDir: string): Record<string, KnownApp> =>
  existsSync(appsFile(dataDir))
    ? (JSON.parse(readFileSync(appsFile(dataDir), 'utf8')) as Record<string, KnownApp>)
    : {};

export function rememberAuthenticator(dataDir: string, email: string, manualKey: string): void {
  writeFileSync(
    appsFile(dataDir),
    JSON.stringify({ ...readApps(dataDir), [email]: { key: manualKey.replace(/\s/g, ''), lastStep: 0 } }),
  );
}

/**
 * What the authenticator app shows now, never a code of a step already used (the server refuses a replay):
 * when this step's code was used, the next step's is accepted as clock drift; past that, wait for the clock.
 */
export async function nextCode(dataDir: string, email: string): Promise<string> {
  const apps = readApps(dataDir);
  const app = apps[email];
  if (!app) throw new Error(`no authenticator enrolled for ${email} in this run`);
  const step = Math.max(currentStep(), app.lastStep + 1);
  if (step > currentStep() + 1) {
    await expect
      .poll(currentStep, { timeout: 2 * PERIOD * 1000, interval: 500 })
      .toBeGreaterThanOrEqual(step - 1);
  }
  writeFileSync(appsFile(dataDir), JSON.stringify({ ...apps, [email]: { ...app, lastStep: step } }));
  return generateSync({ secret: app.key, epoch: step * PERIOD });
}

/**
 * Signs a staff account in through the real form and its second-factor step: the first time it enrols
 * (reads the key shown once, confirms with a code, continues past the recovery codes), later it enters a
 * code. Waits until the app has left /authentication. Language-independent: uses names and classes.
 */
export async function signInStaff(
  page: Page,
  dataDir: string,
  email: string = DEMO_COORDINATOR.email,
  password: string = DEMO_COORDINATOR.password,
): Promise<{ recoveryCodes: string[] }> {
  await page.goto('/authentication/signin');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  const start = page.locator('button[name="mfa-start"]');
  const code = page.locator('input[name="code"]');
  await start.or(code).first().waitFor();
  let recoveryCodes: string[] = [];
  if (await start.isVisible()) {
    await start.click();
    const key = (await page.locator('.mfa-key').textContent()) ?? '';
    rememberAuthenticator(dataDir, email, key);
    await code.fill(await nextCode(dataDir, email));
    await page.locator('form button[type="submit"]').click();
    await page.locator('.mfa-codes li').first().waitFor();
    recoveryCodes = await page.locator('.mfa-codes code').allTextContents();
    await Promise.all([
      page.waitForURL((url) => !url.pathname.startsWith('/authentication/'), { timeout: 20_000 }),
      page.locator('button[name="mfa-continue"]').click(),
    ]);
    return { recoveryCodes };
  }
  await code.fill(await nextCode(dataDir, email));
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/authentication/'), { timeout: 20_000 }),
    page.locator('form button[type="submit"]').click(),
  ]);
  return { recoveryCodes };
}
