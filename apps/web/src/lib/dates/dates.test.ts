// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  formatBirthDate,
  formatDateTime,
  formatIsoDate,
  formatMonthYear,
  localeFor,
} from './dates';

describe('dates', () => {
  it('formats YYYY-MM-DD with zero padding', () => {
    expect(formatIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
  it('formats the sidebar birth date M/D/YYYY without zero padding', () => {
    expect(formatBirthDate('1990-03-07')).toBe('3/7/1990');
    expect(formatBirthDate('1985-12-25')).toBe('12/25/1985');
    expect(formatBirthDate(null)).toBe('');
    expect(formatBirthDate('garbage')).toBe('');
  });
  it('formats month and year as YYYY MMM', () => {
    expect(formatMonthYear(new Date(2026, 10, 21), 'en')).toBe('2026 Nov');
    expect(formatMonthYear(new Date(2026, 0, 1), 'de')).toMatch(/^2026 Jan/);
  });
  it('formats a date-time as YYYY-MM-DD HH:mm in local time', () => {
    const local = new Date(2026, 1, 3, 9, 4);
    expect(formatDateTime(local.toISOString())).toBe('2026-02-03 09:04');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
  it('uses the en-GB locale by default', () => {
    expect(DEFAULT_LOCALE).toBe('en-GB');
    expect(localeFor('en')).toBe('en-GB');
    expect(localeFor('xx')).toBe('en-GB');
    expect(localeFor(undefined)).toBe('en-GB');
  });
});
