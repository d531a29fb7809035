import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT, layoutSettings, readLayoutSettings } from './layout-settings';

const bodyClasses = () => [...document.body.classList].sort();
const stored = (key: string) => window.localStorage.getItem(key);

describe('layout settings', () => {
  it('restores the default layout config when nothing is saved (SPEC.md section 3)', () => {
    expect(readLayoutSettings()).toEqual(DEFAULT_LAYOUT);
    layoutSettings.restore();
    expect(bodyClasses()).toEqual(['light', 'logo-white', 'menu_light', 'theme-white']);
    expect(document.documentElement.dir).toBe('ltr');
    expect(stored('theme')).toBe('light');
    expect(stored('isRtl')).toBe('false');
    expect(stored('collapsed_menu')).toBe('false');
  });

  it('dark sets dark, menu_dark, logo-black, theme-black and saves every key', () => {
    layoutSettings.restore();
    layoutSettings.setVariant('dark');
    expect(bodyClasses()).toEqual(['dark', 'logo-black', 'menu_dark', 'theme-black']);
    expect(stored('theme')).toBe('dark');
    expect(stored('menuOption')).toBe('menu_dark');
    expect(stored('choose_logoheader')).toBe('logo-black');
    expect(stored('choose_skin')).toBe('theme-black');
    expect(stored('choose_skin_active')).toBe('black');
    layoutSettings.setVariant('light');
    expect(bodyClasses()).toEqual(['light', 'logo-white', 'menu_light', 'theme-white']);
    expect(stored('choose_skin_active')).toBe('white');
  });

  it('sidebar menu colour and colour theme are independent choices', () => {
    layoutSettings.restore();
    layoutSettings.setMenuOption('menu_dark');
    layoutSettings.setThemeColour('purple');
    expect(bodyClasses()).toEqual(['light', 'logo-white', 'menu_dark', 'theme-purple']);
    expect(stored('choose_skin')).toBe('theme-purple');
    expect(stored('menuOption')).toBe('menu_dark');
  });

  it('RTL sets dir on html and the body class rtl', () => {
    layoutSettings.restore();
    layoutSettings.setRtl(true);
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.body.classList.contains('rtl')).toBe(true);
    expect(stored('isRtl')).toBe('true');
    layoutSettings.setRtl(false);
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.body.classList.contains('rtl')).toBe(false);
  });

  it('restores saved preferences at start', () => {
    window.localStorage.setItem('theme', 'dark');
    window.localStorage.setItem('menuOption', 'menu_light');
    window.localStorage.setItem('choose_skin', 'theme-cyan');
    window.localStorage.setItem('choose_skin_active', 'cyan');
    window.localStorage.setItem('choose_logoheader', 'logo-black');
    window.localStorage.setItem('isRtl', 'true');
    window.localStorage.setItem('collapsed_menu', 'true');
    layoutSettings.restore();
    expect(bodyClasses()).toEqual(['dark', 'logo-black', 'menu_light', 'rtl', 'side-closed', 'theme-cyan']);
    expect(document.documentElement.dir).toBe('rtl');
  });
});
