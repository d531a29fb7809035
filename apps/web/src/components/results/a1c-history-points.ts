import type { TestResult } from '@portal/contract';
import { formatDateTime, formatIsoDate } from '../../lib/dates';

export interface A1cPoint {
  id: string;
  /** When the result was read (ISO date-time). */
  date: string;
  percent: number;
}

/**
 * The patient's A1C values up to and including `currentId`, oldest first: completed A1C tests with a
 * value (error codes have none), so the chart shows how this result compares with the earlier ones.
 */
export function a1cHistory(results: TestResult[], currentId: string): A1cPoint[] {
  const points = results.flatMap((result): A1cPoint[] =>
    result.Kind === 'a1c-test' && result.Status === 'completed' && result.A1c?.kind === 'value'
      ? [{ id: result.ID, date: result.Completed ?? result.OrderDate, percent: result.A1c.percent }]
      : [],
  );
  points.sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  const current = points.findIndex((point) => point.id === currentId);
  return current === -1 ? points : points.slice(0, current + 1);
}

/** Each point's label: its date, or its date and time when two results share a day. */
export function pointLabels(points: A1cPoint[]): string[] {
  const dates = points.map((point) => formatIsoDate(new Date(point.date)));
  return new Set(dates).size === dates.length ? dates : points.map((point) => formatDateTime(point.date));
}
