import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInPathReturningTo } from './return-path';

const ORIGIN = 'http://portal.example';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnPath('/patient/allergies', ORIGIN)).toBe('/patient/allergies');
    expect(safeReturnPath('/patient/settings?tab=1#password', ORIGIN)).toBe(
      '/patient/settings?tab=1#password',
    );
  });

  it.each([
    '//evil.example',
    '//evil.example/patient/dashboard',
    'https://evil.example/',
    'http://portal.example.evil.example/',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%5Cevil.example',
    '/%5c%5cevil.example',
    '/%2F%2Fevil.example',
    'javascript:alert(1)',
    'patient/dashboard',
    '',
    '/authentication/signin',
    '/authentication/signin?returnTo=/patient/dashboard',
  ])('refuses %j', (raw) => {
    expect(safeReturnPath(raw, ORIGIN)).toBeNull();
  });

  it('refuses nothing given', () => {
    expect(safeReturnPath(null, ORIGIN)).toBeNull();
    expect(safeReturnPath(undefined, ORIGIN)).toBeNull();
  });
});

describe('signInPathReturningTo', () => {
  it('carries the page asked for, and nothing for the site root', () => {
    expect(signInPathReturningTo('/authentication/signin', '/patient/allergies')).toBe(
      '/authentication/signin?returnTo=%2Fpatient%2Fallergies',
    );
    expect(signInPathReturningTo('/authentication/signin', '/')).toBe('/authentication/signin');
  });
});
