import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/support/test-app';

const APP = 'https://portal.example.org';
const SCANNER = 'https://scan.example.org';
const CAMERA = 'https://camera.example.org';
let t: TestApp;
const webDist = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
beforeAll(async () => {
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');
  mkdirSync(path.join(webDist, 'capture/scanner'), { recursive: true });
  writeFileSync(path.join(webDist, 'capture/scanner/index.html'), '<!doctype html><title>scanner</title>');
  mkdirSync(path.join(webDist, 'capture/camera'), { recursive: true });
  writeFileSync(path.join(webDist, 'capture/camera/index.html'), '<!doctype html><title>camera</title>');
  t = await startTestApp({
    env: {
      PUBLIC_URL: `${APP}/`,
      SCANNER_ORIGIN: SCANNER,
      CAMERA_ORIGIN: CAMERA,
      WEB_DIST_DIR: webDist,
    },
  });
});
afterAll(() => t.close());

const csp = async (url: string) =>
  String(
    (await t.request({ method: 'GET', url, headers: { accept: 'text/html' } })).headers[
      'content-security-policy'
    ],
  );

describe('capture page framing', () => {
  it('serves the scanner entry at /capture/scanner, framable by the app origin only', async () => {
    const res = await t.request({ method: 'GET', url: '/capture/scanner', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>scanner</title>');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toMatch(new RegExp(`frame-ancestors ${APP}(;|$)`));
    expect(policy).not.toMatch(/frame-ancestors 'none'/);
  });

  it('serves the test camera entry at /capture/camera, framable by the app origin only', async () => {
    const res = await t.request({ method: 'GET', url: '/capture/camera', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>camera</title>');
    expect(String(res.headers['content-security-policy'])).toMatch(new RegExp(`frame-ancestors ${APP}(;|$)`));
  });

  it("keeps frame-ancestors 'none' on the app and the API, and lets the app frame the capture origin only", async () => {
    for (const url of ['/', '/patient/dashboard', '/api/patient/header', '/capturex']) {
      const policy = await csp(url);
      expect(policy).toMatch(/frame-ancestors 'none'/);
      expect(policy).toMatch(new RegExp(`frame-src ${SCANNER} ${CAMERA}(;|$)`));
    }
  });

  it('delegates the camera to the capture origins only, and publishes the origins in /config.json', async () => {
    const res = await t.request({ method: 'GET', url: '/config.json' });
    expect(res.headers['permissions-policy']).toMatch(
      new RegExp(`camera=\\(self "${SCANNER}" "${CAMERA}"\\)`),
    );
    expect(res.headers['permissions-policy']).toMatch(/microphone=\(\)/);
    expect(res.json()).toMatchObject({ appOrigin: APP, scannerOrigin: SCANNER, cameraOrigin: CAMERA });
  });
});
