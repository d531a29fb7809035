import { describe, expect, it } from 'vitest';
import { slotsOf, type AvailabilityRule } from './slots';
import { localParts } from './zoned-time';

const rule = (over: Partial<AvailabilityRule> = {}): AvailabilityRule => ({
  coordinatorId: 'c1',
  timeZone: 'America/New_York',
  weekday: 1,
  startMinute: 9 * 60,
  endMinute: 10 * 60,
  slotMinutes: 30,
  ...over,
});

const iso = (t: number) => new Date(t).toISOString();
const wall = (t: number, zone: string) => {
  const p = localParts(t, zone);
  return `${String(p.month)}/${String(p.day)} ${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
};

describe('weekly slots across daylight-saving changes', () => {
  it('keeps 09:00 New York on both sides of the US change (2026-03-08) and shows it right in Berlin', () => {
    // Mondays 2026-03-02 (EST, UTC-5) and 2026-03-09 (EDT, UTC-4); Berlin changes later (2026-03-29).
    const slots = slotsOf([rule()], Date.parse('2026-03-01T12:00:00Z'), 10);
    expect(slots.map((s) => iso(s.startsAt))).toEqual([
      '2026-03-02T14:00:00.000Z',
      '2026-03-02T14:30:00.000Z',
      '2026-03-09T13:00:00.000Z',
      '2026-03-09T13:30:00.000Z',
    ]);
    expect(slots.map((s) => wall(s.startsAt, 'America/New_York'))).toEqual([
      '3/2 09:00',
      '3/2 09:30',
      '3/9 09:00',
      '3/9 09:30',
    ]);
    // The patient in Berlin (still CET, UTC+1) sees the hour move: 15:00 then 14:00.
    expect(slots.map((s) => wall(s.startsAt, 'Europe/Berlin'))).toEqual([
      '3/2 15:00',
      '3/2 15:30',
      '3/9 14:00',
      '3/9 14:30',
    ]);
  });

  it('handles the European change (2026-03-29) for a Berlin coordinator seen from New York', () => {
    const berlin = rule({
      timeZone: 'Europe/Berlin',
      weekday: 5,
      startMinute: 16 * 60,
      endMinute: 16 * 60 + 30,
    });
    const slots = slotsOf([berlin], Date.parse('2026-03-25T00:00:00Z'), 10);
    expect(slots.map((s) => iso(s.startsAt))).toEqual([
      '2026-03-27T15:00:00.000Z',
      '2026-04-03T14:00:00.000Z',
    ]);
    expect(slots.map((s) => wall(s.startsAt, 'America/New_York'))).toEqual(['3/27 11:00', '4/3 10:00']);
  });

  it('moves a wall time skipped by spring-forward to after the gap, and leaves out slots already started', () => {
    const night = rule({ weekday: 7, startMinute: 2 * 60, endMinute: 2 * 60 + 30 });
    const slots = slotsOf([night], Date.parse('2026-03-07T00:00:00Z'), 3);
    expect(slots.map((s) => iso(s.startsAt))).toEqual(['2026-03-08T07:00:00.000Z']);
    expect(slotsOf([rule()], Date.parse('2026-03-02T14:10:00Z'), 1).map((s) => iso(s.startsAt))).toEqual([
      '2026-03-02T14:30:00.000Z',
    ]);
  });

  it('takes the first 01:30 of the fall-back night (2026-11-01 New York)', () => {
    const night = rule({ weekday: 7, startMinute: 90, endMinute: 120 });
    const slots = slotsOf([night], Date.parse('2026-10-31T12:00:00Z'), 2);
    expect(slots.map((s) => iso(s.startsAt))).toEqual(['2026-11-01T05:30:00.000Z']);
  });
});
