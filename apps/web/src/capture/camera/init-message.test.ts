// @vitest-environment node
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { CAMERA_INIT_MESSAGE_TYPE } from '@portal/contract';
import { covidAgTemplate } from '@portal/reader';
import { acceptInitMessage } from './init-message';

const APP = 'https://portal.example.org';
const app = {} as Window;
const good = {
  type: CAMERA_INIT_MESSAGE_TYPE,
  ticket: 't'.repeat(43),
  template: covidAgTemplate,
  language: 'de',
};

describe('acceptInitMessage', () => {
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it("takes the app's init message from the app origin and the framing window", () => {
    expect(acceptInitMessage({ origin: APP, source: app, data: good }, APP, app)).toEqual(good);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['another origin', { origin: 'https://evil.example.org', source: app, data: good }, /untrusted origin/],
    ['a look-alike origin', { origin: `${APP}.evil.org`, source: app, data: good }, /untrusted origin/],
    ['"null"', { origin: 'null', source: app, data: good }, /untrusted origin/],
    ['another window', { origin: APP, source: {} as Window, data: good }, /app window/],
    ['a short ticket', { origin: APP, source: app, data: { ...good, ticket: 'x' } }, /shape/],
    [
      'a bad template',
      { origin: APP, source: app, data: { ...good, template: { kind: 'cassette' } } },
      /shape/,
    ],
    ['an unknown field', { origin: APP, source: app, data: { ...good, upload: '/x' } }, /shape/],
  ])('ignores a message from %s with a warning', (_name, event, reason) => {
    expect(acceptInitMessage(event, APP, app)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(reason);
  });

  it('ignores everything when the page is not framed', () => {
    expect(acceptInitMessage({ origin: APP, source: app, data: good }, APP, null)).toBeNull();
  });
});
