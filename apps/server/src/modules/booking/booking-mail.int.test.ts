import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newSecret } from '../../lib/tokens';
import { DEMO_COORDINATOR } from '../../seed/seed-data';
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
