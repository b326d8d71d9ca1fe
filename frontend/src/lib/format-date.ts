import type { Language } from './i18n';

const MONTHS: Record<Language, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
};

/** The calendar day of an API date-time ('2026-11-26T09:30:00Z'), as 'YYYY-MM-DD'; null when unreadable. */
export function calendarDay(dateTime: string): string | null {
  const found = /^(\d{4})-(\d{2})-(\d{2})/.exec(dateTime.trim());
  if (!found) return null;
  const [, year, month, day] = found;
  const monthIndex = Number(month) - 1;
  if (monthIndex < 0 || monthIndex > 11 || Number(day) < 1 || Number(day) > 31) return null;
  return `${year}-${month}-${day}`;
}

/**
 * A date as each language writes it: '26 November 2026' (British English, the site's), '26
 * novembre 2026'. Without Intl: the server renders pages in an engine that has none, and both
 * sides must write the same text. The day is the one the stored date-time names (the server
 * writes UTC), never shifted to the reader's time zone, so server and browser agree.
 */
export function formatDate(dateTime: string, language: Language): string | null {
  const day = calendarDay(dateTime);
  if (!day) return null;
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[language][month - 1]} ${year}`;
}
