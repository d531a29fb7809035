// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodeReturnPath } from './return-path';

const ORIGIN = 'https://portal.example';
const ref = (s: string) => btoa(s);

describe('decodeReturnPath', () => {
  it('accepts a base64 same-origin path, with query and hash', () => {
    expect(decodeReturnPath(ref('/consent'), ORIGIN)).toBe('/consent');
    expect(decodeReturnPath(ref('/clinical-trial/consent?x=1#s'), ORIGIN)).toBe(
      '/clinical-trial/consent?x=1#s',
    );
  });

  it('refuses other origins, protocol-relative and backslash tricks, and bad base64', () => {
    for (const bad of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'consent',
      '/ space',
    ])
      expect(decodeReturnPath(ref(bad), ORIGIN)).toBeNull();
    expect(decodeReturnPath('%%%', ORIGIN)).toBeNull();
    expect(decodeReturnPath(null, ORIGIN)).toBeNull();
  });
});
