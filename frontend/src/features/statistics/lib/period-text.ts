import { dayText } from './day-text';

/** 'these 7 days': how the empty states name the period. */
export const periodName = (days: number) => `these ${days} days`;

/** 'From 22 November 2026 to 28 November 2026, Rome time.' */
export function periodDates({ from, to }: { from: string; to: string }): string {
  return `From ${dayText(from)} to ${dayText(to)}, Rome time.`;
}
