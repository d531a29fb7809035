// @vitest-environment node
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { CAMERA_READY_MESSAGE_TYPE, CAMERA_UPLOAD_MESSAGE_TYPE } from '@portal/contract';
import { acceptCameraMessage } from './camera-message';

const CAMERA = 'https://camera.example.org';
const trusted = new Set([CAMERA]);
const frame = {} as Window;
const KEY = '3f0c1a52-8d4e-4b7a-9c21-5e6f7a8b9c0d';
const upload = { type: CAMERA_UPLOAD_MESSAGE_TYPE, key: KEY };
const ready = { type: CAMERA_READY_MESSAGE_TYPE };

describe('acceptCameraMessage', () => {
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('gives ready and upload messages from the camera frame on the camera origin', () => {
    expect(acceptCameraMessage({ origin: CAMERA, source: frame, data: ready }, trusted, frame)).toEqual(
      ready,
    );
    expect(acceptCameraMessage({ origin: CAMERA, source: frame, data: upload }, trusted, frame)).toEqual(
      upload,
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    [
      'another origin',
      { origin: 'https://evil.example.org', source: frame, data: upload },
      /untrusted origin/,
    ],
    [
      'a look-alike origin',
      { origin: `${CAMERA}.evil.org`, source: frame, data: upload },
      /untrusted origin/,
    ],
    [
      'a prefix of the origin',
      { origin: 'https://camera.example.or', source: frame, data: upload },
      /untrusted/,
    ],
    ['"null"', { origin: 'null', source: frame, data: upload }, /untrusted origin/],
    ['the app window itself', { origin: CAMERA, source: {} as Window, data: upload }, /camera frame/],
    ['no source', { origin: CAMERA, source: null, data: upload }, /camera frame/],
    [
      'no key',
      { origin: CAMERA, source: frame, data: { type: CAMERA_UPLOAD_MESSAGE_TYPE } },
      /without a key/,
    ],
    ['an empty key', { origin: CAMERA, source: frame, data: { ...upload, key: '' } }, /without a key/],
    ['a blank key', { origin: CAMERA, source: frame, data: { ...upload, key: '  ' } }, /without a key/],
    [
      'a key that is no file id',
      { origin: CAMERA, source: frame, data: { ...upload, key: '../x' } },
      /shape/,
    ],
    ['an unknown field', { origin: CAMERA, source: frame, data: { ...upload, url: 'x' } }, /shape/],
    ['another type', { origin: CAMERA, source: frame, data: { type: 'portal.scanner.kit-code' } }, /shape/],
    ['a string', { origin: CAMERA, source: frame, data: JSON.stringify(upload) }, /shape/],
    ['null data', { origin: CAMERA, source: frame, data: null }, /shape/],
  ])('ignores a message from %s with a warning', (_name, event, reason) => {
    expect(acceptCameraMessage(event, trusted, frame)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(reason);
  });

  it('ignores everything while the frame is gone', () => {
    expect(acceptCameraMessage({ origin: CAMERA, source: frame, data: upload }, trusted, null)).toBeNull();
  });
});
