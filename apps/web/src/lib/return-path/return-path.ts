/**
 * Where to go after sign-in when a signed-out visitor opened a guarded page: the page asked for, carried
 * in the sign-in URL as `?returnTo=`. Only a path of this site is followed; anything that could leave it
 * (`//host`, `/\host`, `https://…`, `javascript:`) or loop back to the sign-in area is ignored.
 */
export const RETURN_TO_PARAM = 'returnTo';

const SIGN_IN_AREA = /^\/authentication(\/|$)/;

/** Browsers read a backslash as a slash and drop tabs and newlines: such paths are refused outright. */
function hasUnsafeCharacter(raw: string): boolean {
  for (const char of raw) {
    const code = char.charCodeAt(0);
    if (char === '\\' || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The path as a router or server may decode it (`%5C` is a backslash); the raw text when it cannot be. */
function safeDecode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The same-origin path (with query and hash) of `raw`, or null when it is not one. */
export function safeReturnPath(
  raw: string | null | undefined,
  origin = window.location.origin,
): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//')) return null;
  const decoded = safeDecode(raw);
  if (hasUnsafeCharacter(raw) || hasUnsafeCharacter(decoded) || decoded.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || SIGN_IN_AREA.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in URL that brings the visitor back to `path` afterwards (just the sign-in path for `/`). */
export function signInPathReturningTo(signInPath: string, path: string): string {
  const target = safeReturnPath(path);
  if (!target || target === '/') return signInPath;
  return `${signInPath}?${new URLSearchParams({ [RETURN_TO_PARAM]: target }).toString()}`;
}
