import { calendarDay, formatDate } from '@/lib/format-date';
import type { Viewing } from '../api/get-viewings';

type Trip = Pick<Viewing, 'from' | 'to'>;

/** The days the visitor is in Piedmont: '10 December 2026 to 12 December 2026'. */
export function tripDates({ from, to }: Trip): string {
  return `${formatDate(from, 'en') ?? from} to ${formatDate(to, 'en') ?? to}`;
}

/**
 * A warning when a slot's day (its Rome start, `YYYY-MM-DDTHH:MM`, as the form holds it) is not
 * one of the visitor's days; null when it is, or while no day is typed. A warning and not a
 * refusal: visitors move their trips, and she may have agreed another day by phone.
 */
export function outsideTripWarning(start: string, trip: Trip): string | null {
  const day = calendarDay(start);
  if (!day || (day >= trip.from && day <= trip.to)) return null;
  return `This day is outside the dates the visitor asked for (${tripDates(trip)}): check with them before you confirm it.`;
}
