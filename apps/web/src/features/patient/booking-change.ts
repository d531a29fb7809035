import { BOOKING_CHANGE_CUTOFF_HOURS } from '../../lib/contract';

/** Whether an appointment can still be rescheduled or cancelled: until the cut-off before it starts. */
export function canChangeAppointment(startsAt: string, now: number = Date.now()): boolean {
  return Date.parse(startsAt) - now > BOOKING_CHANGE_CUTOFF_HOURS * 3_600_000;
}
