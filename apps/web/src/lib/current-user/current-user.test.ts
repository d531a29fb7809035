import { CurrentUser } from '@portal/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearCurrentUser,
  getCurrentUser,
  homePathFor,
  isCurrentUser,
  resetCurrentUserCache,
  setCurrentUser,
} from './current-user';

const user = {
  role: 'Patient',
  firstName: 'A',
  lastName: 'B',
  dob: null,
  token: 't',
  hasIDCard: true,
} as const;

describe('current user store', () => {
  beforeEach(() => {
    resetCurrentUserCache();
  });

  it('keeps the user in local storage under currentUser and reads it back after a reload', () => {
    setCurrentUser(user);
    expect(JSON.parse(window.localStorage.getItem('currentUser') ?? 'null')).toEqual(user);
    resetCurrentUserCache();
    expect(getCurrentUser()).toEqual(user);
  });

  it('clears currentUser and currentUserInfo on sign-out', () => {
    setCurrentUser(user);
    window.localStorage.setItem('currentUserInfo', '{}');
    clearCurrentUser();
    expect(getCurrentUser()).toBeNull();
    expect(window.localStorage.getItem('currentUser')).toBeNull();
    expect(window.localStorage.getItem('currentUserInfo')).toBeNull();
  });

  it('forgets currentUserInfo when another session signs in', () => {
    setCurrentUser(user);
    window.localStorage.setItem('currentUserInfo', '{"firstName":"A"}');
    setCurrentUser({ ...user });
    expect(window.localStorage.getItem('currentUserInfo')).not.toBeNull();
    setCurrentUser({ ...user, token: 'other' });
    expect(window.localStorage.getItem('currentUserInfo')).toBeNull();
  });

  it('ignores a stored value that is not a user', () => {
    window.localStorage.setItem('currentUser', JSON.stringify({ role: 'Root', token: 'x' }));
    expect(getCurrentUser()).toBeNull();
    window.localStorage.setItem('currentUser', '{not json');
    resetCurrentUserCache();
    expect(getCurrentUser()).toBeNull();
  });

  it('checks the same shape as the contract schema', () => {
    const samples: unknown[] = [
      user,
      { ...user, role: 'Admin' },
      { ...user, token: 5 },
      { ...user, hasIDCard: 'no' },
      null,
    ];
    for (const s of samples) expect(isCurrentUser(s)).toBe(CurrentUser.safeParse(s).success);
  });

  it('sends Patients home to patient/dashboard, other roles to admin/dashboard/main', () => {
    expect(homePathFor({ role: 'Patient' })).toBe('/patient/dashboard');
    expect(homePathFor({ role: 'Coordinator' })).toBe('/admin/dashboard/main');
    expect(homePathFor({ role: 'Admin' })).toBe('/admin/dashboard/main');
  });
});
