/** SPEC.md section 3: every preference kept in browser local storage, under exactly these keys. */
export const STORAGE_KEYS = {
  skin: 'choose_skin',
  skinActive: 'choose_skin_active',
  logoHeader: 'choose_logoheader',
  menuOption: 'menuOption',
  theme: 'theme',
  isRtl: 'isRtl',
  lang: 'lang',
  collapsedMenu: 'collapsed_menu',
  currentUser: 'currentUser',
  currentUserInfo: 'currentUserInfo',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Local storage can be absent or refuse writes (private mode, quota); preferences are then session-only. */
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    /* preferences stay in memory only */
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* nothing stored */
  }
}
