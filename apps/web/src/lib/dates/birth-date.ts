/** SPEC.md section 9: dates are entered as YYYY-MM-DD. Returns a translation key or null. */
export function birthDateError(value: string, today: Date = new Date()): string | null {
  const text = value.trim();
  if (!text) return 'auth.validation.birthDateRequired';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return 'auth.validation.birthDateFormat';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // 1990-02-30 has the right shape but is no day of the calendar.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return 'auth.validation.birthDateImpossible';
  }
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  if (date.getTime() > todayUtc || year < 1900) return 'auth.validation.birthDateRange';
  return null;
}
