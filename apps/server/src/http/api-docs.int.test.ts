import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { DEMO_COORDINATOR, DEMO_PATIENT } from '../seed/seed-data';
import { startTestApp, type TestApp } from '../../test/support/test-app';

let t: TestApp;
let dev: FastifyInstance;
beforeAll(async () => {
  t = await startTestApp({ env: { APP_ENV: 'production' } });
  // The same database served by a development build of the app.
  dev = await buildApp({
    config: { ...t.config, APP_ENV: 'development' },
    db: t.tdb.db,
    logStream: new Writable({
      write: (_c, _e, done) => {
        done();
      },
    }),
  });
});
afterAll(async () => {
  await dev.close();
  await t.close();
});

const DOCS = ['/api/docs', '/api/docs/json', '/api/docs/yaml'];

describe('/api/docs', () => {
  it('does not exist in production for a visitor without a token or with a bad one', async () => {
    for (const url of DOCS) {
      expect((await t.request({ method: 'GET', url })).statusCode, url).toBe(404);
      expect((await t.request({ method: 'GET', url, token: 'x'.repeat(43) })).statusCode, url).toBe(404);
    }
  });

  it('does not exist in production for a signed-in patient', async () => {
    const { token } = await t.signIn(DEMO_PATIENT.email, DEMO_PATIENT.password);
    for (const url of DOCS)
      expect((await t.request({ method: 'GET', url, token })).statusCode, url).toBe(404);
  });

  it('is served to signed-in staff, under the app own CSP', async () => {
    const { token } = await t.signIn(DEMO_COORDINATOR.email, DEMO_COORDINATOR.password);
    const page = await t.request({ method: 'GET', url: '/api/docs', token });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const app = await t.request({ method: 'GET', url: '/healthz' });
    expect(page.headers['content-security-policy']).toBe(app.headers['content-security-policy']);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).toMatch(/style-src 'self'(;|$)/);
    const doc = await t.request({ method: 'GET', url: '/api/docs/json', token });
    expect(doc.json<{ paths: Record<string, unknown> }>().paths).toHaveProperty(['/api/patient/dashboard']);
  });

  it('is served to anyone in development, still under the app own CSP', async () => {
    const page = await dev.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['content-security-policy'])).toMatch(/frame-ancestors 'none'/);
    expect(String(page.headers['content-security-policy'])).not.toMatch(/https:/);
    expect((await dev.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});
