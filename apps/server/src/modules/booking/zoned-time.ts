/** Wall-clock date and time in an IANA time zone, without a library: Intl gives the zone's offset. */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/** The wall-clock fields of an instant in a zone. */
export function localParts(instant: number, timeZone: string) {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(instant))
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return parts;
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const p = localParts(instant, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * The UTC instant of a wall-clock time (minutes after local midnight) on a local date. A time that does
 * not exist (skipped by a spring-forward change) moves forward by the gap; an ambiguous one takes the
 * first occurrence.
 */
export function zonedToUtc(date: LocalDate, minuteOfDay: number, timeZone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minuteOfDay);
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  const shows = (t: number) => t + offsetAt(t, timeZone) === wall;
  const real = [first, second].filter(shows);
  // Both real: the ambiguous hour of a fall-back change. Neither: the wall time was skipped.
  return real.length > 0 ? Math.min(...real) : Math.max(first, second);
}

/** ISO weekday (1 Monday .. 7 Sunday) of a local date. */
export const isoWeekday = (d: LocalDate): number => {
  const day = new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
  return day === 0 ? 7 : day;
};

export const addDays = (d: LocalDate, n: number): LocalDate => {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + n));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
};
