/**
 * The day a report link stops working as the owner's mail gives it: Rome's, whatever the
 * browser's zone ('28 December 2026'). The formatter is made on first use, never as the
 * module loads: the server renders pages in an engine without Intl (features/inbox's
 * rome-time.ts says more); only the browser shows the editor.
 */
let romeFormat: Intl.DateTimeFormat | undefined;

export function romeDay(instant: string): string {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return instant;
  romeFormat ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', day: 'numeric', month: 'long', year: 'numeric' });
  return romeFormat.format(time);
}

let romeTimeFormat: Intl.DateTimeFormat | undefined;

/**
 * An instant as Rome's wall clock says it ('7 December 2026, 10:31'), for the owner log.
 * Assembled from parts: en-GB's own joining of a date and a time differs between engines
 * ("at" or a comma).
 */
export function romeTime(instant: string): string {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return instant;
  romeTimeFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Rome',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = romeTimeFormat.formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}`;
}
