import { romeDayAndTime } from '../components/rome-time';

/**
 * A slot's time for staff: Europe/Rome, as they set it, in words, and the reader's own zone when
 * it differs. Formatters are made on first use (see components/rome-time.ts: the server renders
 * without Intl; staff screens are never server-rendered).
 */
let localFormat: Intl.DateTimeFormat | undefined;

/** "Saturday 12 December, 10:30" (Rome), then the reader's zone's time of the same instant. */
export function slotTimes(instant: string, now: Date = new Date()): { rome: string; local?: string } {
  const rome = romeDayAndTime(instant, now);
  // Field by field: `dateStyle`/`timeStyle` may not be combined with `timeZoneName` (a TypeError).
  localFormat ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  const zone = localFormat.resolvedOptions().timeZone;
  return zone === 'Europe/Rome' ? { rome } : { rome, local: localFormat.format(new Date(instant)) };
}
