import { useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '../storage/storage-keys';

/**
 * Layout preferences of the settings panel (SPEC.md sections 3 and 4): light or dark layout, sidebar
 * menu colour, colour theme, text direction, collapsed sidebar. Each choice is saved in local storage
 * under the spec's keys and applied as classes on <body> (and `dir` on <html>).
 */
export const THEME_COLOURS = ['white', 'black', 'purple', 'orange', 'cyan', 'green', 'blue'] as const;
export type ThemeColour = (typeof THEME_COLOURS)[number];
export type Variant = 'light' | 'dark';
export type MenuOption = 'menu_light' | 'menu_dark';
export type LogoHeader = 'logo-white' | 'logo-black';

export interface LayoutSettings {
  variant: Variant;
  menuOption: MenuOption;
  themeColour: ThemeColour;
  logoHeader: LogoHeader;
  rtl: boolean;
  collapsed: boolean;
}

/** SPEC.md section 3: default layout config. */
export const DEFAULT_LAYOUT: LayoutSettings = {
  variant: 'light',
  menuOption: 'menu_light',
  themeColour: 'white',
  logoHeader: 'logo-white',
  rtl: false,
  collapsed: false,
};

const isThemeColour = (v: string | null): v is ThemeColour =>
  v !== null && (THEME_COLOURS as readonly string[]).includes(v);

/** Reads the saved preferences; anything missing or unknown falls back to the default layout. */
export function readLayoutSettings(): LayoutSettings {
  const theme = readStorage(STORAGE_KEYS.theme);
  const menu = readStorage(STORAGE_KEYS.menuOption);
  const skinActive = readStorage(STORAGE_KEYS.skinActive);
  const skin = readStorage(STORAGE_KEYS.skin)?.replace(/^theme-/, '') ?? null;
  const logo = readStorage(STORAGE_KEYS.logoHeader);
  return {
    variant: theme === 'dark' || theme === 'light' ? theme : DEFAULT_LAYOUT.variant,
    menuOption: menu === 'menu_dark' || menu === 'menu_light' ? menu : DEFAULT_LAYOUT.menuOption,
    themeColour: isThemeColour(skinActive)
      ? skinActive
      : isThemeColour(skin)
        ? skin
        : DEFAULT_LAYOUT.themeColour,
    logoHeader: logo === 'logo-black' || logo === 'logo-white' ? logo : DEFAULT_LAYOUT.logoHeader,
    rtl: readStorage(STORAGE_KEYS.isRtl) === 'true',
    collapsed: readStorage(STORAGE_KEYS.collapsedMenu) === 'true',
  };
}

function persist(s: LayoutSettings): void {
  writeStorage(STORAGE_KEYS.theme, s.variant);
  writeStorage(STORAGE_KEYS.menuOption, s.menuOption);
  writeStorage(STORAGE_KEYS.skin, `theme-${s.themeColour}`);
  writeStorage(STORAGE_KEYS.skinActive, s.themeColour);
  writeStorage(STORAGE_KEYS.logoHeader, s.logoHeader);
  writeStorage(STORAGE_KEYS.isRtl, String(s.rtl));
  writeStorage(STORAGE_KEYS.collapsedMenu, String(s.collapsed));
}

const VARIANT_CLASSES = ['light', 'dark'];
const MENU_CLASSES = ['menu_light', 'menu_dark'];
const LOGO_CLASSES = ['logo-white', 'logo-black'];
const THEME_CLASSES = THEME_COLOURS.map((c) => `theme-${c}`);

/** Puts the settings on the document: body classes and the html `dir`. */
export function applyLayoutSettings(s: LayoutSettings, doc: Document = document): void {
  const body = doc.body.classList;
  body.remove(...VARIANT_CLASSES, ...MENU_CLASSES, ...LOGO_CLASSES, ...THEME_CLASSES);
  body.add(s.variant, s.menuOption, s.logoHeader, `theme-${s.themeColour}`);
  body.toggle('rtl', s.rtl);
  body.toggle('side-closed', s.collapsed);
  doc.documentElement.dir = s.rtl ? 'rtl' : 'ltr';
}

type Listener = () => void;
const listeners = new Set<Listener>();
let state: LayoutSettings = DEFAULT_LAYOUT;

function commit(next: LayoutSettings): void {
  state = next;
  persist(next);
  applyLayoutSettings(next);
  for (const l of listeners) l();
}

export const layoutSettings = {
  get: (): LayoutSettings => state,
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Restores the saved preferences at start and applies them (writes the defaults when none are saved). */
  restore: (): LayoutSettings => {
    commit(readLayoutSettings());
    return state;
  },
  /** Light: light, menu_light, logo-white, theme-white. Dark: dark, menu_dark, logo-black, theme-black. */
  setVariant: (variant: Variant): void => {
    commit(
      variant === 'dark'
        ? { ...state, variant, menuOption: 'menu_dark', logoHeader: 'logo-black', themeColour: 'black' }
        : { ...state, variant, menuOption: 'menu_light', logoHeader: 'logo-white', themeColour: 'white' },
    );
  },
  setMenuOption: (menuOption: MenuOption): void => {
    commit({ ...state, menuOption });
  },
  setThemeColour: (themeColour: ThemeColour): void => {
    commit({ ...state, themeColour });
  },
  setRtl: (rtl: boolean): void => {
    commit({ ...state, rtl });
  },
  setCollapsed: (collapsed: boolean): void => {
    commit({ ...state, collapsed });
  },
};

export function useLayoutSettings(): LayoutSettings {
  return useSyncExternalStore(layoutSettings.subscribe, layoutSettings.get, layoutSettings.get);
}
