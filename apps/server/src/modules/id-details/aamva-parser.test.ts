import { describe, expect, it } from 'vitest';
import { AamvaError, parseAamva, parseAamvaDate } from './aamva-parser';
import { aamvaBarcode } from './aamva-test-barcode';

const V10 = {
  DCA: 'D',
  DCB: 'NONE',
  DCD: 'NONE',
  DBA: '08312030',
  DCS: 'SAMPLE',
  DAC: 'JANE',
  DAD: 'QUINN',
  DBD: '08312022',
  DBB: '06151985',
  DBC: '2',
  DAY: 'BRO',
  DAU: '065 in',
  DAG: '123 MAIN ST',
  DAI: 'RICHMOND',
  DAJ: 'VA',
  DAK: '232190000',
  DAQ: 'T12345678',
  DCF: 'DOC123',
  DCG: 'USA',
  DDE: 'N',
  DDF: 'N',
  DDG: 'N',
};

describe('parseAamva', () => {
  it('reads a version 10 US licence: names, MMDDCCYY dates, number, jurisdiction', () => {
    expect(parseAamva(aamvaBarcode(V10))).toEqual({
      version: 10,
      iin: '636000',
      documentType: 'DL',
      familyName: 'SAMPLE',
      firstName: 'JANE',
      middleName: 'QUINN',
      birthDate: '1985-06-15',
      expiryDate: '2030-08-31',
      issueDate: '2022-08-31',
      idNumber: 'T12345678',
      jurisdiction: 'VA',
      country: 'USA',
    });
  });

  it('reads Canadian dates year first (CCYYMMDD) from version 2 on', () => {
    const id = parseAamva(
      aamvaBarcode({ ...V10, DCG: 'CAN', DAJ: 'ON', DBB: '19850615', DBA: '20300831', DBD: '20220831' }),
    );
    expect(id).toMatchObject({ country: 'CAN', birthDate: '1985-06-15', expiryDate: '2030-08-31' });
  });

  it('reads version 1: full name DAA "LAST,FIRST,MIDDLE" and CCYYMMDD dates', () => {
    const id = parseAamva(
      aamvaBarcode(
        { DAQ: 'A1234567', DAA: 'SAMPLE,JANE,Q', DBB: '19850615', DBA: '20290101', DAJ: 'NY' },
        { version: 1 },
      ),
    );
    expect(id).toMatchObject({
      version: 1,
      familyName: 'SAMPLE',
      firstName: 'JANE',
      middleName: 'Q',
      birthDate: '1985-06-15',
      expiryDate: '2029-01-01',
    });
  });

  it('reads versions 2-3: given names in DCT', () => {
    const { DAC: _first, DAD: _middle, ...rest } = V10;
    const id = parseAamva(aamvaBarcode({ ...rest, DCT: 'JANE,QUINN' }, { version: 3 }));
    expect(id).toMatchObject({ version: 3, familyName: 'SAMPLE', firstName: 'JANE', middleName: 'QUINN' });
  });

  it('reads an ID card (subfile ID) and a second jurisdiction subfile', () => {
    const id = parseAamva(aamvaBarcode(V10, { type: 'ID' }));
    expect(id.documentType).toBe('ID');
    expect(id.idNumber).toBe('T12345678');
  });

  it('finds the subfile when the designator offset is wrong, and takes CR LF line ends', () => {
    const text = aamvaBarcode(V10).replace(/DL(\d{4})/, 'DL0007');
    expect(parseAamva(text).familyName).toBe('SAMPLE');
    expect(parseAamva(text.replace(/\n/g, '\r\n')).familyName).toBe('SAMPLE');
  });

  it('keeps an impossible date out (null) instead of guessing', () => {
    const id = parseAamva(aamvaBarcode({ ...V10, DBB: '13451985', DBA: '02302030' }));
    expect(id.birthDate).toBeNull();
    expect(id.expiryDate).toBeNull();
    expect(id.familyName).toBe('SAMPLE');
  });

  it('refuses what is not an AAMVA barcode', () => {
    for (const bad of [
      '',
      'hello',
      '(01)09506000134352(17)271231(10)LOT1',
      '@\n\x1e\rXXXXX636000100001',
      '@\n\x1e\rANSI 63600010',
      '@\n\x1e\rANSI 6360001000019L00410000',
      '@\n\x1e\rANSI 636000100001DL00410010ZZ\r',
      aamvaBarcode({ ZZZ: 'nothing we know' }),
      `${aamvaBarcode(V10)}${'x'.repeat(3000)}`,
    ])
      expect(() => parseAamva(bad), JSON.stringify(bad.slice(0, 40))).toThrow(AamvaError);
  });
});

describe('parseAamvaDate', () => {
  it('reads both orders and refuses impossible dates', () => {
    expect(parseAamvaDate('02292024', false)).toBe('2024-02-29');
    expect(parseAamvaDate('02292023', false)).toBeNull();
    expect(parseAamvaDate('20240229', true)).toBe('2024-02-29');
    expect(parseAamvaDate('2024-02-29', true)).toBeNull();
    expect(parseAamvaDate(undefined, true)).toBeNull();
  });
});
