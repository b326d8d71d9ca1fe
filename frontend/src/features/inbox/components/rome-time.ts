/**
 * Times in the inbox are the consultant's: Europe/Rome, whatever the browser's zone.
 *
 * The formatter is made on first use, never as the module loads: the server renders pages in
 * an engine without Intl (see lib/format-number.ts), and a module that threw there would
 * leave the whole page unrendered. Only the browser formats times (staff data is never
 * rendered on the server: it renders every page signed out).
 */
let romeFormat: Intl.DateTimeFormat | undefined;

/** "26 Nov 2026, 18:30". */
export function romeTime(instant: string): string {
  romeFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Rome',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return romeFormat.format(new Date(instant));
}

let romeWordsFormat: Intl.DateTimeFormat | undefined;

/**
 * "Saturday 12 December, 10:30": a day she plans around, said as she would say it, the year
 * added only when it is not this year's (`now`'s). Assembled from parts: en-GB's own joining
 * of a weekday, a date and a time differs between engines ("at" or a comma).
 */
export function romeDayAndTime(instant: string, now: Date = new Date()): string {
  romeWordsFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Rome',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const at = romeWordsFormat.formatToParts(new Date(instant));
  const year = part(at, 'year');
  const thisYear = part(romeWordsFormat.formatToParts(now), 'year');
  const day = `${part(at, 'weekday')} ${part(at, 'day')} ${part(at, 'month')}${year === thisYear ? '' : ` ${year}`}`;
  return `${day}, ${part(at, 'hour')}:${part(at, 'minute')}`;
}
