import { useSyncExternalStore } from 'react';
import { ROLES, type CurrentUser } from '../contract-constants';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../storage/storage-keys';

/**
 * The signed-in user (SPEC.md section 3), kept in local storage under `currentUser` so a reload keeps the
 * session. One small store: components read it with `useCurrentUser()`, code outside React with
 * `getCurrentUser()`.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let cached: CurrentUser | null | undefined;
/** A user was signed in since this page loaded (a logout here, unlike a fresh visit, asks for no way back). */
let seenSignedIn = false;

function load(): CurrentUser | null {
  const raw = readStorage(STORAGE_KEYS.currentUser);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isCurrentUser(value) ? value : null;
  } catch {
    return null;
  }
}

/** A structural check of the stored user (the full schema lives in the contract, loaded later). */
export function isCurrentUser(value: unknown): value is CurrentUser {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.role === 'string' &&
    (ROLES as readonly string[]).includes(v.role) &&
    typeof v.firstName === 'string' &&
    typeof v.lastName === 'string' &&
    (v.dob === null || typeof v.dob === 'string') &&
    typeof v.token === 'string' &&
    v.token !== '' &&
    typeof v.hasIDCard === 'boolean'
  );
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function getCurrentUser(): CurrentUser | null {
  if (cached === undefined) cached = load();
  if (cached) seenSignedIn = true;
  return cached;
}

/** True when the session ended on this page (logout, another tab): the guard then offers no return path. */
export function sessionEndedOnThisPage(): boolean {
  return seenSignedIn && getCurrentUser() === null;
}

export function setCurrentUser(user: CurrentUser): void {
  // Another session: the name and photo shown for the previous one no longer apply.
  if (getCurrentUser()?.token !== user.token) removeStorage(STORAGE_KEYS.currentUserInfo);
  cached = user;
  writeStorage(STORAGE_KEYS.currentUser, JSON.stringify(user));
  emit();
}

/** Signs the user out locally: forgets the user and the cached user info. */
export function clearCurrentUser(): void {
  cached = null;
  removeStorage(STORAGE_KEYS.currentUser);
  removeStorage(STORAGE_KEYS.currentUserInfo);
  emit();
}

export function subscribeCurrentUser(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentUser(): CurrentUser | null {
  return useSyncExternalStore(subscribeCurrentUser, getCurrentUser, getCurrentUser);
}

/** Home page by role (SPEC.md section 6). */
export function homePathFor(user: Pick<CurrentUser, 'role'> | null): string {
  return user?.role === 'Patient' ? '/patient/dashboard' : '/admin/dashboard/main';
}

/** Test hook: forget the in-memory copy so the next read goes to local storage again. */
export function resetCurrentUserCache(): void {
  cached = undefined;
  seenSignedIn = false;
}

// Another tab signing in or out changes local storage; follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.currentUser || event.key === null) {
      cached = undefined;
      emit();
    }
  });
}
