import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PATIENT } from '../seed/seed-data';
import { startTestApp, type TestApp } from '../../test/support/test-app';
import { RATE_RULES } from './rate-limit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1', TRUST_PROXY_HOPS: '1' } });
});
afterAll(() => t.close());

interface AuditRow {
  action: string;
  outcome: string;
  actor_user_id: string | null;
  object_type: string | null;
  object_id: string | null;
  tenant_id: string;
}
const auditOf = (client: string) =>
  t.tdb.ownerQuery<AuditRow>(
    'select action, outcome, actor_user_id, object_type, object_id, tenant_id from audit_events where client = $1 order by id',
    [client],
  );
const signIn = (password: string, client: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: DEMO_PATIENT.email, password, tenantId: 'demo' },
    headers: { 'x-forwarded-for': client },
  });
const hashPrefix = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 12);

describe('audit', () => {
  it('records every sign-in attempt: success, failure and the ones refused with 429', async () => {
    const client = '10.20.0.1';
    expect((await signIn(DEMO_PATIENT.password, client)).statusCode).toBe(200);
    for (let i = 0; i < RATE_RULES.signInAccountClient.limit; i++) {
      expect((await signIn('Wrong-Password-1', client)).statusCode).toBe(400);
    }
    expect((await signIn('Wrong-Password-1', client)).statusCode).toBe(429);
    const rows = await auditOf(client);
    expect(rows.map((r) => `${r.action}:${r.outcome}`)).toEqual([
      'auth.signin:success',
      ...Array<string>(RATE_RULES.signInAccountClient.limit).fill('auth.signin:failure'),
      'auth.signin:denied',
    ]);
    expect(rows.every((r) => r.actor_user_id !== null && r.tenant_id === 'demo')).toBe(true);
  });

  it('records reading and dismissing notifications', async () => {
    const client = '10.20.0.2';
    const token = (await signIn(DEMO_PATIENT.password, client)).json().Data.token as string;
    const headers = { 'x-forwarded-for': client };
    const list = await t.request({ method: 'GET', url: '/api/patient/notifications', token, headers });
    const id = (list.json().Data as { ID: string }[])[0]?.ID;
    expect(id).toBeDefined();
    const dismissed = await t.request({
      method: 'DELETE',
      url: `/api/patient/notifications/dismiss/${String(id)}`,
      token,
      headers,
    });
    expect(dismissed.statusCode).toBe(200);
    const rows = (await auditOf(client)).filter((r) => r.action.startsWith('notifications.'));
    expect(rows).toEqual([
      expect.objectContaining({ action: 'notifications.read', outcome: 'success' }),
      expect.objectContaining({
        action: 'notifications.dismiss',
        outcome: 'success',
        object_type: 'notification',
        object_id: String(id),
      }),
    ]);
  });

  it('records an unknown and an expired bearer token by a prefix of its hash, never the token', async () => {
    const client = '10.20.0.3';
    const headers = { 'x-forwarded-for': client };
    const unknown = 'unknown-token-0123456789abcdefghij';
    expect(
      (await t.request({ method: 'GET', url: '/api/patient/header', token: unknown, headers })).statusCode,
    ).toBe(401);
    const expired = (await signIn(DEMO_PATIENT.password, client)).json().Data.token as string;
    await t.tdb.ownerQuery(
      "update sessions set expires_at = now() - interval '1 second' where token_hash = $1",
      [createHash('sha256').update(expired).digest()],
    );
    expect(
      (await t.request({ method: 'GET', url: '/api/patient/header', token: expired, headers })).statusCode,
    ).toBe(401);
    const refused = (await auditOf(client)).filter((r) => r.action === 'auth.bearer');
    expect(refused).toEqual([
      expect.objectContaining({
        outcome: 'denied',
        object_type: 'token-hash-prefix',
        object_id: hashPrefix(unknown),
      }),
      expect.objectContaining({
        outcome: 'denied',
        object_type: 'token-hash-prefix',
        object_id: hashPrefix(expired),
      }),
    ]);
    const everything = JSON.stringify(await t.tdb.ownerQuery('select * from audit_events'));
    expect(everything).not.toContain(unknown);
    expect(everything).not.toContain(expired);
  });
});
