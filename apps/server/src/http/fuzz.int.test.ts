import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl, endpoints, type EndpointName } from '@portal/contract';
import { DEMO_PATIENT } from '../seed/seed-data';
import { startTestApp, type TestApp } from '../../test/support/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await t.signIn(DEMO_PATIENT.email, DEMO_PATIENT.password)).token;
});
afterAll(() => t.close());

const TABLES = ['tenants', 'users', 'patient_profiles', 'link_tokens', 'notifications'] as const;

async function snapshot(): Promise<string> {
  const counts = await Promise.all(
    TABLES.map(async (table) => {
      const [row] = await t.tdb.ownerQuery<{ n: number; h: string }>(
        `select count(*)::int as n, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from ${table} x`,
      );
      return `${table}:${row?.n}:${row?.h}`;
    }),
  );
  return counts.join('|');
}

/** Every `:param` of a path filled with the same fuzzed value. */
const pathParams = (path: string, value: string): Record<string, string> =>
  Object.fromEntries([...path.matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1] ?? '', value]));

const junk = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.record({ email: fc.string(), password: fc.string(), tenantId: fc.string() }, { requiredKeys: [] }),
  fc.record({ Data: fc.anything({ maxDepth: 2 }) }),
);

describe('fuzzing every endpoint with bad input', () => {
  it('never answers 5xx and changes no row', async () => {
    const names = Object.keys(endpoints) as EndpointName[];
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...names),
        junk,
        fc.string({ maxLength: 40 }),
        fc.boolean(),
        async (name, body, id, authed) => {
          const ep = endpoints[name];
          const res = await t.request({
            method: ep.method,
            url: endpointUrl(name, pathParams(ep.path, id || 'x')),
            ...(ep.method === 'GET' || ep.method === 'DELETE'
              ? {}
              : {
                  payload: JSON.stringify(body === undefined ? null : body),
                  headers: { 'content-type': 'application/json' },
                }),
            ...(authed ? { token } : {}),
          });
          expect(res.statusCode, `${name} answered ${res.statusCode}: ${res.body}`).toBeLessThan(500);
          if (res.statusCode >= 400)
            expect(res.json()).toMatchObject({ IsOK: false, Message: expect.any(String) });
        },
      ),
      { numRuns: 300, seed: 20261121 },
    );
    expect(await snapshot()).toBe(before);
  });
});
