import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_PATIENT, DEMO_PATIENT } from '../../seed/seed-data';
import { startTestApp, type TestApp } from '../../../test/support/test-app';

interface Note {
  ID: string;
  Message: string;
  Created: string;
  IsRead: boolean;
}

let t: TestApp;
let demo: string;
let acme: string;
beforeAll(async () => {
  t = await startTestApp();
  demo = (await t.signIn(DEMO_PATIENT.email, DEMO_PATIENT.password, 'demo')).token;
  acme = (await t.signIn(ACME_PATIENT.email, ACME_PATIENT.password, 'acme')).token;
});
afterAll(() => t.close());

const list = async (token: string) =>
  (await t.request({ method: 'GET', url: '/api/patient/notifications', token })).json().Data as Note[];
const dismiss = (id: string, token?: string) =>
  t.request({
    method: 'DELETE',
    url: `/api/patient/notifications/dismiss/${id}`,
    ...(token ? { token } : {}),
  });

describe('notifications', () => {
  it('lists the own notifications, newest first, with ID, Message, Created and unread status', async () => {
    const notes = await list(demo);
    expect(notes.map((n) => n.Message)).toEqual([
      'Your at-home COVID-19/Flu test kit has shipped.',
      'Complete your onboarding to unlock at-home tests.',
      'A study coordinator is available this week.',
    ]);
    expect(notes.map((n) => n.IsRead)).toEqual([false, false, true]);
    expect(Date.parse(notes[0]?.Created ?? '')).toBeGreaterThan(Date.parse(notes[1]?.Created ?? ''));
  });

  it("refuses to dismiss another tenant's notification (404) and changes nothing", async () => {
    const acmeNotes = await list(acme);
    const target = acmeNotes[0];
    if (!target) throw new Error('seed has no acme notification');
    const res = await dismiss(target.ID, demo);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ IsOK: false, Message: 'Notification not found.' });
    expect(await list(acme)).toEqual(acmeNotes);
  });

  it("refuses to dismiss another patient's notification in the same tenant", async () => {
    const [other] = await t.tdb.ownerQuery<{ id: string }>(
      "insert into users (tenant_id, email, role, status) values ('demo', 'other@demo.example', 'Patient', 'active') returning id",
    );
    const [note] = await t.tdb.ownerQuery<{ id: string }>(
      "insert into notifications (tenant_id, user_id, message) values ('demo', $1, 'private') returning id",
      [other?.id],
    );
    expect((await dismiss(note?.id ?? '', demo)).statusCode).toBe(404);
    const [row] = await t.tdb.ownerQuery<{ dismissed_at: Date | null }>(
      'select dismissed_at from notifications where id = $1',
      [note?.id],
    );
    expect(row?.dismissed_at).toBeNull();
    expect((await list(demo)).some((n) => n.Message === 'private')).toBe(false);
  });

  it('refuses no token, a bad id and an unknown id', async () => {
    const first = (await list(demo))[0];
    expect((await dismiss(first?.ID ?? '')).statusCode).toBe(401);
    expect((await dismiss('not-a-uuid', demo)).statusCode).toBe(400);
    expect((await dismiss(randomUUID(), demo)).statusCode).toBe(404);
  });

  it('dismisses the own notification once and removes it from the list', async () => {
    const before = await list(demo);
    const first = before[0];
    if (!first) throw new Error('seed has no demo notification');
    expect((await dismiss(first.ID, demo)).json()).toEqual({ IsOK: true, Data: true });
    expect((await list(demo)).map((n) => n.ID)).toEqual(before.slice(1).map((n) => n.ID));
    expect((await dismiss(first.ID, demo)).statusCode).toBe(404);
  });
});
