export type DateRule = 'yymmd0' | 'yymmdd' | 'yyyymmdd';

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** GS1 General Specifications 7.12: a two-digit year lies within -49..+50 years of the reference year. */
export function expandTwoDigitYear(yy: number, referenceYear: number): number {
  const century = Math.floor(referenceYear / 100) * 100;
  const difference = yy - (referenceYear % 100);
  if (difference >= 51) return century - 100 + yy;
  if (difference <= -50) return century + 100 + yy;
  return century + yy;
}

/** Returns an ISO date (YYYY-MM-DD) or undefined when the digits are not a valid date for the rule. */
export function parseGs1Date(digits: string, rule: DateRule, referenceYear: number): string | undefined {
  const expectedLength = rule === 'yyyymmdd' ? 8 : 6;
  if (digits.length !== expectedLength || !/^\d+$/.test(digits)) return undefined;
  const yearDigits = rule === 'yyyymmdd' ? 4 : 2;
  const rawYear = Number(digits.slice(0, yearDigits));
  const year = rule === 'yyyymmdd' ? rawYear : expandTwoDigitYear(rawYear, referenceYear);
  const month = Number(digits.slice(yearDigits, yearDigits + 2));
  let day = Number(digits.slice(yearDigits + 2));
  if (month < 1 || month > 12) return undefined;
  const lastDay = daysInMonth(year, month);
  if (day === 0 && rule === 'yymmd0') day = lastDay; // day 00 means the end of the month
  if (day < 1 || day > lastDay) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
