import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support';

const s = useBrowser();

const PAGES = [
  { url: '/authentication/signin', ready: 'input[name="email"]' },
  { url: '/authentication/register', ready: 'input[name="email"]' },
  { url: '/authentication/forgot-password', ready: 'input[name="email"]' },
  { url: '/authentication/signup/someone', ready: '[role="alert"]' },
  { url: `/verify/email/someone%40demo.example/${'x'.repeat(33)}bad`, ready: '[role="alert"]' },
  { url: '/resetpassword/email/someone%40demo.example/some-token', ready: 'input[type="password"]' },
];

/** Preferences as the settings panel saves them (SPEC.md section 3), set before the app starts. */
async function prefer(prefs: Record<string, string>) {
  await s.context.addInitScript((p: Record<string, string>) => {
    for (const [k, v] of Object.entries(p)) localStorage.setItem(k, v);
  }, prefs);
}

describe('sign-in style screens in every appearance', () => {
  it.each([
    ['light, LTR', { theme: 'light', isRtl: 'false' }],
    ['dark, RTL', { theme: 'dark', isRtl: 'true', menuOption: 'menu_dark', choose_skin: 'theme-black' }],
  ])('%s: no serious axe violations and no CSP violation', async (_label, prefs) => {
    await prefer(prefs);
    for (const page of PAGES) {
      await s.page.goto(page.url);
      await s.page.locator(page.ready).first().waitFor();
      if (prefs.isRtl === 'true')
        expect(await s.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await expectNoAxeViolations(s.page);
    }
    await s.csp.assertNone();
  });

  it.each([
    ['de', 'Anmelden', 'Ihre E-Mail-Adresse ist NICHT bestätigt!'],
    ['es', 'Iniciar sesión', '¡Su correo electrónico NO está verificado!'],
  ])('speaks %s', async (lang, signInTitle, notVerified) => {
    await prefer({ lang });
    await s.page.goto('/authentication/signin');
    await s.page.getByRole('heading', { name: signInTitle }).waitFor();
    await s.page.goto(`/verify/email/someone%40demo.example/${'x'.repeat(33)}bad`);
    await s.page.getByText(notVerified).waitFor();
  });
});
