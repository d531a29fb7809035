// @vitest-environment node
import { BOOKING_CHANGE_CUTOFF_HOURS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { canChangeAppointment } from './booking-change';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const hoursFromNow = (h: number) => new Date(NOW + h * 3_600_000).toISOString();

describe('canChangeAppointment', () => {
  it('allows a change until the cut-off before the start, not at or after it', () => {
    expect(canChangeAppointment(hoursFromNow(BOOKING_CHANGE_CUTOFF_HOURS + 1), NOW)).toBe(true);
    expect(canChangeAppointment(hoursFromNow(BOOKING_CHANGE_CUTOFF_HOURS), NOW)).toBe(false);
    expect(canChangeAppointment(hoursFromNow(1), NOW)).toBe(false);
    expect(canChangeAppointment(hoursFromNow(-1), NOW)).toBe(false);
  });
});
