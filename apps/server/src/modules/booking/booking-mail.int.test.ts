import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newSecret } from '../../lib/tokens';
import { DEMO_COORDINATOR } from '../../seed/seed-data';
import { readOutbox } from '../../../test/support/outbox';
import { startTestApp, type TestApp } from '../../../test/support/test-app';

interface Slot {
  CoordinatorID: string;
  StartsAt: string;
  EndsAt: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A new signed-in patient of tenant demo, with a unique address to find their mails by. */
async function newPatient(): Promise<{ token: string; email: string }> {
  const email = `mail-${randomUUID()}@demo.example`;
  const [user] = await t.tdb.ownerQuery<{ id: string }>(
    "insert into users (tenant_id, email, role, status, first_name, last_name) values ('demo', $1, 'Patient', 'active', 'Ana', 'Ruiz') returning id",
    [email],
  );
  const token = newSecret();
  await t.tdb.ownerQuery(
    "insert into sessions (tenant_id, user_id, token_hash, expires_at) values ('demo', $1, $2, now() + interval '1 hour')",
    [user?.id, hashToken(token)],
  );
  return { token, email };
}

/** The .ics attachments of every outbox mail whose raw text mentions `needle`, oldest first. */
function invitesMentioning(needle: string): { to: string; ics: string }[] {
  const dir = path.join(t.dataDir, 'outbox');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .flatMap((raw) => {
      const to = /^To: (.*)$/m.exec(raw)?.[1] ?? '';
      const part = /Content-Type: text\/calendar[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/.exec(raw);
      if (!part?.[1]) return [];
      // Unfolded (RFC 5545 3.1), so a long ATTENDEE line reads whole.
      const ics = Buffer.from(part[1].replace(/\s/g, ''), 'base64').toString('utf8').replace(/\r\n /g, '');
      return ics.includes(needle) ? [{ to, ics }] : [];
    });
}

const prop = (ics: string, name: string) => ics.split('\r\n').find((l) => l.split(/[;:]/)[0] === name);

describe('booking mails with an .ics invitation, through the booking-mail job', () => {
  it('booking mails the patient and the coordinator the same REQUEST; cancelling sends a CANCEL with that UID', async () => {
    const patient = await newPatient();
    const slots = (
      await t.request({ method: 'GET', url: '/api/patient/appointment-slots', token: patient.token })
    ).json<{ Data: Slot[] }>().Data;
    // Past the cut-off, so it can be cancelled.
    const slot = slots.find((x) => Date.parse(x.StartsAt) > Date.now() + 3 * 86_400_000);
    if (!slot) throw new Error('no slot');
    const booked = await t.request({
      method: 'POST',
      url: '/api/patient/appointments',
      token: patient.token,
      payload: { CoordinatorID: slot.CoordinatorID, StartsAt: slot.StartsAt },
    });
    expect(booked.statusCode).toBe(200);
    const id = booked.json<{ Data: { ID: string } }>().Data.ID;
    await t.settleJobs();

    const invites = invitesMentioning(`mailto:${patient.email}`);
    expect(invites.map((m) => m.to).sort()).toEqual([DEMO_COORDINATOR.email, patient.email].sort());
    for (const { ics } of invites) {
      expect(prop(ics, 'METHOD')).toBe('METHOD:REQUEST');
      expect(prop(ics, 'UID')).toMatch(new RegExp(`^UID:${id}@`));
      const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
      expect(prop(ics, 'DTSTART')).toBe(`DTSTART:${utc(slot.StartsAt)}`);
      expect(prop(ics, 'DTEND')).toBe(`DTEND:${utc(slot.EndsAt)}`);
      expect(prop(ics, 'DTSTAMP')).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
      expect(prop(ics, 'SUMMARY')).toMatch(/^SUMMARY:.+/);
      expect(prop(ics, 'ORGANIZER')).toBe(`ORGANIZER;CN="Jordan Lee":mailto:${DEMO_COORDINATOR.email}`);
      expect(prop(ics, 'ATTENDEE')).toMatch(
        new RegExp(`^ATTENDEE;CN="Ana Ruiz";.*:mailto:${patient.email}$`),
      );
      expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n[^]*BEGIN:VEVENT\r\n[^]*END:VEVENT\r\nEND:VCALENDAR\r\n$/);
    }

    const cancelled = await t.request({
      method: 'POST',
      url: `/api/patient/appointments/${id}/cancel`,
      token: patient.token,
    });
    expect(cancelled.statusCode).toBe(200);
    await t.settleJobs();
    const cancels = invitesMentioning(`mailto:${patient.email}`).filter((m) =>
      m.ics.includes('METHOD:CANCEL'),
    );
    expect(cancels.map((m) => m.to).sort()).toEqual([DEMO_COORDINATOR.email, patient.email].sort());
    for (const { ics } of cancels) {
      expect(prop(ics, 'UID')).toMatch(new RegExp(`^UID:${id}@`));
      expect(prop(ics, 'STATUS')).toBe('STATUS:CANCELLED');
      expect(Number(prop(ics, 'SEQUENCE')?.split(':')[1])).toBeGreaterThan(0);
    }
  });

  it('a refused booking (slot taken) queues no mail', async () => {
    const a = await newPatient();
    const b = await newPatient();
    const slot = (
      await t.request({ method: 'GET', url: '/api/patient/appointment-slots', token: a.token })
    ).json<{ Data: Slot[] }>().Data[5];
    if (!slot) throw new Error('no slot');
    const payload = { CoordinatorID: slot.CoordinatorID, StartsAt: slot.StartsAt };
    const first = await t.request({
      method: 'POST',
      url: '/api/patient/appointments',
      token: a.token,
      payload,
    });
    const second = await t.request({
      method: 'POST',
      url: '/api/patient/appointments',
      token: b.token,
      payload,
    });
    expect([first.statusCode, second.statusCode]).toEqual([200, 409]);
    await t.settleJobs();
    expect(invitesMentioning(`mailto:${a.email}`)).toHaveLength(2);
    expect(invitesMentioning(`mailto:${b.email}`)).toHaveLength(0);
  });
});

/** Books the first slot at least `days` ahead for a new patient; their address and the appointment. */
async function bookAhead(days: number) {
  const patient = await newPatient();
  const slot = (
    await t.request({ method: 'GET', url: '/api/patient/appointment-slots', token: patient.token })
  )
    .json<{ Data: Slot[] }>()
    .Data.find((x) => Date.parse(x.StartsAt) > Date.now() + days * 86_400_000);
  if (!slot) throw new Error('no slot');
  const res = await t.request({
    method: 'POST',
    url: '/api/patient/appointments',
    token: patient.token,
    payload: { CoordinatorID: slot.CoordinatorID, StartsAt: slot.StartsAt },
  });
  expect(res.statusCode).toBe(200);
  return { ...patient, slot, id: res.json<{ Data: { ID: string } }>().Data.ID };
}

interface ReminderJob {
  id: string;
  state: string;
  start_after: Date;
}
const reminderJobs = (appointmentId: string) =>
  t.tdb.ownerQuery<ReminderJob>(
    "select id, state, start_after from pgboss.job where name = 'booking-reminder' and data->>'appointmentId' = $1",
    [appointmentId],
  );
/** Moves a scheduled job to now (as if its day had come), optionally again after it completed. */
const makeDue = (jobId: string) =>
  t.tdb.ownerQuery(
    "update pgboss.job set state = 'created', start_after = now(), completed_on = null, started_on = null where name = 'booking-reminder' and id = $1",
    [jobId],
  );
const remindersTo = (email: string) =>
  readOutbox(t.dataDir).filter((m) => m.to.includes(email) && m.subject.startsWith('Reminder'));

describe('the reminder a day before, as a scheduled job', () => {
  it('is scheduled for 24 hours before the start, sends once to the patient, and marks the row', async () => {
    const b = await bookAhead(3);
    const [job] = await reminderJobs(b.id);
    if (!job) throw new Error('no reminder job');
    expect(job.state).toBe('created');
    expect(new Date(job.start_after).getTime()).toBe(Date.parse(b.slot.StartsAt) - 24 * 3_600_000);
    await t.settleJobs();
    expect(remindersTo(b.email)).toHaveLength(0);

    await makeDue(job.id);
    await t.settleJobs();
    expect(remindersTo(b.email)).toHaveLength(1);
    expect(remindersTo(b.email)[0]?.text).toContain('Jordan Lee');
    const [row] = await t.tdb.ownerQuery<{ reminded_at: Date | null }>(
      'select reminded_at from appointments where id = $1',
      [b.id],
    );
    expect(row?.reminded_at).not.toBeNull();

    // Delivered again (at-least-once queue): still one reminder.
    await makeDue(job.id);
    await t.settleJobs();
    expect(remindersTo(b.email)).toHaveLength(1);
  });

  it('a cancelled appointment sends no reminder', async () => {
    const b = await bookAhead(3);
    const cancel = await t.request({
      method: 'POST',
      url: `/api/patient/appointments/${b.id}/cancel`,
      token: b.token,
    });
    expect(cancel.statusCode).toBe(200);
    const [job] = await reminderJobs(b.id);
    if (!job) throw new Error('no reminder job');
    await makeDue(job.id);
    await t.settleJobs();
    const [after] = await reminderJobs(b.id);
    expect(after?.state).toBe('completed');
    expect(remindersTo(b.email)).toHaveLength(0);
  });
});

describe('reschedule', () => {
  it('moves the booking to another free slot, frees the old one, mails the same UID with SEQUENCE raised', async () => {
    const b = await bookAhead(3);
    const other = await bookAhead(4);
    const list = (
      await t.request({ method: 'GET', url: '/api/patient/appointment-slots', token: b.token })
    ).json<{ Data: Slot[] }>().Data;
    const target = list.find((x) => Date.parse(x.StartsAt) > Date.parse(b.slot.StartsAt) + 86_400_000);
    if (!target) throw new Error('no target slot');
    const move = (token: string, id: string, slot: Slot) =>
      t.request({
        method: 'POST',
        url: `/api/patient/appointments/${id}/reschedule`,
        token,
        payload: { CoordinatorID: slot.CoordinatorID, StartsAt: slot.StartsAt },
      });

    // Another patient's appointment is a 404; a slot already booked is a 409 and nothing moves.
    expect((await move(other.token, b.id, target)).statusCode).toBe(404);
    expect((await move(b.token, b.id, other.slot)).statusCode).toBe(409);
    const bad = await t.request({
      method: 'POST',
      url: `/api/patient/appointments/${b.id}/reschedule`,
      token: b.token,
      payload: { CoordinatorID: target.CoordinatorID, StartsAt: target.StartsAt, Extra: 1 },
    });
    expect(bad.statusCode).toBe(400);

    const res = await move(b.token, b.id, target);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ Data: { ID: string; StartsAt: string } }>().Data).toMatchObject({
      ID: b.id,
      StartsAt: target.StartsAt,
    });
    const after = (
      await t.request({ method: 'GET', url: '/api/patient/appointment-slots', token: b.token })
    ).json<{ Data: Slot[] }>().Data;
    expect(after.some((x) => x.StartsAt === b.slot.StartsAt)).toBe(true);
    expect(after.some((x) => x.StartsAt === target.StartsAt)).toBe(false);

    await t.settleJobs();
    const updates = invitesMentioning(`mailto:${b.email}`).filter((m) => m.ics.includes('SEQUENCE:1'));
    expect(updates.map((m) => m.to).sort()).toEqual([DEMO_COORDINATOR.email, b.email].sort());
    const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    for (const { ics } of updates) {
      expect(prop(ics, 'METHOD')).toBe('METHOD:REQUEST');
      expect(prop(ics, 'UID')).toMatch(new RegExp(`^UID:${b.id}@`));
      expect(prop(ics, 'DTSTART')).toBe(`DTSTART:${utc(target.StartsAt)}`);
    }

    // The reminder of the old time sends nothing; the one of the new time is scheduled.
    const jobs = await reminderJobs(b.id);
    expect(jobs).toHaveLength(2);
    const old = jobs.find(
      (j) => new Date(j.start_after).getTime() === Date.parse(b.slot.StartsAt) - 24 * 3_600_000,
    );
    if (!old) throw new Error('no old reminder job');
    await makeDue(old.id);
    await t.settleJobs();
    expect(remindersTo(b.email)).toHaveLength(0);
  });
});
