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
