import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, signIn, useBrowser } from './support';

const s = useBrowser();

const PAGES = [
  '/patient/dashboard',
  '/patient/settings',
  '/patient/healthservices',
  '/patient/allergies',
  '/patient/book-appointment',
  '/onboarding/intro',
  '/rapidtest/test',
  '/no-such-page',
];

const MODES = [
  {
    name: 'light LTR',
    storage: {
      theme: 'light',
      menuOption: 'menu_light',
      choose_skin: 'theme-white',
      choose_skin_active: 'white',
      choose_logoheader: 'logo-white',
      isRtl: 'false',
    },
  },
  {
    name: 'dark RTL',
    storage: {
      theme: 'dark',
      menuOption: 'menu_dark',
      choose_skin: 'theme-black',
      choose_skin_active: 'black',
      choose_logoheader: 'logo-black',
      isRtl: 'true',
    },
  },
  {
    name: 'light RTL purple',
    storage: {
      theme: 'light',
      menuOption: 'menu_dark',
      choose_skin: 'theme-purple',
      choose_skin_active: 'purple',
      choose_logoheader: 'logo-white',
      isRtl: 'true',
    },
  },
  {
    name: 'dark LTR orange',
    storage: {
      theme: 'dark',
      menuOption: 'menu_light',
      choose_skin: 'theme-orange',
      choose_skin_active: 'orange',
      choose_logoheader: 'logo-black',
      isRtl: 'false',
    },
  },
  {
    name: 'collapsed sidebar, cyan, dark menu',
    storage: {
      theme: 'light',
      menuOption: 'menu_dark',
      choose_skin: 'theme-cyan',
      choose_skin_active: 'cyan',
      choose_logoheader: 'logo-white',
      isRtl: 'false',
      collapsed_menu: 'true',
    },
  },
];

describe('accessibility of the shell pages', () => {
  for (const mode of MODES) {
    it(`has no serious or critical axe violations: ${mode.name}`, async () => {
      const { page } = s;
      await signIn(page);
      await page.evaluate((entries) => {
        for (const [k, v] of entries) localStorage.setItem(k, v);
      }, Object.entries(mode.storage));
      for (const path of PAGES) {
        await page.goto(path);
        await page.locator('h1').first().waitFor();
        if (path.startsWith('/patient/')) await page.locator('.sidebar__name').waitFor();
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(
          mode.storage.isRtl === 'true' ? 'rtl' : 'ltr',
        );
        await expectNoAxeViolations(page);
      }
      // The open dropdowns and the settings panel too.
      await page.goto('/patient/dashboard');
      await page.locator('.sidebar__name').waitFor();
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await page.locator('#notifications-menu').waitFor();
      await expectNoAxeViolations(page);
      await page.locator('.header__lang-btn').click();
      await page.locator('#language-menu').waitFor();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Layout settings' }).click();
      await page.locator('#settings-panel.open').waitFor();
      await expectNoAxeViolations(page);
      await s.csp.assertNone();
    });
  }

  it('the keyboard reaches everything: skip link first, header controls, menu, content; focus is visible', async () => {
    const { page } = s;
    await signIn(page);
    await page.locator('.sidebar__name').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

    // Tab through the page from the top: every control is reached and shows a focus outline.
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        return {
          key: el.getAttribute('aria-label') ?? el.textContent.trim(),
          outline: style.outlineStyle !== 'none' && style.outlineWidth !== '0px',
        };
      });
      if (!info) continue;
      expect(info.outline, `focus outline on ${info.key}`).toBe(true);
      seen.add(info.key);
    }
    for (const name of ['Collapse the menu', 'Home', 'Layout settings', 'Dashboard', 'Care', 'Settings']) {
      expect(
        [...seen].some((k) => k.includes(name)),
        `reached ${name}`,
      ).toBe(true);
    }
    expect([...seen].some((k) => k.startsWith('Notifications'))).toBe(true);
    expect([...seen].some((k) => k.startsWith('Language'))).toBe(true);
    expect([...seen].some((k) => k.startsWith('Account menu'))).toBe(true);
  });

  it('menus open and close from the keyboard', async () => {
    const { page } = s;
    await signIn(page);
    await page.locator('.sidebar__name').waitFor();
    await page.locator('.header__profile-btn').focus();
    await page.keyboard.press('Enter');
    await page.locator('#profile-menu').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Settings');
    await page.keyboard.press('Escape');
    expect(await page.locator('#profile-menu').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('header__profile-btn');

    const care = page.locator('#leftsidebar').getByRole('button', { name: 'Care' });
    await care.focus();
    await page.keyboard.press('Enter');
    expect(await care.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/patient/healthservices');
    // The focus moves on to the new content.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  });
});
