import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, signIn, useBrowser } from './support';

const s = useBrowser();

const bodyClasses = () => s.page.evaluate(() => [...document.body.classList].sort());
const stored = (key: string) => s.page.evaluate((k) => localStorage.getItem(k), key);

async function openSettings() {
  await s.page.getByRole('button', { name: 'Layout settings' }).click();
  await s.page.locator('#settings-panel.open').waitFor();
}

describe('main layout: settings panel, themes, direction', () => {
  it('starts with the default layout config and saves it under the spec keys', async () => {
    await signIn(s.page);
    await s.page.locator('.sidebar__name').waitFor();
    expect(await bodyClasses()).toEqual(
      expect.arrayContaining(['light', 'menu_light', 'logo-white', 'theme-white']),
    );
    expect(await s.page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    expect(await stored('theme')).toBe('light');
    expect(await stored('menuOption')).toBe('menu_light');
    expect(await stored('choose_skin')).toBe('theme-white');
    expect(await stored('choose_skin_active')).toBe('white');
    expect(await stored('choose_logoheader')).toBe('logo-white');
    expect(await stored('isRtl')).toBe('false');
    expect(await stored('collapsed_menu')).toBe('false');
    expect(await stored('currentUser')).toContain('"role":"Patient"');
    // SPEC.md section 9: header 60 px; sidebar and settings panel: window height minus 60.
    const sizes = await s.page.evaluate(() => ({
      header: document.querySelector('header')?.getBoundingClientRect().height,
      sidebar: document.querySelector('#leftsidebar')?.getBoundingClientRect().height,
      panel: document.querySelector('#settings-panel')?.getBoundingClientRect().height,
      window: window.innerHeight,
    }));
    expect(sizes.header).toBe(60);
    expect(sizes.sidebar).toBe(sizes.window - 60);
    expect(sizes.panel).toBe(sizes.window - 60);
    await expectNoAxeViolations(s.page);
  });

  it('opens and closes; closes on a click outside but not on the settings button', async () => {
    const { page } = s;
    await signIn(page);
    const panel = page.locator('#settings-panel');
    await openSettings();
    expect(await panel.evaluate((el) => getComputedStyle(el).maxWidth)).toBe('500px');
    // A click inside keeps it open.
    await panel.getByText('Colour theme').click();
    expect(await panel.getAttribute('class')).toContain('open');
    // A click outside closes it.
    await page.locator('.page__title').click();
    await expect.poll(() => panel.getAttribute('class')).toBe('settings-panel');
    // The settings button toggles it: the press on it does not count as outside.
    await page.getByRole('button', { name: 'Layout settings' }).click();
    await expect.poll(() => panel.getAttribute('class')).toContain('open');
    await page.getByRole('button', { name: 'Layout settings' }).click();
    await expect.poll(() => panel.getAttribute('class')).toBe('settings-panel');
    // Keyboard: Escape closes, close button closes.
    await openSettings();
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.getAttribute('class')).toBe('settings-panel');
    await openSettings();
    await page.getByRole('button', { name: 'Close the settings' }).click();
    await expect.poll(() => panel.getAttribute('class')).toBe('settings-panel');
  });

  it('dark, menu colour, colour theme and RTL: body classes, storage, restored after reload, no axe violations', async () => {
    const { page } = s;
    await signIn(page);
    await openSettings();
    const panel = page.locator('#settings-panel');
    await panel.locator('input[name="layout-variant"][value="dark"]').check();
    expect(await bodyClasses()).toEqual(
      expect.arrayContaining(['dark', 'menu_dark', 'logo-black', 'theme-black']),
    );
    expect(await bodyClasses()).not.toContain('light');
    expect(await stored('theme')).toBe('dark');
    expect(await stored('choose_skin_active')).toBe('black');
    expect(await panel.locator('input[name="theme-colour"][value="black"]').isChecked()).toBe(true);
    await expectNoAxeViolations(page);

    await panel.locator('input[name="menu-option"][value="menu_light"]').check();
    expect(await bodyClasses()).toContain('menu_light');
    expect(await stored('menuOption')).toBe('menu_light');

    for (const colour of ['white', 'black', 'purple', 'orange', 'cyan', 'green', 'blue']) {
      await panel.getByLabel(new RegExp(`^${colour}$`, 'i')).check();
      expect(await bodyClasses()).toContain(`theme-${colour}`);
      expect(await stored('choose_skin')).toBe(`theme-${colour}`);
    }

    await panel.getByLabel('Right to left').check();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await bodyClasses()).toContain('rtl');
    expect(await stored('isRtl')).toBe('true');
    await page.keyboard.press('Escape');
    await expectNoAxeViolations(page);

    await page.reload();
    await page.locator('.sidebar__name').waitFor();
    expect(await bodyClasses()).toEqual(expect.arrayContaining(['dark', 'menu_light', 'theme-blue', 'rtl']));
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    // Back to light: the light classes and the white colour selection.
    await openSettings();
    await panel.locator('input[name="layout-variant"][value="light"]').check();
    expect(await bodyClasses()).toEqual(
      expect.arrayContaining(['light', 'menu_light', 'logo-white', 'theme-white']),
    );
    await panel.getByLabel('Left to right').check();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    expect(await bodyClasses()).not.toContain('rtl');
    await s.csp.assertNone();
  });

  it('every settings control is reachable and usable by keyboard', async () => {
    const { page } = s;
    await signIn(page);
    await page.getByRole('button', { name: 'Layout settings' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('#settings-panel.open').waitFor();
    // Focus moved into the panel; Tab reaches the layout radios; arrows choose.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe(
      'layout-variant',
    );
    await page.keyboard.press('ArrowRight');
    expect(await bodyClasses()).toContain('dark');
    const outline = await page.evaluate(() => {
      const label = document.activeElement?.closest('label');
      return label ? getComputedStyle(label).outlineStyle : 'none';
    });
    expect(outline).not.toBe('none');
  });
});

