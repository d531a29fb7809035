/**
 * The return path carried base64-encoded in a `ref` query parameter, accepted only when it is a path
 * of this origin (no scheme, no `//host`, no backslash trick); null otherwise.
 */
export function decodeReturnPath(ref: string | null, origin: string = window.location.origin): string | null {
  if (!ref) return null;
  let decoded: string;
  try {
    decoded = atob(ref);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.startsWith('//') || /[\\\s]/.test(decoded)) return null;
  try {
    const url = new URL(decoded, origin);
    if (url.origin !== origin) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}
