import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './support';

const WIDTH = 390;
const s = useBrowser({ viewport: { width: WIDTH, height: 844 } });

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('element has no box');
  return b;
}

describe('on a 390 px phone', () => {
  it('the notifications panel is fully on screen', async () => {
    const { page } = s;
    await signIn(page);
    await page.locator('button[aria-controls="notifications-menu"]').click();
    const panel = page.locator('#notifications-menu');
    await panel.waitFor();
    const b = await box(panel);
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(WIDTH);
    const title = await box(panel.locator('.dropdown__title'));
    expect(title.x).toBeGreaterThanOrEqual(0);
    expect(title.x + title.width).toBeLessThanOrEqual(WIDTH);
  });

  it('with every submenu open, the last sidebar item is above the bottom navigation', async () => {
    const { page } = s;
    await signIn(page);
    await page.locator('.header__menu-btn').click();
    const sidebar = page.locator('#leftsidebar');
    await sidebar.locator('.sidebar__name').waitFor();
    const closed = sidebar.locator('.menu-toggle[aria-expanded="false"]');
    while ((await closed.count()) > 0) await closed.first().click();

    const last = sidebar.locator('.menu__link').last();
    await last.scrollIntoViewIfNeeded();
    // Scrolled as far as the sidebar goes: its last item must still be visible above the navigation.
    await sidebar.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    const nav = await box(page.locator('.mobile-footer'));
    const item = await box(last);
    expect(item.y + item.height).toBeLessThanOrEqual(nav.y);
  });
});