describe('sidebar', () => {
  it('shows the patient, the items of the Patient role and All, translated, with submenus toggled on click', async () => {
    const { page } = s;
    await signIn(page);
    const sidebar = page.locator('#leftsidebar');
    await sidebar.locator('.sidebar__name').waitFor();
    expect(await sidebar.locator('.sidebar__name').textContent()).toBe('Alex Morgan');
    expect(await sidebar.locator('.sidebar__dob').textContent()).toContain('4/9/1986');
    expect(await sidebar.locator('.sidebar__photo').getAttribute('src')).toBe(
      '/assets/images/patient-placeholder.svg',
    );

    const nav = sidebar.getByRole('navigation', { name: 'Main menu' });
    // The menu arrives by its own request, after the patient's name.
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Dashboard' }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'Settings' }).count()).toBe(1); // role All
    expect(await nav.getByText('Admin dashboard').count()).toBe(0); // Admin and Coordinator only
    expect(await nav.locator('.menu__header').allTextContents()).toEqual(['Main', 'Account']);
    expect(await nav.locator('.badge').first().textContent()).toBe('New');

    const care = nav.getByRole('button', { name: 'Care' });
    expect(await care.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.getByRole('link', { name: 'Health services' }).isVisible()).toBe(false);
    await care.click();
    expect(await care.getAttribute('aria-expanded')).toBe('true');
    expect(await nav.getByRole('link', { name: 'Health services' }).isVisible()).toBe(true);
    await care.click();
    expect(await nav.getByRole('link', { name: 'Health services' }).isVisible()).toBe(false);

    // Three levels: Research > Study steps > Consent.
    await nav.getByRole('button', { name: 'Research', exact: true }).click();
    await nav.getByRole('button', { name: 'Study steps' }).click();
    await nav.getByRole('link', { name: 'Consent' }).click();
    await page.waitForURL('**/clinical-trial/consent');
  });

  it('below 1025 px the sidebar gets ls-closed; overlay-open goes on navigation and on a press outside', async () => {
    const { page } = s;
    await page.setViewportSize({ width: 1000, height: 800 });
    await signIn(page);
    await page.locator('.sidebar__name').waitFor({ state: 'attached' });
    expect(await page.locator('#leftsidebar').getAttribute('class')).toContain('ls-closed');
    expect(await bodyClasses()).toContain('ls-closed');
    expect(await page.locator('#leftsidebar').isVisible()).toBe(false);

    const menuButton = page.getByRole('button', { name: 'Open the menu' });
    await menuButton.click();
    expect(await bodyClasses()).toContain('overlay-open');
    await page.locator('#leftsidebar .sidebar__name').waitFor();
    // A press inside keeps it open; outside closes it.
    await page.locator('#leftsidebar .sidebar__name').click();
    expect(await bodyClasses()).toContain('overlay-open');
    await page.mouse.click(900, 400);
    await expect.poll(bodyClasses).not.toContain('overlay-open');

    await menuButton.click();
    expect(await bodyClasses()).toContain('overlay-open');
    await page.locator('#leftsidebar').getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/patient/settings');
    await expect.poll(bodyClasses).not.toContain('overlay-open');

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => page.locator('#leftsidebar').getAttribute('class')).toBe('sidebar');
  });
  it('the collapse button keeps the sidebar to icons and saves collapsed_menu; names stay for screen readers', async () => {
    const { page } = s;
    await signIn(page);
    await page.locator('#leftsidebar').getByRole('link', { name: 'Dashboard' }).waitFor();
    const collapse = page.getByRole('button', { name: 'Collapse the menu' });
    await collapse.click();
    expect(await bodyClasses()).toContain('side-closed');
    expect(await stored('collapsed_menu')).toBe('true');
    await page.mouse.move(900, 400);
    await expect
      .poll(() => page.locator('#leftsidebar').evaluate((el) => el.getBoundingClientRect().width))
      .toBe(72);
    expect(await page.locator('#leftsidebar').getByRole('link', { name: 'Dashboard' }).count()).toBe(1);
    await page.reload();
    await page.locator('.sidebar__name').waitFor({ state: 'attached' });
    expect(await bodyClasses()).toContain('side-closed');
    await page.getByRole('button', { name: 'Expand the menu' }).click();
    expect(await bodyClasses()).not.toContain('side-closed');
    expect(await stored('collapsed_menu')).toBe('false');
  });
});

describe('mobile footer', () => {
  it('below 1100 px shows Home, Care, Records and Settings with the spec paths', async () => {
    const { page } = s;
    await page.setViewportSize({ width: 1099, height: 800 });
    await signIn(page);
    const footer = page.getByRole('navigation', { name: 'Quick navigation' });
    await footer.waitFor();
    const links = await footer
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => [a.textContent.trim(), a.getAttribute('href')]));
    expect(links).toEqual([
      ['Home', '/patient/dashboard'],
      ['Care', '/patient/healthservices'],
      ['Records', '/patient/allergies'],
      ['Settings', '/patient/settings'],
    ]);
    await footer.getByRole('link', { name: 'Records' }).click();
    await page.waitForURL('**/patient/allergies');
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 1100, height: 800 });
    await expect.poll(() => footer.isVisible()).toBe(false);
  });

  it('small screens (below 431 px) keep every control usable', async () => {
    const { page } = s;
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page);
    await page.getByRole('navigation', { name: 'Quick navigation' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
