import { formatDate } from '@/lib/format-date';

/**
 * Every date the statistics screen shows, one way: '26 November 2026' (the period, the chart's
 * ends, its table, its spoken summary, the homes' figures). The days are Rome's calendar days
 * as the server names them ('2026-11-26'); one that cannot be read is shown as it came.
 */
export function dayText(day: string): string {
  return formatDate(day, 'en') ?? day;
}
