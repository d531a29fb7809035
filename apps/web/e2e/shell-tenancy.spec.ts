import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './support';

const s = useBrowser();

describe('tenancy at start, root and loading bar', () => {
  it('takes the tenant from /config.json: title, theme stylesheet, favicon and every tenant logo', async () => {
    const { page } = s;
    await signIn(page);
    expect(await page.title()).toBe('DEMO');
    const head = await page.evaluate(() => ({
      theme: document.querySelector('link[rel="stylesheet"][href*="tenant-assets"]')?.getAttribute('href'),
      icon: document.querySelector('link[rel="icon"]')?.getAttribute('href'),
    }));
    expect(head).toEqual({ theme: '/tenant-assets/demo.theme.css', icon: '/tenant-assets/demo.favicon.svg' });
    const logo = page.locator('header img[data-tenant-logo]');
    await expect.poll(() => logo.getAttribute('src')).toBe('/tenant-assets/demo.logo.svg');
    // Loaded, not only pointed at (the image may still be on its way).
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    // An image marked as the tenant logo later, or re-pointed elsewhere, is kept on the tenant logo.
    await page.evaluate(() => {
      const img = document.createElement('img');
      img.id = 'late-logo';
      img.alt = '';
      img.setAttribute('data-tenant-logo', '');
      img.src = '/assets/images/patient-placeholder.svg';
      document.body.appendChild(img);
    });
    await expect
      .poll(() => page.locator('#late-logo').getAttribute('src'))
      .toBe('/tenant-assets/demo.logo.svg');
    await s.csp.assertNone();
  });

  it('shows a readable error page, and logs, when the start-up fails', async () => {
    const { page } = s;
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.route('**/config.json', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/authentication/signin');
    await page.getByRole('heading', { name: 'The portal could not start' }).waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    expect(errors.some((e) => e.includes('Application start-up failed'))).toBe(true);
  });

  it('logs uncaught errors and rejections with the label Global error:', async () => {
    const { page } = s;
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto('/authentication/signin');
    await page.locator('input[name="email"]').waitFor();
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('boom-sync');
      }, 0);
      void Promise.reject(new Error('boom-async'));
    });
    await expect
      .poll(() => errors.filter((e) => e.startsWith('Global error:')).length)
      .toBeGreaterThanOrEqual(2);
  });

  it('shows the #3173D6 loading bar while a request runs and resets it after completion', async () => {
    const { page } = s;
    await signIn(page);
    await page.locator('.sidebar__name').waitFor();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/patient/profile', async (route) => {
      await held;
      await route.continue();
    });
    const bar = page.locator('.loading-bar__fill');
    const value = async () => Number(await bar.getAttribute('aria-valuenow'));
    // The start-up requests are done: the bar is back at 0.
    await expect.poll(value, { timeout: 5000 }).toBe(0);
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await expect
      .poll(async () => {
        const v = await value();
        return v >= 2 && v < 100;
      })
      .toBe(true);
    expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(49, 115, 214)');
    // It keeps growing while the request runs, and stays below 100.
    const first = Number(await bar.getAttribute('aria-valuenow'));
    await page.waitForTimeout(800);
    const later = Number(await bar.getAttribute('aria-valuenow'));
    expect(later).toBeGreaterThan(first);
    expect(later).toBeLessThan(100);
    release();
    await page.locator('#profile-first-name').waitFor();
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 3000 }).toBe(0);
  });

  it('scrolls to the top on every route change', async () => {
    const { page } = s;
    await page.setViewportSize({ width: 1280, height: 300 });
    await signIn(page);
    await page.locator('.dashboard__actions').waitFor();
    await page.evaluate(() => {
      window.scrollTo(0, document.body.scrollHeight);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.locator('.dashboard__actions a[href="/patient/settings"]').click();
    await page.waitForURL('**/patient/settings');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
