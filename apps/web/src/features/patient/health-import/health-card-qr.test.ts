// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HealthCardQrAssembler, jwsOfDigits, parseHealthCardQr } from './health-card-qr';

/** The numeric mode of the framework: each character as two digits of its code minus 45. */
const digitsOf = (jws: string) =>
  Array.from({ length: jws.length }, (_, i) => String(jws.charCodeAt(i) - 45).padStart(2, '0')).join('');
const JWS = 'eyJhbGciOiJFUzI1NiJ9.3ZJNb9swDIb_Sq_zzUrQdj.AbC-_z09';

describe('SMART Health Card QR codes', () => {
  it('decodes a single code to its JWS', () => {
    expect(jwsOfDigits(digitsOf(JWS))).toBe(JWS);
    expect(new HealthCardQrAssembler().add(`shc:/${digitsOf(JWS)}`)).toBe(JWS);
  });

  it('assembles chunked codes read in any order, and reports progress', () => {
    const digits = digitsOf(JWS);
    const third = Math.ceil(digits.length / 6) * 2;
    const parts = [digits.slice(0, third), digits.slice(third, 2 * third), digits.slice(2 * third)];
    const assembler = new HealthCardQrAssembler();
    expect(assembler.add(`shc:/3/3/${parts[2] ?? ''}`)).toBeNull();
    expect(assembler.add(`shc:/1/3/${parts[0] ?? ''}`)).toBeNull();
    expect(assembler.progress).toEqual({ read: 2, total: 3 });
    expect(assembler.add(`shc:/2/3/${parts[1] ?? ''}`)).toBe(JWS);
  });

  it('ignores codes that are not health cards and refuses bad numeric data', () => {
    expect(parseHealthCardQr('(01)09506000134352')).toBeNull();
    expect(parseHealthCardQr('shc:/4/3/1234')).toBeNull();
    expect(parseHealthCardQr('shc:/1/99/1234')).toBeNull();
    expect(jwsOfDigits('123')).toBeNull(); // odd length
    expect(jwsOfDigits('9999')).toBeNull(); // beyond 'z'
    expect(jwsOfDigits(digitsOf('nodotshere'))).toBeNull();
  });
});
