/**
 * A slot's time for staff: Europe/Rome, as they set it, and the reader's own zone when it
 * differs. Formatters are made on first use (see components/rome-time.ts: the server renders
 * without Intl; staff screens are never server-rendered).
 */
let localFormat: Intl.DateTimeFormat | undefined;

/** "2027-05-12 10:30 (Rome)", then the reader's zone's time of the same instant. */
export function slotTimes(romeLocal: string, instant: string): { rome: string; local?: string } {
  const rome = `${romeLocal.replace('T', ' ')} (Rome)`;
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
