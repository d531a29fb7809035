import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PATIENT } from '../../seed/seed-data';
import { readOutbox } from '../../../test/support/outbox';
import { startTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface JobRow {
  state: string;
  data: Record<string, unknown>;
}
const jobsFor = (email: string) =>
  t.tdb.ownerQuery<JobRow>(
    "select state, data from pgboss.job where name = 'auth-mail' and data->>'email' = $1 order by created_on",
    [email],
  );
const forgot = (email: string) =>
  t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email, tenantId: 'demo' } });

describe('mails of forgot-password and register go through a durable job', () => {
  it('a known address: the request queues the job, and the job delivers the reset mail', async () => {
    const before = readOutbox(t.dataDir).filter((m) => m.to.includes(DEMO_PATIENT.email)).length;
    const res = await forgot(DEMO_PATIENT.email);
    expect(res.statusCode).toBe(200);
    await t.settleJobs();
    const jobs = await jobsFor(DEMO_PATIENT.email);
    expect(jobs.at(-1)).toMatchObject({
      state: 'completed',
      data: { kind: 'forgot-password', tenantId: 'demo' },
    });
    const mails = readOutbox(t.dataDir).filter((m) => m.to.includes(DEMO_PATIENT.email));
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)?.text).toMatch(/\/resetpassword\/email\//);
  });

  it('an unknown address: the same job kind is queued and completes, and nothing is sent', async () => {
    const email = `nobody-${Date.now()}@example.org`;
    const res = await forgot(email);
    expect(res.statusCode).toBe(200);
    await t.settleJobs();
    const jobs = await jobsFor(email);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      state: 'completed',
      data: { kind: 'forgot-password', tenantId: 'demo' },
    });
    expect(Object.keys(jobs[0]?.data ?? {}).sort()).toEqual(
      ['client', 'email', 'kind', 'language', 'requestId', 'tenantId'].sort(),
    );
    expect(readOutbox(t.dataDir).filter((m) => m.to.includes(email))).toHaveLength(0);
  });

  it('register queues the same job kind for a new and a taken address; the job writes the right mail', async () => {
    const fresh = `new-${Date.now()}@example.org`;
    for (const email of [fresh, DEMO_PATIENT.email]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email, tenantId: 'demo', language: 'en' },
      });
      expect(res.statusCode).toBe(200);
    }
    await t.settleJobs();
    expect((await jobsFor(fresh)).map((j) => j.data.kind)).toEqual(['register']);
    expect((await jobsFor(DEMO_PATIENT.email)).map((j) => j.data.kind)).toContain('register');
    expect(readOutbox(t.dataDir).some((m) => m.to.includes(fresh) && /verify\/email/.test(m.text))).toBe(
      true,
    );
  });

  it('the application role moves job rows but cannot change the job schema', async () => {
    const denied = t.tdb.db.transaction(null, (tx) => tx.query('create table pgboss.intruder (id int)'));
    await expect(denied).rejects.toThrow(/permission denied/);
  });
});
