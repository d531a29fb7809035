// @vitest-environment node
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { SCANNER_MESSAGE_TYPE } from '@portal/contract';
import { acceptScannerMessage } from './scanner-message';

const SCANNER = 'https://scan.example.org';
const trusted = new Set([SCANNER]);
const frame = {} as Window;
const kit = {
  GTIN: '09506000134352',
  ExpirationDate: '2027-12-31',
  Lot: 'LOT1',
  Serial: 'SN1',
  Custom: {},
  FullGS1String: '(01)09506000134352(17)271231(10)LOT1(21)SN1',
};
const good = { type: SCANNER_MESSAGE_TYPE, kit };

describe('acceptScannerMessage', () => {
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('gives the kit of a well-formed message from the scanner frame on the scanner origin', () => {
    expect(acceptScannerMessage({ origin: SCANNER, source: frame, data: good }, trusted, frame)).toEqual(kit);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['another origin', { origin: 'https://evil.example.org', source: frame, data: good }, /untrusted origin/],
    ['a look-alike origin', { origin: `${SCANNER}.evil.org`, source: frame, data: good }, /untrusted origin/],
    ['the app window itself', { origin: SCANNER, source: {} as Window, data: good }, /scanner frame/],
    ['no source', { origin: SCANNER, source: null, data: good }, /scanner frame/],
    ['another type', { origin: SCANNER, source: frame, data: { ...good, type: 'x' } }, /shape/],
    ['no kit', { origin: SCANNER, source: frame, data: { type: SCANNER_MESSAGE_TYPE } }, /shape/],
    [
      'a bad GTIN',
      { origin: SCANNER, source: frame, data: { ...good, kit: { ...kit, GTIN: '1' } } },
      /shape/,
    ],
    ['an unknown field', { origin: SCANNER, source: frame, data: { ...good, extra: 1 } }, /shape/],
    ['a string', { origin: SCANNER, source: frame, data: JSON.stringify(good) }, /shape/],
  ])('ignores a message from %s with a warning', (_name, event, reason) => {
    expect(acceptScannerMessage(event, trusted, frame)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(reason);
  });

  it('ignores everything while the frame is gone', () => {
    expect(acceptScannerMessage({ origin: SCANNER, source: frame, data: good }, trusted, null)).toBeNull();
  });
});
