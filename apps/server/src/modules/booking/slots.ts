import { addDays, isoWeekday, localParts, zonedToUtc } from './zoned-time';

/** A weekly availability rule in the coordinator's own wall-clock time and IANA zone. */
export interface AvailabilityRule {
  coordinatorId: string;
  timeZone: string;
  weekday: number;
  startMinute: number;
  endMinute: number;
  slotMinutes: number;
}

export interface Slot {
  coordinatorId: string;
  startsAt: number;
  endsAt: number;
}

/**
 * The slots of the rules from `from` for `days` days (days counted in each coordinator's zone), as UTC
 * instants; slots already started are left out. The rule is kept in local time, so a daylight-saving
 * change moves its UTC instants, not the coordinator's hours.
 */
export function slotsOf(rules: AvailabilityRule[], from: number, days: number): Slot[] {
  const slots: Slot[] = [];
  for (const rule of rules) {
    const today = localParts(from, rule.timeZone);
    for (let i = 0; i < days; i++) {
      const date = addDays(today, i);
      if (isoWeekday(date) !== rule.weekday) continue;
      for (let m = rule.startMinute; m + rule.slotMinutes <= rule.endMinute; m += rule.slotMinutes) {
        const startsAt = zonedToUtc(date, m, rule.timeZone);
        if (startsAt <= from) continue;
        slots.push({
          coordinatorId: rule.coordinatorId,
          startsAt,
          endsAt: startsAt + rule.slotMinutes * 60_000,
        });
      }
    }
  }
  return slots.sort((a, b) => a.startsAt - b.startsAt);
}
