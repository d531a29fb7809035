import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl, endpoints, type EndpointName } from '@portal/contract';
import { DEMO_COORDINATOR, DEMO_PATIENT } from '../seed/seed-data';
import { startTestApp, type TestApp } from '../../test/support/test-app';

let t: TestApp;
const webDist = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
beforeAll(async () => {
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>portal test page</title>');
  t = await startTestApp({
    env: { TENANT_ID: 'demo', APP_ENV: 'staging', SMTP_URL: 'smtp://127.0.0.1:2525', WEB_DIST_DIR: webDist },
  });
});
afterAll(() => t.close());

describe('security headers', () => {
  it('sends a CSP without inline script, frame-ancestors none, nosniff and no-referrer', async () => {
    const res = await t.request({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).toMatch(/base-uri 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('marks API answers no-store', async () => {
    const res = await t.request({ method: 'GET', url: '/api/patient/header' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const VALID_PARAM: Record<string, string> = { language: 'en', kind: 'selfie', gtin: '09506000134352' };

/** Every `:param` of a path filled with a well-formed value, so only authentication decides the answer. */
const validPathParams = (path: string): Record<string, string> =>
  Object.fromEntries(
    [...path.matchAll(/:([A-Za-z]+)/g)].map(([, key = '']) => [key, VALID_PARAM[key] ?? SOME_ID]),
  );

describe('route table', () => {
  it('refuses every private endpoint without a token (401) and lets every public one be reached', async () => {
    const names = Object.keys(endpoints) as EndpointName[];
    for (const name of names) {
      const ep = endpoints[name];
      const res = await t.request({
        method: ep.method,
        url: endpointUrl(name, validPathParams(ep.path)),
        ...(ep.method === 'GET' || ep.method === 'DELETE' ? {} : { payload: {} }),
      });
      if (ep.auth) expect({ name, status: res.statusCode }).toEqual({ name, status: 401 });
      // A public endpoint with an empty body: a validation answer, never 401 and never 5xx.
      else expect({ name, status: res.statusCode }).toEqual({ name, status: 400 });
    }
  });

  it('answers an unknown API path with the error envelope', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ IsOK: false, Message: 'Not found.' });
  });
});

describe('runtime config, tenant assets, docs and health', () => {
  it('serves /config.json from TENANT_ID and APP_ENV', async () => {
    expect((await t.request({ method: 'GET', url: '/config.json' })).json()).toEqual({
      tenantId: 'demo',
      environment: 'staging',
      appOrigin: expect.stringMatching(/^https?:\/\/[^/]+$/) as unknown,
      scannerOrigin: expect.stringMatching(/^https?:\/\/[^/]+$/) as unknown,
      cameraOrigin: expect.stringMatching(/^https?:\/\/[^/]+$/) as unknown,
    });
  });

  it('serves the tenant theme, logo and favicon, and nothing else from the store', async () => {
    const css = await t.request({ method: 'GET', url: '/tenant-assets/demo.theme.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/text\/css/);
    const logo = await t.request({ method: 'GET', url: '/tenant-assets/acme.logo.svg' });
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.headers['content-security-policy']).toMatch(/sandbox/);
    expect((await t.request({ method: 'GET', url: '/tenant-assets/demo.favicon.svg' })).statusCode).toBe(200);
    for (const bad of ['..%2Fpackage.json', 'demo.secret.txt', 'nope.theme.css', 'DEMO.theme.css']) {
      expect((await t.request({ method: 'GET', url: `/tenant-assets/${bad}` })).statusCode).toBe(404);
    }
  });

  it('publishes the OpenAPI document with every contract path', async () => {
    const staff = await t.signIn(DEMO_COORDINATOR.email, DEMO_COORDINATOR.password);
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json', token: staff.token })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/patient/dashboard', '/api/patient/notifications/dismiss/{id}']),
    );
  });

  it('reports the database in /healthz', async () => {
    expect((await t.request({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
      database: true,
    });
  });
});

describe('logs', () => {
  it('carry the request id and no e-mail, password, token or link path', async () => {
    t.logs.length = 0;
    const user = await t.signIn(DEMO_PATIENT.email, DEMO_PATIENT.password);
    await t.request({ method: 'GET', url: '/api/patient/header', token: user.token });
    await t.request({
      method: 'GET',
      url: `/verify/email/${encodeURIComponent(DEMO_PATIENT.email)}/secret-link-token-value`,
    });
    await t.request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: DEMO_PATIENT.email, password: 'Wrong-Password-9', tenantId: 'demo' },
    });
    const text = t.logs.join('\n');
    expect(t.logs.length).toBeGreaterThan(4);
    expect(text).toMatch(/"reqId":"[0-9a-f-]{36}"/);
    for (const secret of [
      DEMO_PATIENT.email,
      encodeURIComponent(DEMO_PATIENT.email),
      DEMO_PATIENT.password,
      'Wrong-Password-9',
      user.token,
      'secret-link-token-value',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('client-side routes', () => {
  it('answers a page navigation with the app even when the last segment holds a dot (an e-mail)', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/authentication/signup/rosa.diaz%40example.org',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('portal test page');
  });

  it('serves a rebuilt index.html without a restart', async () => {
    const page = () =>
      t.request({ method: 'GET', url: '/patient/dashboard', headers: { accept: 'text/html' } });
    expect((await page()).body).toContain('portal test page');
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>rebuilt page</title>');
    expect((await page()).body).toContain('rebuilt page');
  });

  it('still answers a missing file with 404', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/assets/missing-file.js',
      headers: { accept: '*/*' },
    });
    expect(res.statusCode).toBe(404);
  });
});
