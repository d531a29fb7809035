/**
 * Date helpers (SPEC.md section 9): input and display YYYY-MM-DD, month and year label YYYY MMM,
 * sidebar birth date M/D/YYYY without zero padding. Default locale en-GB.
 */
export const DEFAULT_LOCALE = 'en-GB';

const LOCALES: Record<string, string> = { en: 'en-GB', es: 'es-ES', de: 'de-DE' };

export function localeFor(language: string | undefined): string {
  return (language && LOCALES[language]) ?? DEFAULT_LOCALE;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** YYYY-MM-DD in local time. */
export function formatIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** HH:mm in local time (24-hour, as en-GB). */
export function formatTime(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** YYYY-MM-DD HH:mm for an ISO date-time, in local time; the input unchanged when it is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${formatIsoDate(date)} ${formatTime(date)}`;
}

/** YYYY MMM, e.g. 2026 Nov (month abbreviated in the UI language). */
export function formatMonthYear(date: Date, language?: string): string {
  const month = new Intl.DateTimeFormat(localeFor(language), { month: 'short' })
    .format(date)
    .replace(/\.$/, '');
  return `${date.getFullYear()} ${month}`;
}

/** M/D/YYYY without zero padding, from a YYYY-MM-DD date (no time zone shift). */
export function formatBirthDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return '';
  const [, year, month, day] = match;
  return `${Number(month)}/${Number(day)}/${year ?? ''}`;
}
