import { describe, expect, it } from 'vitest';
import { calendarInvite, icsTime } from './booking-ics';

/** Unfolds the lines and returns each property's first value by name (parameters kept in the key). */
function parse(ics: string): Map<string, string> {
  const unfolded = ics.replace(/\r\n /g, '');
  const props = new Map<string, string>();
  for (const line of unfolded.split('\r\n').filter(Boolean)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).split(';')[0] ?? '';
    if (!props.has(name)) props.set(name, line);
  }
  return props;
}

const event = {
  uid: 'a1b2@portal',
  sequence: 0,
  method: 'REQUEST' as const,
  startsAt: new Date('2026-03-09T13:00:00Z'),
  endsAt: new Date('2026-03-09T13:30:00Z'),
  stamp: new Date('2026-03-01T08:15:30.123Z'),
  summary: 'Study coordinator, Jordan Lee; call',
  organizer: { name: 'Jordan Lee', email: 'coordinator@demo.example' },
  attendee: { name: 'Pat "P" Doe', email: 'patient@demo.example' },
};

describe('calendarInvite', () => {
  it('writes one VEVENT with UTC times, UID, DTSTAMP, organizer and attendee, CRLF line ends', () => {
    const ics = calendarInvite(event);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const p = parse(ics);
    expect(p.get('METHOD')).toBe('METHOD:REQUEST');
    expect(p.get('UID')).toBe('UID:a1b2@portal');
    expect(p.get('DTSTART')).toBe('DTSTART:20260309T130000Z');
    expect(p.get('DTEND')).toBe('DTEND:20260309T133000Z');
    expect(p.get('DTSTAMP')).toBe('DTSTAMP:20260301T081530Z');
    expect(p.get('SUMMARY')).toBe('SUMMARY:Study coordinator\\, Jordan Lee\\; call');
    expect(p.get('ORGANIZER')).toBe('ORGANIZER;CN="Jordan Lee":mailto:coordinator@demo.example');
    expect(p.get('ATTENDEE')).toMatch(/^ATTENDEE;CN="Pat 'P' Doe";.*:mailto:patient@demo\.example$/);
    expect(p.get('STATUS')).toBe('STATUS:CONFIRMED');
  });

  it('a cancellation keeps the UID and says CANCEL and CANCELLED', () => {
    const p = parse(calendarInvite({ ...event, method: 'CANCEL', sequence: 1 }));
    expect(p.get('METHOD')).toBe('METHOD:CANCEL');
    expect(p.get('UID')).toBe('UID:a1b2@portal');
    expect(p.get('SEQUENCE')).toBe('SEQUENCE:1');
    expect(p.get('STATUS')).toBe('STATUS:CANCELLED');
  });

  it('folds lines longer than 75 octets, and unfolding gives the text back', () => {
    const summary = 'Ü'.repeat(60);
    const ics = calendarInvite({ ...event, summary });
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(parse(ics).get('SUMMARY')).toBe(`SUMMARY:${summary}`);
  });

  it('icsTime drops separators and milliseconds', () => {
    expect(icsTime(new Date('2026-10-25T00:30:00.999Z'))).toBe('20261025T003000Z');
  });
});
